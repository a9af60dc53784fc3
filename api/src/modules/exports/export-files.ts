import { stringify } from 'csv-stringify/sync';
import type { ExportFormat, ExportType } from '@staffpay/schema/exports/export.schemas';

/**
 * The files of an export, from records as the API answers them (already through JSON: ids,
 * ISO dates, decimal strings). JSON Lines: one record per line, exactly its JSON answer. CSV
 * (RFC 4180): a header of the records' keys (every key any record has, in the order first
 * seen), CRLF line ends, quoting where a value needs it, no BOM; null is an empty cell, a list
 * or an object its JSON.
 */

export interface MadeFile {
  fileName: string;
  contentType: string;
  rows: number;
  content: Buffer;
}

/** One CSV cell of a JSON value. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function columnsOf(records: Record<string, unknown>[]): string[] {
  const seen = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) seen.add(key);
  return [...seen];
}

export function toCsv(records: Record<string, unknown>[]): Buffer {
  const columns = columnsOf(records);
  if (columns.length === 0) return Buffer.alloc(0);
  const text = stringify(
    records.map((r) => columns.map((c) => csvCell(r[c]))),
    {
      header: true,
      columns,
      record_delimiter: 'windows',
      eof: true,
      // RFC 4180 quotes a field holding a line break; csv-stringify on its own quotes only the record delimiter (CRLF).
      quoted_match: /[\r\n]/,
    },
  );
  return Buffer.from(text, 'utf8');
}

export function toJsonl(records: unknown[]): Buffer {
  return Buffer.from(records.map((r) => `${JSON.stringify(r)}\n`).join(''), 'utf8');
}

export function makeFile(
  type: ExportType,
  format: ExportFormat,
  records: Record<string, unknown>[],
  stem: string,
): MadeFile {
  const csv = format === 'csv';
  return {
    fileName: `${stem}_${type}.${csv ? 'csv' : 'jsonl'}`,
    contentType: csv ? 'text/csv; charset=utf-8' : 'application/jsonl; charset=utf-8',
    rows: records.length,
    content: csv ? toCsv(records) : toJsonl(records),
  };
}
