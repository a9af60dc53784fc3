import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ImportFormat } from '@staffpay/schema/staff/import.schemas';

export interface SheetFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A sheet of employees as CSV or XLSX: a bold header row, then the rows, every cell text. */
export async function sheetFile(baseName: string, format: ImportFormat, rows: string[][]): Promise<SheetFile> {
  if (format === 'csv') {
    // A BOM, so that spreadsheet programs read the Cyrillic headers as UTF-8.
    const text = '\uFEFF' + stringify(rows);
    return { fileName: `${baseName}.csv`, contentType: 'text/csv; charset=utf-8', bytes: Buffer.from(text) };
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Сотрудники');
  const [headers, ...body] = rows;
  sheet.addRow(headers).font = { bold: true };
  for (const row of body) sheet.addRow(row);
  sheet.columns.forEach((column) => (column.width = 22));
  return {
    fileName: `${baseName}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

/** Sends a sheet as a download that no cache keeps. */
export const sendSheet = (reply: FastifyReply, file: SheetFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.bytes);
