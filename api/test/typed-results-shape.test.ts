import {
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  GraphQLNonNull,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fixSnapshotSchema } from '@staffpay/schema/pay/fix-snapshot.schemas';
import { payRunSchema } from '@staffpay/schema/pay/pay-run.schemas';
import { createEventBus } from '../src/app/pubsub';
import { createSchema } from '../src/app/schema';

/**
 * The typed payroll results are written twice: as the contract's zod schemas (REST documents
 * them) and as type-graphql classes. Here each pair must agree field by field: the same names,
 * the same nullability, and the same kind (text, integer, enum of the same values, object, list).
 */
const schema = await createSchema(createEventBus(undefined));

/** GraphQL scalars that carry text on the wire. */
const TEXT = new Set(['String', 'Decimal', 'DateTimeISO']);

type Def = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  format?: string;
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The differences between a zod schema and a GraphQL output type, one line each. */
function differences(zod: z.ZodType, graphql: GraphQLOutputType, at: string): string[] {
  let def = defOf(zod);
  const zodNullable = def.type === 'nullable';
  if (zodNullable) def = defOf(def.innerType!);
  if (zodNullable === isNonNullType(graphql)) return [`${at}: nullable in ${zodNullable ? 'zod' : 'GraphQL'} only`];
  const inner = isNonNullType(graphql) ? graphql.ofType : graphql;
  if (def.type === 'array') {
    return isListType(inner) ? differences(def.element!, inner.ofType, `${at}[]`) : [`${at}: a list in zod only`];
  }
  const named = getNamedType(inner);
  if (def.type === 'object') {
    if (!isObjectType(named)) return [`${at}: an object in zod only`];
    const fields = named.getFields();
    const zodKeys = Object.keys(def.shape!);
    return [
      ...Object.keys(fields)
        .filter((k) => !zodKeys.includes(k))
        .map((k) => `${at}.${k}: in GraphQL only`),
      ...zodKeys.flatMap((k) =>
        fields[k] ? differences(def.shape![k]!, fields[k].type, `${at}.${k}`) : [`${at}.${k}: in zod only`],
      ),
    ];
  }
  if (def.type === 'enum') {
    const values = Object.values(def.entries!);
    return isEnumType(named) &&
      named
        .getValues()
        .map((v) => v.value)
        .join() === values.join()
      ? []
      : [`${at}: enum(${values}) in zod, ${named.name} in GraphQL`];
  }
  if (def.type === 'number') return named.name === 'Int' ? [] : [`${at}: Int in zod, ${named.name} in GraphQL`];
  if (def.type === 'string') return TEXT.has(named.name) ? [] : [`${at}: text in zod, ${named.name} in GraphQL`];
  return [`${at}: zod ${def.type} is not compared`];
}

const typeOf = (name: string) => new GraphQLNonNull(schema.getType(name) as GraphQLObjectType);

describe('typed payroll results: contract ↔ GraphQL', () => {
  it('the fixed snapshot (FixSnapshot ↔ fixSnapshotSchema)', () => {
    expect(differences(fixSnapshotSchema, typeOf('FixSnapshot'), 'FixSnapshot')).toEqual([]);
  });

  it('the pay run (PayRun ↔ payRunSchema)', () => {
    expect(differences(payRunSchema, typeOf('PayRun'), 'PayRun')).toEqual([]);
  });

  it('notices a difference', () => {
    expect(differences(payRunSchema, typeOf('FixSnapshot'), 'X')).toContain('X.companyId: in zod only');
  });
});
