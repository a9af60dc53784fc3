/**
 * Reads any answer the API gives into spots the canaries are looked for in: JSON leaves, CSV and
 * sheet columns, PDF lines (poppler's pdftotext, when installed), other text whole.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { jsonSpots, type Spot } from './canaries';

const run = promisify(execFile);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'canary-'));

export interface Answer {
  status: number;
  contentType: string;
  /** The parsed JSON body, when it is JSON. */
  json?: unknown;
  spots: Spot[];
  /** Why part of an answer could not be read (a PDF without pdftotext), reported once. */
  note?: string;
}

let pdftotext: boolean | undefined;
async function hasPdftotext(): Promise<boolean> {
  if (pdftotext === undefined)
    pdftotext = await run('pdftotext', ['-v']).then(
      () => true,
      () => false,
    );
  return pdftotext;
}

async function pdfSpots(bytes: Buffer): Promise<{ spots: Spot[]; note?: string }> {
  if (!(await hasPdftotext())) return { spots: [], note: 'pdftotext not installed: PDF answers not read' };
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return {
    spots: stdout
      .split('\n')
      .filter((l) => l.trim())
      .map((line) => ({ where: `pdf line "${line.trim().replace(/\s+/g, ' ').slice(0, 70)}"`, text: line })),
  };
}

function csvSpots(text: string): Spot[] {
  const rows = parseCsv(text.replace(/^\uFEFF/, ''), {
    relax_column_count: true,
    relax_quotes: true,
    delimiter: [',', ';'],
  }) as string[][];
  const header = rows[0] ?? [];
  return rows.flatMap((row, r) =>
    row.map((cell, c) => ({ where: `csv column "${r === 0 ? '(header)' : (header[c] ?? c)}"`, text: cell })),
  );
}

async function xlsxSpots(bytes: Buffer): Promise<Spot[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const spots: Spot[] = [];
  book.eachSheet((sheet) => {
    sheet.eachRow({ includeEmpty: false }, (row) => {
      row.eachCell({ includeEmpty: false }, (cell) => {
        const v = cell.value as unknown;
        const text =
          v && typeof v === 'object'
            ? JSON.stringify(v)
            : typeof v === 'number'
              ? String(v)
              : String(cell.text ?? v ?? '');
        spots.push({ where: `xlsx "${sheet.name}" column ${cell.address.replace(/\d+$/, '')}`, text });
      });
    });
  });
  return spots;
}

/** Decodes a fetched answer by its content type. */
export async function readAnswer(res: Response): Promise<Answer> {
  const contentType = res.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await res.arrayBuffer());
  const base = { status: res.status, contentType };
  if (/json/.test(contentType) || (!contentType && /^\s*[{[]/.test(bytes.toString('utf8', 0, 10)))) {
    const text = bytes.toString('utf8');
    try {
      const json = text ? (JSON.parse(text) as unknown) : null;
      return { ...base, json, spots: jsonSpots(json) };
    } catch {
      return { ...base, spots: [{ where: 'body', text }] };
    }
  }
  if (/spreadsheetml/.test(contentType)) return { ...base, spots: await xlsxSpots(bytes) };
  if (/text\/csv/.test(contentType)) return { ...base, spots: csvSpots(bytes.toString('utf8')) };
  if (/application\/pdf/.test(contentType)) return { ...base, ...(await pdfSpots(bytes)) };
  if (/^image\//.test(contentType)) return { ...base, spots: [] };
  return { ...base, spots: [{ where: 'body', text: bytes.toString('utf8') }] };
}
