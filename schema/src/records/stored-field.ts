import { z } from 'zod';
import type { FieldNeed } from './record-declaration';

/**
 * What a stored field holds. The kind decides the column (api: the entity's property), the value's
 * type, how the backup file checks it, how a form's input is checked by default and how the
 * spreadsheet column writes and reads it (docs/architecture.md, "Add a field").
 */
export type FieldType =
  | { of: 'text'; max: number; long?: true }
  | { of: 'date' }
  | { of: 'time' }
  | { of: 'boolean' }
  | { of: 'choice'; values: readonly [string, ...string[]]; labels: Readonly<Record<string, string>> }
  | { of: 'textList'; itemMax: number; max: number }
  | { of: 'idList'; max: number };

/** A field permission of its own: only a role granted `key` sees the field (docs/permissions.md). */
export interface FieldPermission {
  key: string;
  description: string;
}

/** The field's column in the import template and the export, under `header` (the label unless given). */
export interface FieldColumn {
  /** The column's key when it differs from the field's name (`departments` for `departmentIds`). */
  key?: string;
  header?: string;
  example: string;
  required?: true;
}

export interface StoredField {
  type: FieldType;
  /** The Russian label: forms, the passport, the permission tree and the column header say it. */
  label: string;
  nullable?: true;
  /** The value a new record takes when none is given (null for nullable fields). */
  default?: string | boolean | readonly never[];
  /** Absent: whoever may read the record sees the field. */
  permission?: FieldPermission;
  column?: FieldColumn;
  /** False: the company backup leaves the field out (a restore gives it its default). */
  backup?: false;
  /** The passport's block that shows the field by its kind (dates formatted, hidden values as a dash). */
  passport?: 'contacts';
  /** Not a column of the record's table: kept elsewhere (the employee's placements) and read by hand. */
  elsewhere?: true;
}

/** Declares a record's stored fields, keeping names and kinds as literal types. */
export const storedFields = <const F extends Record<string, StoredField>>(fields: F): F => fields;

type Value<T extends FieldType> = T extends { of: 'text' | 'date' | 'time' }
  ? string
  : T extends { of: 'boolean' }
    ? boolean
    : T extends { of: 'choice'; values: readonly (infer V)[] }
      ? V
      : T extends { of: 'textList' }
        ? string[]
        : number[];

/** A field's value as stored and shown: its kind's type, or null where the field may be empty. */
export type ValueOf<F extends StoredField> = Value<F['type']> | (F['nullable'] extends true ? null : never);

/** The values of a record's fields, by name. */
export type ValuesOf<D extends Record<string, StoredField>> = { -readonly [K in keyof D]: ValueOf<D[K]> };

/** The names of the fields kept in the record's own table. */
export type ColumnName<D extends Record<string, StoredField>> = {
  [K in keyof D]: D[K]['elsewhere'] extends true ? never : K;
}[keyof D] &
  string;

export const columnNames = <D extends Record<string, StoredField>>(declared: D): ColumnName<D>[] =>
  Object.keys(declared).filter((name) => !declared[name]!.elsewhere) as ColumnName<D>[];

/** The fields with a permission of their own, by name, to their permission keys. */
export type FieldKeysOf<D extends Record<string, StoredField>> = {
  [K in keyof D as D[K]['permission'] extends FieldPermission ? K : never]: D[K]['permission'] extends {
    key: infer P;
  }
    ? P
    : never;
};

export function fieldKeysOf<D extends Record<string, StoredField>>(declared: D): FieldKeysOf<D> {
  return Object.fromEntries(
    Object.entries(declared).flatMap(([name, f]) => (f.permission ? [[name, f.permission.key]] : [])),
  ) as FieldKeysOf<D>;
}

/** The entries a role tree lists for the fields' own permissions: key, label, description. */
export const permissionEntriesOf = (declared: Record<string, StoredField>): [string, string, string][] =>
  Object.values(declared).flatMap((f) => (f.permission ? [[f.permission.key, f.label, f.permission.description]] : []));

/** Each field's Russian label, by name: what forms and the passport call it. */
export const labelsOf = <D extends Record<string, StoredField>>(declared: D): { [K in keyof D]: string } =>
  Object.fromEntries(Object.entries(declared).map(([name, f]) => [name, f.label])) as { [K in keyof D]: string };

/** What each field needs to leave the server: open, or its own field permission. */
export function needsOf<D extends Record<string, StoredField>>(declared: D): { [K in keyof D]: FieldNeed } {
  return Object.fromEntries(
    Object.entries(declared).map(([name, field]) => [name, field.permission?.key ?? 'open']),
  ) as { [K in keyof D]: FieldNeed };
}

/** A text column holds more than any form lets through; a backup file may carry this much of it. */
const LONG_TEXT_IN_BACKUP = 20_000;
const id = z.number().int().positive().max(2_147_483_647);
export const FILE_DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'дата в виде ГГГГ-ММ-ДД');
const FILE_TIME = z.string().regex(/^\d{2}:\d{2}$/, 'время в виде ЧЧ:ММ');

function inFile(type: FieldType): z.ZodType {
  switch (type.of) {
    case 'text':
      return z.string().max(type.long ? LONG_TEXT_IN_BACKUP : type.max);
    case 'date':
      return FILE_DATE;
    case 'time':
      return FILE_TIME;
    case 'boolean':
      return z.boolean();
    case 'choice':
      return z.enum(type.values);
    case 'textList':
      return z.array(z.string().max(type.itemMax)).max(type.max);
    case 'idList':
      return z.array(id).max(type.max);
  }
}

/**
 * The backup file's check of each field kept in it (docs/data-protection.md). Placements kept
 * elsewhere list whole sections' ids, so a file may hold many of them.
 */
export function backupShapeOf<D extends Record<string, StoredField>>(declared: D): BackupShape<D> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(declared)) {
    if (field.backup === false) continue;
    const type = field.elsewhere ? z.array(id).max(100_000) : inFile(field.type);
    shape[name] = field.nullable ? type.nullable() : type;
  }
  return shape as BackupShape<D>;
}

/** The fields a backup keeps, each checked as the value it is. */
export type BackupShape<D extends Record<string, StoredField>> = {
  [K in keyof D as D[K]['backup'] extends false ? never : K]: z.ZodType<ValueOf<D[K]>>;
};

/** The keys of a record's spreadsheet columns. */
export type ColumnKeyOf<D extends Record<string, StoredField>> = {
  [K in keyof D]: D[K]['column'] extends { key: infer C extends string }
    ? C
    : D[K]['column'] extends FieldColumn
      ? K
      : never;
}[keyof D] &
  string;

export interface SheetColumn<D extends Record<string, StoredField>> {
  key: ColumnKeyOf<D>;
  field: keyof D & string;
  header: string;
  required: boolean;
  example: string;
}

/** The spreadsheet columns of the record's fields, in declaration order. */
export function columnsOf<D extends Record<string, StoredField>>(declared: D): SheetColumn<D>[] {
  return Object.entries(declared).flatMap(([name, field]): SheetColumn<D>[] =>
    field.column
      ? [
          {
            key: (field.column.key ?? name) as ColumnKeyOf<D>,
            field: name,
            header: field.column.header ?? field.label,
            required: field.column.required === true,
            example: field.column.example,
          },
        ]
      : [],
  );
}
