import { IMPORT_COLUMNS } from '@staffpay/schema/staff/import.schemas';
import { IMPORT } from './employees.messages';

/** The import takes CSV or XLSX; the server reads the extension. */
export const IMPORT_ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The largest file the server accepts (its base64 limit is 14 MB). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** The template's column header for an error's field key; 'row' is the whole line. */
export function columnHeader(field: string): string {
  if (field === 'row') return IMPORT.wholeRow;
  return IMPORT_COLUMNS.find((c) => c.key === field)?.header ?? field;
}

/** The file's bytes as base64 (what previewEmployeeImport and importEmployees take). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Where to download a template when the API has not told us yet (the documented REST path). */
export const templatePath = (companyId: number, format: 'xlsx' | 'csv') =>
  `/api/employees/import/template?companyId=${companyId}&format=${format}`;

/** The staff list as a file in the template's columns (the documented REST path). */
export const exportPath = (companyId: number, format: 'xlsx' | 'csv') =>
  `/api/employees/export?companyId=${companyId}&format=${format}`;
