import { z } from 'zod';
import { columnsOf, type ColumnKeyOf } from '../records/stored-field';
import { EMPLOYEE_FIELDS } from './employee.fields';

/**
 * Employee import: the columns of the template (Russian headers, as people fill them in), which
 * the employee's declared fields name (employee.fields.ts), and the messages. Departments and
 * branches are matched by name; several are separated by ';'.
 */
export const IMPORT_COLUMNS = columnsOf(EMPLOYEE_FIELDS);
export type ImportColumnKey = ColumnKeyOf<typeof EMPLOYEE_FIELDS>;

export const IMPORT_MESSAGES = {
  badFile: 'Не удалось прочитать файл: загрузите CSV или XLSX по шаблону',
  empty: 'В файле нет строк с сотрудниками',
  tooMany: 'Не больше 10 000 строк за один импорт',
  missingColumns: (headers: string) => `В файле нет обязательных столбцов: ${headers}`,
  departmentNotFound: (name: string) => `Отдел «${name}» не найден`,
  branchNotFound: (name: string) => `Филиал «${name}» не найден`,
  badRole: 'Неизвестная роль',
  badStatus: 'Неизвестный статус',
  badEmploymentType: 'Неизвестный тип занятости',
  badBoolean: 'Укажите «да» или «нет»',
  badExportFormat: 'Формат файла: csv или xlsx',
  badValue: (header: string) => `Неизвестное значение в столбце «${header}»`,
  duplicateEmail: 'Этот email уже встречается в файле',
  hasErrors: (rows: number) => `Импорт не выполнен: ошибки в строках (${rows}). Исправьте файл и повторите`,
  imported: (count: number) => `Импортировано сотрудников: ${count}`,
  inflatedTooLarge: 'Файл XLSX слишком велик после распаковки: не больше 64 МБ данных',
} as const;

/** What an XLSX file (a zip) may inflate to in all: 10 000 rows of the template take about a tenth of it. */
export const IMPORT_MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The file travels as base64 with its name (the extension tells CSV from XLSX). */
export const importFileSchema = z.object({
  fileName: z
    .string(IMPORT_MESSAGES.badFile)
    .trim()
    .max(255, IMPORT_MESSAGES.badFile)
    .regex(/\.(csv|xlsx)$/i, IMPORT_MESSAGES.badFile),
  content: z
    .string(IMPORT_MESSAGES.badFile)
    .min(1, IMPORT_MESSAGES.badFile)
    .max(14 * 1024 * 1024, IMPORT_MESSAGES.badFile)
    .regex(/^[A-Za-z0-9+/=\s]+$/, IMPORT_MESSAGES.badFile),
});
export type ImportFileInput = z.input<typeof importFileSchema>;
