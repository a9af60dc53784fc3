import type { ExportAnswer, ExportType } from '@staffpay/schema/exports/export.schemas';

/** What a file row says, without its bytes. */
export interface ExportFileRow {
  type: ExportType;
  fileName: string;
  contentType: string;
  rows: number;
  bytes: number;
}

/** An export as every answer, push and webhook event shows it. */
export type ExportView = ExportAnswer;

/** The row as read (raw SQL or the entity: dates as Date or text). */
export interface ExportRow {
  id: string;
  companyId: number;
  requestedBy: number | null;
  status: ExportAnswer['status'];
  types: ExportType[];
  periodFrom: string;
  periodTo: string;
  format: ExportAnswer['format'];
  error: string | null;
  createdAt: Date | string;
  startedAt: Date | string | null;
  completedAt: Date | string | null;
  expiresAt: Date | string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
/** A `date` column as PostgreSQL answers it through the driver, or as written. */
const day = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/** Where an export is downloaded: absolute, on the server's own address (APP_URL). */
export const downloadPath = (appUrl: string, companyId: number, id: string) =>
  `${appUrl}/api/companies/${companyId}/exports/${id}/download`;

export function toExportView(appUrl: string, row: ExportRow, files: ExportFileRow[]): ExportView {
  const done = row.status === 'done';
  const base = downloadPath(appUrl, row.companyId, row.id);
  const ordered = row.types.flatMap((type) => files.filter((f) => f.type === type));
  return {
    id: row.id,
    companyId: row.companyId,
    status: row.status,
    types: row.types,
    period: { from: day(row.periodFrom), to: day(row.periodTo) },
    format: row.format,
    requestedBy: row.requestedBy,
    error: row.error,
    createdAt: iso(row.createdAt)!,
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    expiresAt: iso(row.expiresAt),
    downloadUrl: done ? base : null,
    files: done ? ordered.map((f) => ({ ...f, downloadUrl: `${base}?type=${encodeURIComponent(f.type)}` })) : [],
  };
}

/** The `export.completed` event's data: what an integrator needs to fetch the files. */
export const completedEventData = (view: ExportView) => ({
  id: view.id,
  status: view.status,
  types: view.types,
  period: view.period,
  format: view.format,
  error: view.error,
  downloadUrl: view.downloadUrl,
  files: view.files,
});
