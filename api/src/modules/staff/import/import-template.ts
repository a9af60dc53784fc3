import { IMPORT_COLUMNS, type ImportFormat } from '@staffpay/schema/staff/import.schemas';
import { sheetFile, type SheetFile } from './sheet-file';

/** The header row of the template and of an export: required columns marked *, so an export imports back as it is. */
export const SHEET_HEADERS = IMPORT_COLUMNS.map((c) => (c.required ? `${c.header}*` : c.header));
const example = IMPORT_COLUMNS.map((c) => c.example);

/** The import template: the columns (required ones marked *) and one example row. */
export function importTemplate(format: ImportFormat): Promise<SheetFile> {
  return sheetFile('employees-template', format, [SHEET_HEADERS, example]);
}
