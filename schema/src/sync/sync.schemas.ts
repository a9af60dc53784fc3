import { z } from 'zod';
import { valuesOf, type Labelled } from '../enumerations/declaration';
import type { PermissionKey } from '../roles/permission-tree';

/**
 * The synced types: what an integrator keeps in step with `updatedSince` and the deletions
 * (docs/integrations.md, "Changed since"). Each names the permission key whose list shows it, so
 * a tombstone shows to exactly the callers who could have read the record.
 */
export const SYNCED_TYPE = {
  employee: { label: 'Сотрудник', doc: 'An employee', readKey: 'employees.view' },
  department: { label: 'Отдел', doc: 'A department', readKey: 'departments.view' },
  branch: { label: 'Филиал', doc: 'A branch', readKey: 'branches.view' },
  ledger_record: {
    label: 'Начисление',
    doc: 'A bonus, penalty, advance or piecework payment',
    readKey: 'bonuses.view',
  },
  payroll_fix: { label: 'Фиксация периода', doc: 'A fixed pay period of an employee', readKey: 'salaries.view' },
  performance_record: {
    label: 'Показатели',
    doc: 'A performance record (orders and profit)',
    readKey: 'salaries.view',
  },
} as const satisfies Record<string, Labelled & { doc: string; readKey: PermissionKey }>;
export type SyncedType = keyof typeof SYNCED_TYPE;
export const SYNCED_TYPES = valuesOf(SYNCED_TYPE);

export const SYNC_MESSAGES = {
  badInstant: 'Укажите момент в формате ISO 8601, например 2026-11-28T10:00:00Z',
  badType: 'Неизвестный тип записей',
  badCursor: 'Некорректный курсор',
  badFirst: 'Количество должно быть от 0 до 500',
} as const;

/**
 * An instant with its offset (ISO 8601), as a Date: `updatedSince`, `since`. GraphQL's DateTimeISO
 * hands the service a Date already; REST a text.
 */
export const instantSchema = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : value),
  z.iso.datetime({ offset: true, message: SYNC_MESSAGES.badInstant }).transform((text) => new Date(text)),
);

/** `updatedSince` of a list: absent keeps the list's own order. */
export const updatedSinceSchema = z.object({ updatedSince: instantSchema.nullish() });

/** A list's arguments of the change feed. */
export type UpdatedSince = z.input<typeof updatedSinceSchema>;

export const DELETIONS_MAX_PAGE = 500;

/** GET /api/companies/{id}/deletions and the `deletions` connection. */
export const deletionsQuerySchema = z.object({
  since: instantSchema.nullish(),
  types: z
    .array(z.enum(SYNCED_TYPES, { message: SYNC_MESSAGES.badType }), { message: SYNC_MESSAGES.badType })
    .max(SYNCED_TYPES.length * 2, SYNC_MESSAGES.badType)
    .nullish(),
  first: z
    .number({ message: SYNC_MESSAGES.badFirst })
    .int(SYNC_MESSAGES.badFirst)
    .min(0, SYNC_MESSAGES.badFirst)
    .max(DELETIONS_MAX_PAGE, SYNC_MESSAGES.badFirst)
    .nullish(),
  after: z
    .string()
    .max(40, SYNC_MESSAGES.badCursor)
    .regex(/^\d{1,19}$/, SYNC_MESSAGES.badCursor)
    .nullish(),
});
export type DeletionsQuery = z.input<typeof deletionsQuerySchema>;
