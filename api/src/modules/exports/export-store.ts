import type { EntityManager } from '@mikro-orm/postgresql';
import type { ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { ExportType } from '@staffpay/schema/exports/export.schemas';
import type { MadeFile } from './export-files';
import type { ExportFileRow, ExportRow } from './export.view';

/** The statements on `exports` and `export_files`, the domain's own tables. */

const COLUMNS = `id, company_id as "companyId", requested_by as "requestedBy", status, types,
  to_char(period_from, 'YYYY-MM-DD') as "periodFrom", to_char(period_to, 'YYYY-MM-DD') as "periodTo",
  format, error, created_at as "createdAt", started_at as "startedAt", completed_at as "completedAt",
  expires_at as "expiresAt"`;

/** A stored job: the row and whose grants it reads with. */
export interface JobRow extends ExportRow {
  apiTokenId: number | null;
  scopes: ApiScope[] | null;
  attempts: number;
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const rowOf = <R extends ExportRow>(r: R): R => ({
  ...r,
  types: json<ExportType[]>(r.types),
  ...('scopes' in r ? { scopes: json<ApiScope[] | null>((r as unknown as JobRow).scopes) } : {}),
});

export async function readExport(em: EntityManager, companyId: number, id: string): Promise<ExportRow | null> {
  const [row] = await em.execute<ExportRow[]>(`select ${COLUMNS} from exports where id = ? and company_id = ?`, [
    id,
    companyId,
  ]);
  return row ? rowOf(row) : null;
}

/** A page of a company's exports, newest first; `requestedBy` null: everyone's. */
export async function readExportRows(
  em: EntityManager,
  companyId: number,
  page: { requestedBy: number | null; after: [string, string] | null; limit: number },
) {
  const mine = page.requestedBy === null ? '' : 'and requested_by = ?';
  const mineArgs = page.requestedBy === null ? [] : [page.requestedBy];
  const after = page.after ? `and (created_at, id) < (?::timestamp at time zone 'UTC', ?::uuid)` : '';
  const rows = await em.execute<(ExportRow & { cursorAt: string })[]>(
    `select ${COLUMNS}, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as "cursorAt"
       from exports where company_id = ? ${mine} ${after}
      order by created_at desc, id desc limit ?`,
    [companyId, ...mineArgs, ...(page.after ?? []), page.limit],
  );
  const [{ count }] = (await em.execute<{ count: string }[]>(
    `select count(*) as count from exports where company_id = ? ${mine}`,
    [companyId, ...mineArgs],
  )) as [{ count: string }];
  return { rows: rows.map(rowOf), total: Number(count) };
}

/** The files of several exports at once (a page of them), without bytes, by export. */
export async function readFilesOf(em: EntityManager, exportIds: string[]): Promise<Map<string, ExportFileRow[]>> {
  const byExport = new Map<string, ExportFileRow[]>();
  if (exportIds.length === 0) return byExport;
  const rows = await em.execute<(ExportFileRow & { exportId: string })[]>(
    `select export_id as "exportId", type, file_name as "fileName", content_type as "contentType", rows, bytes
       from export_files where export_id = any(?::uuid[]) order by type`,
    [`{${exportIds.join(',')}}`],
  );
  for (const { exportId, ...file } of rows) byExport.set(exportId, [...(byExport.get(exportId) ?? []), file]);
  return byExport;
}

/** The files of an export (one type's, when named), with their bytes only when one is asked for. */
export async function readFiles(
  em: EntityManager,
  exportId: string,
  type?: ExportType,
): Promise<(ExportFileRow & { content?: Buffer })[]> {
  return em.execute(
    `select type, file_name as "fileName", content_type as "contentType", rows, bytes${type ? ', content' : ''}
       from export_files where export_id = ? ${type ? 'and type = ?' : ''} order by type`,
    type ? [exportId, type] : [exportId],
  );
}

/** A run cut off (its replica died) is taken again after this long; a run is minutes at most. */
export const STALE_MINUTES = 15;
/** The channel a queued export is announced on; every replica's worker listens (export-runner.ts). */
export const EXPORTS_CHANNEL = 'staffpay_exports';

/** In the request's transaction: PostgreSQL delivers the notification on commit, so never for a rolled-back request. */
export async function notifyQueued(em: EntityManager): Promise<void> {
  await em.execute(`select pg_notify(?, '')`, [EXPORTS_CHANNEL]);
}
/** Runs begun at most: an export that kills its replica each time fails rather than loops. */
export const MAX_ATTEMPTS = 3;

/**
 * Takes the oldest waiting export for this worker: queued, or running so long that its replica
 * must be gone. `skip locked`: replicas never take the same one.
 */
export async function claimExport(em: EntityManager): Promise<JobRow | null> {
  const [row] = await em.execute<JobRow[]>(
    `update exports set status = 'running', started_at = now(), attempts = attempts + 1
      where id = (
        select id from exports
         where (status = 'queued' or (status = 'running' and started_at < now() - make_interval(mins => ?)))
           and attempts < ?
         order by created_at limit 1 for update skip locked)
      returning ${COLUMNS}, api_token_id as "apiTokenId", scopes, attempts`,
    [STALE_MINUTES, MAX_ATTEMPTS],
  );
  return row ? rowOf(row) : null;
}

/** Exports whose every run was cut off: failed now, answered so their end is announced. */
export async function failAbandoned(em: EntityManager, retentionDays: number, error: string): Promise<ExportRow[]> {
  const rows = await em.execute<ExportRow[]>(
    `update exports set status = 'failed', error = ?, completed_at = now(),
            expires_at = now() + make_interval(days => ?)
      where status = 'running' and attempts >= ? and started_at < now() - make_interval(mins => ?)
      returning ${COLUMNS}`,
    [error, retentionDays, MAX_ATTEMPTS, STALE_MINUTES],
  );
  return rows.map(rowOf);
}

/**
 * Ends this worker's run, in the caller's transaction: only while the run is still its own (the
 * same attempt, still running), so a run taken over after a long pause writes nothing. Answers
 * the finished row, or null when the run was no longer its own.
 */
export async function finishExport(
  em: EntityManager,
  job: JobRow,
  outcome: { files: { type: ExportType; file: MadeFile }[] } | { error: string },
  retentionDays: number,
): Promise<ExportRow | null> {
  const failed = 'error' in outcome;
  const [row] = await em.execute<ExportRow[]>(
    `update exports set status = ?, error = ?, completed_at = now(), expires_at = now() + make_interval(days => ?)
      where id = ? and status = 'running' and attempts = ?
      returning ${COLUMNS}`,
    [failed ? 'failed' : 'done', failed ? outcome.error : null, retentionDays, job.id, job.attempts],
  );
  if (!row) return null;
  if (!failed) {
    for (const { type, file } of outcome.files) {
      await em.execute(
        `insert into export_files (export_id, type, file_name, content_type, rows, bytes, content)
         values (?, ?, ?, ?, ?, ?, ?)`,
        [job.id, type, file.fileName, file.contentType, file.rows, file.content.length, file.content],
      );
    }
  }
  return rowOf(row);
}

/** Deletes the exports (and their files) kept past their time; answers how many went. */
export async function deleteExpiredExports(em: EntityManager): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(`delete from exports where expires_at < now() returning id`);
  return rows.length;
}
