import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldType, StoredField } from '@staffpay/schema/records/stored-field';
import { EMPLOYEE_FIELDS } from '@staffpay/schema/staff/employee.fields';
import { BRANCH_FIELDS, DEPARTMENT_FIELDS } from '@staffpay/schema/staff/structure.fields';
import { initOrm } from '../src/app/orm';
import { createEventBus } from '../src/app/pubsub';
import { createSchema } from '../src/app/schema';
import { createTestDatabase } from './db';

/**
 * A record's stored fields are declared once (schema/src/staff/employee.fields.ts and
 * structure.fields.ts). The entity's columns are made from the declaration; what stays written by hand elsewhere is checked here
 * against it: the GraphQL classes (type-graphql needs them) and the migrations (the database a
 * migration built must be the one the declaration describes, so a forgotten migration fails).
 */
const DECLARED: Record<string, { fields: Record<string, StoredField>; type: string; input: string; table: string }> = {
  Employee: { fields: EMPLOYEE_FIELDS, type: 'Employee', input: 'EmployeeInput', table: 'employees' },
  Branch: { fields: BRANCH_FIELDS, type: 'Branch', input: 'BranchInput', table: 'branches' },
  Department: { fields: DEPARTMENT_FIELDS, type: 'Department', input: 'DepartmentInput', table: 'departments' },
};

const scalarOf = (type: FieldType): string | null =>
  ({ text: 'String', date: 'String', time: 'String', boolean: 'Boolean', textList: 'String', idList: 'Int' })[
    type.of as Exclude<FieldType['of'], 'choice'>
  ] ?? null;

/** What the GraphQL type of a field says, as `String`, `[Int]` or `enum(a,b)`, ignoring nullability. */
function shapeOf(type: GraphQLOutputType | GraphQLInputType): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return `[${shapeOf(inner.ofType)}]`;
  const named = getNamedType(inner);
  return isEnumType(named) ? `enum(${named.getValues().map((v) => String(v.value))})` : named.name;
}

function declaredShape(field: StoredField): string {
  const t = field.type;
  if (t.of === 'choice') return `enum(${t.values.join(',')})`;
  return t.of === 'textList' || t.of === 'idList' ? `[${scalarOf(t)}]` : scalarOf(t)!;
}

const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);
/** A choice travels as an enum of exactly its values, or as a scalar of its own that checks them (CompanyRole). */
const agrees = (answered: string, field: StoredField) =>
  answered === declaredShape(field) ||
  (field.type.of === 'choice' && !BUILT_IN.has(answered) && !answered.includes('('));

const schema = await createSchema(createEventBus(undefined));

describe('declared fields and their GraphQL classes', () => {
  for (const [record, { fields, type, input }] of Object.entries(DECLARED)) {
    it(`${type} answers every declared field with its kind; one that may be hidden or empty is nullable`, () => {
      const gqlType = schema.getType(type);
      if (!isObjectType(gqlType)) throw new Error(`${type} is not an object type`);
      const answered = gqlType.getFields();
      const disagreements = Object.entries(fields).flatMap(([name, field]) => {
        const f = answered[name];
        if (!f) return [`${record}.${name}: not in ${type}`];
        const nullable = field.nullable === true || field.permission !== undefined;
        return [
          ...(agrees(shapeOf(f.type), field) ? [] : [`${name}: ${shapeOf(f.type)} ≠ ${declaredShape(field)}`]),
          ...(nullable && isNonNullType(f.type) ? [`${name}: non-null but may be hidden or empty`] : []),
          ...(!nullable && !isNonNullType(f.type) ? [`${name}: nullable but the record always has it`] : []),
        ];
      });
      expect(disagreements).toEqual([]);
    });

    it(`${input} takes every declared field with its kind`, () => {
      const gqlInput = schema.getType(input);
      if (!isInputObjectType(gqlInput)) throw new Error(`${input} is not an input type`);
      const taken = gqlInput.getFields();
      const disagreements = Object.entries(fields).flatMap(([name, field]) => {
        const f = taken[name];
        if (!f) return [`${name}: not in ${input}`];
        return agrees(shapeOf(f.type), field) ? [] : [`${name}: ${shapeOf(f.type)} ≠ ${declaredShape(field)}`];
      });
      expect(disagreements).toEqual([]);
    });
  }

  it('the comparison bites: a kind the class does not have is reported', () => {
    expect(declaredShape({ type: { of: 'idList', max: 1 }, label: 'x' })).toBe('[Int]');
    expect(agrees('Boolean', { type: { of: 'date' }, label: 'x' })).toBe(false);
    expect(agrees('String', { type: { of: 'choice', values: ['a'], labels: { a: 'А' } }, label: 'x' })).toBe(false);
  });
});

describe('declared fields and the migrated database', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;

  beforeAll(async () => {
    db = await createTestDatabase();
    orm = (await initOrm(db.url, '')) as MikroORM;
  });
  afterAll(async () => {
    await orm?.close();
    await db?.drop();
  });

  it('the migrations built every declared column as the entity describes it (nothing left to migrate)', async () => {
    const pending = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    const tables = Object.values(DECLARED).map((d) => d.table);
    const statements = pending
      .split(';')
      .map((s) => s.trim())
      .filter((s) => tables.some((t) => s.includes(`"${t}"`)));
    expect(statements).toEqual([]);
  });
});
