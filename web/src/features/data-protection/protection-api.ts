/** A call the server refused with a Russian sentence of its own, shown as it is. */
class ServerRefusal extends Error {}

async function refusal(res: Response): Promise<Error> {
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return new ServerRefusal(body.message);
  } catch {
    // Not JSON: no sentence to show.
  }
  return new Error(`HTTP ${res.status}`);
}

/** What to tell of a failed call: the server's sentence, else `fallback` (never a browser's English network error). */
export const failureText = (e: unknown, fallback: string) => (e instanceof ServerRefusal ? e.message : fallback);

/** POST /api/database/backup/company/{id}: the file and the Content-Disposition that names it. */
export async function fetchBackup(companyId: number) {
  const res = await fetch(`/api/database/backup/company/${companyId}`, { method: 'POST', credentials: 'include' });
  if (!res.ok) throw await refusal(res);
  return { blob: await res.blob(), disposition: res.headers.get('Content-Disposition') };
}

type RestoreTarget = { mode: 'new' } | { mode: 'replace'; companyId: number; confirmName: string };

/**
 * POST /api/database/restore with the file itself as the body, streamed by the browser from disk
 * (never read into a string), the target in the query: the server refuses a caller who may not
 * restore there before the file is sent. Answers the id of the company the backup went into.
 */
export async function postRestore(target: RestoreTarget, file: Blob): Promise<number> {
  const query = new URLSearchParams({ mode: target.mode });
  if (target.mode === 'replace') {
    query.set('companyId', String(target.companyId));
    query.set('confirmName', target.confirmName);
  }
  const res = await fetch(`/api/database/restore?${query}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/octet-stream' },
    body: file,
  });
  if (!res.ok) throw await refusal(res);
  const body = (await res.json()) as { companyId: number };
  return body.companyId;
}
