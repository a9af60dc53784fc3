import type { RestoreRequest } from '@staffpay/schema/data-protection/backup.schemas';

/** A refused REST call: the server's Russian sentence when it sent one, else the caller's fallback. */
async function refusal(res: Response, fallback: string): Promise<Error> {
  try {
    const body = (await res.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return new Error(body.message);
  } catch {
    // Not JSON: the fallback.
  }
  return new Error(fallback);
}

/** POST /api/database/backup/company/{id}: the file and the Content-Disposition that names it. */
export async function fetchBackup(companyId: number, fallback: string) {
  const res = await fetch(`/api/database/backup/company/${companyId}`, { method: 'POST', credentials: 'include' });
  if (!res.ok) throw await refusal(res, fallback);
  return { blob: await res.blob(), disposition: res.headers.get('Content-Disposition') };
}

/** POST /api/database/restore: the id of the company the backup was restored into. */
export async function postRestore(request: RestoreRequest, fallback: string): Promise<number> {
  const res = await fetch('/api/database/restore', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!res.ok) throw await refusal(res, fallback);
  const body = (await res.json()) as { companyId: number };
  return body.companyId;
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after click() returns; revoking at once can cut the download short.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
