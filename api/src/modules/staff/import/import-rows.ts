import { ROLE_LABELS, COMPANY_ROLES } from '@staffpay/schema/auth/roles';
import { IMPORT_COLUMNS, IMPORT_MESSAGES, type ImportColumnKey } from '@staffpay/schema/staff/import.schemas';
import {
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  STATUS_LABELS,
} from '@staffpay/schema/staff/staff.enums';
import { createEmployeeSchema } from '@staffpay/schema/staff/staff.schemas';
import type { z } from 'zod';
import type { FileRow } from './import-file';

export type EmployeeData = z.output<typeof createEmployeeSchema>;

export interface RowError {
  line: number;
  field: ImportColumnKey | 'row';
  message: string;
}

export interface CheckedRow {
  line: number;
  data: EmployeeData | null;
}

/** Names of the company's departments and branches, lowercased, to their ids. */
export interface NameLookup {
  departments: Map<string, number>;
  branches: Map<string, number>;
}

const key = (s: string) => s.trim().toLowerCase().replace(/ё/g, 'е');

/** A column's value given as a code or as its Russian label (and a few spellings people use). */
function enumReader<T extends string>(codes: readonly T[], labels: Record<T, string>, extra: Record<string, T> = {}) {
  const map = new Map<string, T>();
  for (const c of codes) {
    map.set(key(c), c);
    map.set(key(labels[c]), c);
  }
  for (const [k, v] of Object.entries(extra)) map.set(key(k), v);
  return (raw: string): T | undefined => map.get(key(raw));
}

const readRole = enumReader(COMPANY_ROLES, ROLE_LABELS);
const readStatus = enumReader(EMPLOYEE_STATUSES, STATUS_LABELS, {
  активен: 'active',
  неактивен: 'inactive',
  отпуск: 'vacation',
});
const readEmployment = enumReader(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS, {
  удаленно: 'remote',
  удалённая: 'remote',
  удаленная: 'remote',
  полная: 'full_time',
});
const YES = new Set(['да', 'yes', 'true', '1', '+']);
const NO = new Set(['нет', 'no', 'false', '0', '-']);

/** 'ДД.ММ.ГГГГ' (as people type it) or ISO; anything else is passed on for the schema to refuse. */
function isoDate(raw: string): string {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(raw.trim());
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : raw.trim();
}

const names = (raw: string | undefined) =>
  (raw ?? '')
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Schema paths of the employee form back to the file's columns. */
const FIELD_TO_COLUMN: Record<string, ImportColumnKey> = { departmentIds: 'departments', branchIds: 'branches' };
const COLUMN_KEYS = new Set<string>(IMPORT_COLUMNS.map((c) => c.key));

/**
 * Turns every row into the employee form's input and validates it with the very schema the form
 * uses; departments and branches are matched by name. Returns each row's data (null when it has
 * errors) and every error with its line and column.
 */
export function checkRows(rows: FileRow[], lookup: NameLookup): { rows: CheckedRow[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const seenEmails = new Map<string, number>();
  const checked = rows.map(({ line, cells }): CheckedRow => {
    const rowErrors: RowError[] = [];
    const fail = (field: ImportColumnKey | 'row', message: string) => rowErrors.push({ line, field, message });
    const ids = (column: 'departments' | 'branches', map: Map<string, number>, notFound: (n: string) => string) =>
      names(cells[column]).flatMap((n) => {
        const id = map.get(key(n));
        if (id === undefined) fail(column, notFound(n));
        return id === undefined ? [] : [id];
      });
    const enumValue = <T>(column: ImportColumnKey, read: (v: string) => T | undefined, message: string) => {
      const raw = cells[column];
      if (raw === undefined) return undefined;
      const v = read(raw);
      if (v === undefined) fail(column, message);
      return v;
    };
    let flexible: boolean | undefined;
    if (cells.hasFlexibleSchedule !== undefined) {
      const v = key(cells.hasFlexibleSchedule);
      if (YES.has(v)) flexible = true;
      else if (NO.has(v)) flexible = false;
      else fail('hasFlexibleSchedule', IMPORT_MESSAGES.badBoolean);
    }
    const input = {
      firstName: cells.firstName ?? '',
      lastName: cells.lastName ?? '',
      email: cells.email ?? null,
      phone: cells.phone ?? '',
      departmentIds: ids('departments', lookup.departments, IMPORT_MESSAGES.departmentNotFound),
      branchIds: ids('branches', lookup.branches, IMPORT_MESSAGES.branchNotFound),
      role: enumValue('role', readRole, IMPORT_MESSAGES.badRole),
      status: enumValue('status', readStatus, IMPORT_MESSAGES.badStatus),
      employmentType: enumValue('employmentType', readEmployment, IMPORT_MESSAGES.badEmploymentType),
      jobPosition: cells.jobPosition ?? null,
      birthDate: cells.birthDate ? isoDate(cells.birthDate) : null,
      startWorkDate: cells.startWorkDate ? isoDate(cells.startWorkDate) : null,
      hasFlexibleSchedule: flexible,
      workStartTime: cells.workStartTime ?? null,
      workEndTime: cells.workEndTime ?? null,
    };
    const parsed = createEmployeeSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = String(issue.path[0] ?? 'row');
        const column = FIELD_TO_COLUMN[path] ?? (COLUMN_KEYS.has(path) ? (path as ImportColumnKey) : 'row');
        // A department name that matched nothing already says why the list is empty.
        if (column === 'departments' && rowErrors.some((e) => e.field === 'departments')) continue;
        fail(column, issue.message);
      }
    }
    const email = parsed.success ? parsed.data.email : null;
    if (email) {
      if (seenEmails.has(email)) fail('email', IMPORT_MESSAGES.duplicateEmail);
      else seenEmails.set(email, line);
    }
    errors.push(...rowErrors);
    return { line, data: parsed.success && rowErrors.length === 0 ? parsed.data : null };
  });
  return { rows: checked, errors };
}
