import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_INFLATED_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  type ImportColumnKey,
} from '@staffpay/schema/staff/import.schemas';
import { AppError } from '../../../shared/errors';
import { zipRefusal } from './zip-bounds';

/** One data row of the file: its 1-based line number (the header is line 1) and its cells by column key. */
export interface FileRow {
  line: number;
  cells: Partial<Record<ImportColumnKey, string>>;
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\*/g, '').replace(/\s+/g, ' ');
const HEADER_KEYS = new Map<string, ImportColumnKey>(
  IMPORT_COLUMNS.flatMap((c) => [
    [norm(c.header), c.key],
    [norm(c.key), c.key],
  ]),
);

const badFile = () => new AppError('BAD_USER_INPUT', IMPORT_MESSAGES.badFile, { content: [IMPORT_MESSAGES.badFile] });

/** Reads a CSV (UTF-8, with or without BOM, ',' or ';') or XLSX file into rows keyed by the template's columns. */
export async function readImportFile(fileName: string, bytes: Buffer): Promise<FileRow[]> {
  const table = /\.xlsx$/i.test(fileName) ? await readXlsx(bytes) : readCsv(bytes);
  const [header, ...rows] = table;
  if (!header) throw badFile();
  const keys = header.map((h) => HEADER_KEYS.get(norm(h)));
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !keys.includes(c.key));
  if (missing.length) {
    const message = IMPORT_MESSAGES.missingColumns(missing.map((c) => c.header).join(', '));
    throw new AppError('BAD_USER_INPUT', message, { content: [message] });
  }
  return rows
    .map((cells, i) => ({
      line: i + 2,
      cells: Object.fromEntries(keys.flatMap((k, j) => (k && cells[j]?.trim() ? [[k, cells[j]!.trim()]] : []))),
    }))
    .filter((r) => Object.keys(r.cells).length > 0);
}

function readCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    return parseCsv(text, { delimiter, relax_column_count: true, skip_empty_lines: true, bom: true }) as string[][];
  } catch {
    throw badFile();
  }
}

/**
 * The first sheet's rows, streamed: the zip is first inflated against IMPORT_MAX_INFLATED_BYTES
 * (zip-bounds.ts), so a zip bomb is refused before ExcelJS reads it, and no more rows are kept
 * than an import takes.
 */
async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const refusal = zipRefusal(bytes, IMPORT_MAX_INFLATED_BYTES);
  if (refusal === 'tooLarge') {
    throw new AppError('BAD_USER_INPUT', IMPORT_MESSAGES.inflatedTooLarge, {
      content: [IMPORT_MESSAGES.inflatedTooLarge],
    });
  }
  if (refusal) throw badFile();
  const table: string[][] = [];
  const book = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let first = true;
  try {
    // Read to the end, other sheets too: ExcelJS deletes the temporary files it may spool sheets
    // to only when it gets there, and the inflated size is already bounded.
    for await (const sheet of book) {
      for await (const row of sheet) {
        // The header and one row past the most an import takes are enough to say "too many".
        if (!first || !row.hasValues || table.length > IMPORT_MAX_ROWS + 1) continue;
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, col) => {
          cells[col - 1] = cellText(cell.value);
        });
        table.push(Array.from(cells, (c) => c ?? ''));
      }
      first = false;
    }
  } catch {
    throw badFile();
  }
  if (table.length === 0) throw badFile();
  return table;
}

/** Dates become 'YYYY-MM-DD' (Excel stores them as UTC midnight), everything else its text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return '';
  }
  return String(value);
}
