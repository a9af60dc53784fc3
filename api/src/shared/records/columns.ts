import { Enum, Property } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { columnNames, type ColumnName, type StoredField, type ValuesOf } from '@staffpay/schema/records/stored-field';
import { dateText } from '../sql';

type Declared = Record<string, StoredField>;

/** The values of a record's own columns, as its entity holds them. */
export type ColumnsOf<D extends Declared> = Pick<ValuesOf<D>, ColumnName<D>>;

/** The columns a new record may leave out: empty ones and those with a default. */
export type OptionalColumn<D extends Declared> = {
  [K in ColumnName<D>]: D[K]['nullable'] extends true ? K : D[K] extends { default: unknown } ? K : never;
}[ColumnName<D>];

function columnOptions(field: StoredField): Record<string, unknown> {
  const nullable = field.nullable === true;
  switch (field.type.of) {
    case 'text':
      return field.type.long ? { type: 'text', nullable } : { type: 'string', length: field.type.max, nullable };
    case 'time':
      return { type: 'string', length: 5, nullable };
    case 'date':
    case 'boolean':
      return { type: field.type.of, nullable };
    case 'textList':
    case 'idList':
      return { type: 'json', nullable };
    case 'choice':
      return { type: 'string', nullable };
  }
}

/**
 * Gives an entity class the columns its record declares (docs/architecture.md, "Add a field"):
 * the same MikroORM decorators a hand-written property would carry, applied once per field.
 * The class merges `ColumnsOf` into its type and calls `columnDefaults` in its constructor.
 */
export function declareColumns(entity: abstract new () => object, declared: Declared): void {
  for (const name of columnNames(declared)) {
    const field = declared[name]!;
    const options = columnOptions(field);
    const decorate =
      field.type.of === 'choice' ? Enum({ ...options, items: [...field.type.values] }) : Property(options);
    decorate(entity.prototype, name);
  }
}

/** A new record's values before anything is given: each column's default, or null. */
export function columnDefaults<D extends Declared>(declared: D): Partial<ColumnsOf<D>> {
  const values: Record<string, unknown> = {};
  for (const name of columnNames(declared)) {
    const field = declared[name]!;
    const value = field.default ?? (field.nullable ? null : undefined);
    if (value !== undefined) values[name] = Array.isArray(value) ? [] : value;
  }
  return values as Partial<ColumnsOf<D>>;
}

/**
 * `alias.first_name as "firstName", …` for the named properties, column names from the entity's
 * metadata; `fields` maps a result name to a property of another name (a reference's id), and
 * dates are read as 'YYYY-MM-DD' text.
 */
export function selectList(
  em: EntityManager,
  entityName: string,
  alias: string,
  names: readonly string[],
  renamed: Readonly<Record<string, string>> = {},
): string {
  const meta = em.getMetadata().get(entityName);
  return names
    .map((name) => {
      const property = meta.properties[(renamed[name] ?? name) as never] as {
        fieldNames: string[];
        type: string;
      };
      const column = `${alias}.${property.fieldNames[0]}`;
      return `${property.type === 'date' ? `${column}::text` : column} as "${name}"`;
    })
    .join(', ');
}

type Shown = (value: unknown) => unknown;

function shownAs(field: StoredField): Shown {
  switch (field.type.of) {
    case 'date':
      return (v) => (v ? dateText(v as string | Date) : null);
    case 'textList':
    case 'idList':
      return (v) => [...(v as unknown[])];
    case 'text':
      // Empty text is no text: an optional field reads null, never ''.
      return field.nullable ? (v) => v || null : (v) => v;
    default:
      return (v) => v ?? null;
  }
}

/**
 * Copies a record's declared values as every answer shows them: dates as 'YYYY-MM-DD', lists as
 * fresh arrays, empty optional texts as null. Built once per record type; a plain loop, because
 * lists build thousands of views.
 */
export function valueCopier<D extends Declared>(
  declared: D,
  names: readonly (keyof D & string)[],
): (from: Partial<Record<string, unknown>>) => Pick<ValuesOf<D>, (typeof names)[number]> {
  const shown = names.map((name) => [name, shownAs(declared[name]!)] as const);
  return (from) => {
    const to: Record<string, unknown> = {};
    for (const [name, show] of shown) to[name] = show(from[name]);
    return to as Pick<ValuesOf<D>, (typeof names)[number]>;
  };
}
