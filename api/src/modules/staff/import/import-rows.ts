import type { StoredField } from '@staffpay/schema/records/stored-field';
import { EMPLOYEE_FIELDS, type EmployeeFieldName } from '@staffpay/schema/staff/employee.fields';
import { IMPORT_COLUMNS, IMPORT_MESSAGES, type ImportColumnKey } from '@staffpay/schema/staff/import.schemas';
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
function enumReader(
  codes: readonly string[],
  labels: Readonly<Record<string, string>>,
  extra: Record<string, string> = {},
) {
  const map = new Map<string, string>();
  for (const c of codes) {
    map.set(key(c), c);
    map.set(key(labels[c]), c);
  }
  for (const [k, v] of Object.entries(extra)) map.set(key(k), v);
  return (raw: string): string | undefined => map.get(key(raw));
}

/** Other spellings people use for a choice's values, by field. */
const SPELLINGS: Partial<Record<EmployeeFieldName, Record<string, string>>> = {
  status: { активен: 'active', неактивен: 'inactive', отпуск: 'vacation' },
  employmentType: { удаленно: 'remote', удалённая: 'remote', удаленная: 'remote', полная: 'full_time' },
};
const YES = new Set(['да', 'yes', 'true', '1', '+']);
const NO = new Set(['нет', 'no', 'false', '0', '-']);

/** Why a cell of a choice or a yes/no column was refused, where the column has its own words for it. */
const WRONG_VALUE: Partial<Record<EmployeeFieldName, string>> = {
  role: IMPORT_MESSAGES.badRole,
  status: IMPORT_MESSAGES.badStatus,
  employmentType: IMPORT_MESSAGES.badEmploymentType,
  hasFlexibleSchedule: IMPORT_MESSAGES.badBoolean,
};
const WRONG = Symbol('wrong');

/** Reads a choice's value given as its code or its Russian label (and the spellings above). */
const readers = new Map(
  Object.entries(EMPLOYEE_FIELDS).flatMap(([name, field]) =>
    field.type.of === 'choice'
      ? [[name, enumReader(field.type.values, field.type.labels, SPELLINGS[name as EmployeeFieldName])] as const]
      : [],
  ),
);

/**
 * A cell as the input of its declared field: texts as written (a required one '' when missing,
 * for the schema's message), dates 'ДД.ММ.ГГГГ' as ISO, choices by code or label, yes/no.
 * Missing choices and yes/no stay undefined, so the form's defaults apply.
 */
function cellValue(name: EmployeeFieldName, raw: string | undefined): unknown {
  const field: StoredField = EMPLOYEE_FIELDS[name];
  switch (field.type.of) {
    case 'choice':
      return raw === undefined ? undefined : (readers.get(name)!(raw) ?? WRONG);
    case 'boolean': {
      if (raw === undefined) return undefined;
      const v = key(raw);
      return YES.has(v) ? true : NO.has(v) ? false : WRONG;
    }
    case 'date':
      return raw ? isoDate(raw) : null;
    default:
      return raw ?? (field.nullable ? null : '');
  }
}

/** The columns read into a field's value; departments and branches are matched by name below. */
const VALUE_COLUMNS = IMPORT_COLUMNS.filter((c) => !(EMPLOYEE_FIELDS[c.field] as StoredField).elsewhere);

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
    const input: Record<string, unknown> = {
      departmentIds: ids('departments', lookup.departments, IMPORT_MESSAGES.departmentNotFound),
      branchIds: ids('branches', lookup.branches, IMPORT_MESSAGES.branchNotFound),
    };
    for (const { key, field, header } of VALUE_COLUMNS) {
      const value = cellValue(field, cells[key]);
      if (value === WRONG) fail(key, WRONG_VALUE[field] ?? IMPORT_MESSAGES.badValue(header));
      else input[field] = value;
    }
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
