import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, type ImportFormat } from '@staffpay/schema/staff/import.schemas';

export interface TemplateFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const headers = IMPORT_COLUMNS.map((c) => (c.required ? `${c.header}*` : c.header));
const example = IMPORT_COLUMNS.map((c) => c.example);

/** The import template: the columns (required ones marked *) and one example row. */
export async function importTemplate(format: ImportFormat): Promise<TemplateFile> {
  if (format === 'csv') {
    // A BOM, so that spreadsheet programs read the Cyrillic headers as UTF-8.
    const text = '\uFEFF' + stringify([headers, example]);
    return { fileName: 'employees-template.csv', contentType: 'text/csv; charset=utf-8', bytes: Buffer.from(text) };
  }
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Сотрудники');
  sheet.addRow(headers).font = { bold: true };
  sheet.addRow(example);
  sheet.columns.forEach((column) => (column.width = 22));
  const bytes = Buffer.from(await book.xlsx.writeBuffer());
  return {
    fileName: 'employees-template.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes,
  };
}
