import { z } from 'zod';

/**
 * The machine-readable export (POST /api/companies/{id}/exports): what may be exported, in which
 * formats, and the request's checks. Each type is the list the API answers for it (the same
 * field names, ids, ISO dates and decimal strings), shaped by the requester's grants.
 */
export const EXPORT_TYPES = [
  'employees',
  'departments',
  'branches',
  'ledgerRecords',
  'performanceRecords',
  'payrollFixes',
  'payroll',
] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export const EXPORT_TYPE_LABELS: Record<ExportType, string> = {
  employees: 'Сотрудники',
  departments: 'Отделы',
  branches: 'Филиалы',
  ledgerRecords: 'Начисления (бонусы, штрафы, авансы, сдельная оплата)',
  performanceRecords: 'Показатели сотрудников',
  payrollFixes: 'Зафиксированные периоды',
  payroll: 'Карточки зарплаты за период',
};

export const EXPORT_FORMATS = ['jsonl', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  jsonl: 'JSON Lines (одна запись в строке)',
  csv: 'CSV (RFC 4180, запятые, точка в числах)',
};

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = {
  queued: 'В очереди',
  running: 'Готовится',
  done: 'Готово',
  failed: 'Ошибка',
};

/** The longest period one export covers, in days (a year, leap or not). */
export const EXPORT_MAX_DAYS = 366;

export const EXPORT_MESSAGES = {
  noTypes: 'Выберите хотя бы один тип данных',
  badType: 'Неизвестный тип данных',
  badFormat: 'Формат — jsonl или csv',
  badPeriod: 'Период — месяц YYYY-MM или даты from и to (YYYY-MM-DD)',
  periodOrder: 'Дата начала позже даты окончания',
  periodTooLong: `Период — не длиннее ${EXPORT_MAX_DAYS} дней`,
  notFound: 'Выгрузка не найдена',
  notReady: 'Выгрузка ещё не готова',
  expired: 'Срок хранения выгрузки истёк',
  typeRequired: 'В выгрузке несколько файлов: укажите type',
  typeNotInExport: 'Такого типа нет в выгрузке',
  notYours: 'Скачать выгрузку может только тот, кто её заказал, или владелец компании',
  requested: 'Выгрузка поставлена в очередь',
  failed: 'Выгрузка не удалась',
} as const;

const isoDate = z
  .string(EXPORT_MESSAGES.badPeriod)
  .regex(/^\d{4}-\d{2}-\d{2}$/, EXPORT_MESSAGES.badPeriod)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '1900-01-01';
  }, EXPORT_MESSAGES.badPeriod);

const month = z
  .string(EXPORT_MESSAGES.badPeriod)
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, EXPORT_MESSAGES.badPeriod)
  .refine((v) => v >= '1900-01', EXPORT_MESSAGES.badPeriod);

/** A month's first and last day. */
export function monthRange(yyyyMm: string): { from: string; to: string } {
  const [y, m] = yyyyMm.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${yyyyMm}-01`, to: `${yyyyMm}-${String(last).padStart(2, '0')}` };
}

const days = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

/** `"YYYY-MM"` or `{ from, to }` (inclusive), at most a year; always answered as `{ from, to }`. */
export const exportPeriodSchema = z
  .union([month.transform(monthRange), z.object({ from: isoDate, to: isoDate }, EXPORT_MESSAGES.badPeriod)], {
    message: EXPORT_MESSAGES.badPeriod,
  })
  .refine((p) => p.from <= p.to, { message: EXPORT_MESSAGES.periodOrder, path: ['to'] })
  .refine((p) => days(p.from, p.to) <= EXPORT_MAX_DAYS, { message: EXPORT_MESSAGES.periodTooLong, path: ['to'] });

/**
 * The request: the types (each once), the period of the dated types (ledger records, performance
 * records, payroll fixes, payroll cards; absent: the company's current month) and the format.
 */
export const createExportSchema = z.object({
  types: z
    .array(z.enum(EXPORT_TYPES, { message: EXPORT_MESSAGES.badType }), { message: EXPORT_MESSAGES.noTypes })
    .min(1, EXPORT_MESSAGES.noTypes)
    .max(EXPORT_TYPES.length * 2, EXPORT_MESSAGES.badType)
    .transform((list) => EXPORT_TYPES.filter((t) => list.includes(t))),
  period: exportPeriodSchema.nullish(),
  format: z.enum(EXPORT_FORMATS, { message: EXPORT_MESSAGES.badFormat }),
});
export type CreateExportInput = z.input<typeof createExportSchema>;
export type CreateExportData = z.output<typeof createExportSchema>;

/** `?type=` of a download. */
export const exportTypeSchema = z.enum(EXPORT_TYPES, { message: EXPORT_MESSAGES.badType });

/** One file of a finished export: one per type. */
export const exportFileSchema = z.object({
  type: z.enum(EXPORT_TYPES),
  fileName: z.string(),
  contentType: z.string().meta({ description: '`text/csv; charset=utf-8` or `application/jsonl; charset=utf-8`' }),
  rows: z.int(),
  bytes: z.int(),
  downloadUrl: z.string().meta({ description: 'GET it with the same credentials (the requester or an owner)' }),
});

/** An export as the API answers it (REST, GraphQL `Export`, the `export.completed` event's status part). */
export const exportSchema = z.object({
  id: z.uuid(),
  companyId: z.int(),
  status: z.enum(EXPORT_STATUSES),
  types: z.array(z.enum(EXPORT_TYPES)),
  period: z.object({ from: z.iso.date(), to: z.iso.date() }),
  format: z.enum(EXPORT_FORMATS),
  requestedBy: z.int().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  downloadUrl: z.string().nullable().meta({
    description: 'The download when done: the one file, or add `?type=` when there are several',
  }),
  files: z.array(exportFileSchema),
});
export type ExportAnswer = z.infer<typeof exportSchema>;
