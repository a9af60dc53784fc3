import { getNamedType, isNonNullType, isObjectType, type GraphQLField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { OPEN_TYPES, RECORDS, keysOfNeed } from '@staffpay/schema/records/records';
import { createEventBus } from '../src/app/pubsub';
import { createSchema } from '../src/app/schema';

/**
 * The contract declares, once per record, what each field needs (docs/permissions.md). These
 * checks keep the GraphQL schema and the declarations in step, so a new type or field is hidden
 * (or fails here) until it is declared.
 */
const schema = await createSchema(createEventBus(undefined));
const deprecatedText = (field: GraphQLField<unknown, unknown>) =>
  field.deprecationReason != null && getNamedType(field.type).name === 'String';
const ROOTS = new Set(['Query', 'Mutation', 'Subscription']);
const objectTypes = Object.values(schema.getTypeMap()).filter(
  (t) => isObjectType(t) && !t.name.startsWith('__') && !ROOTS.has(t.name),
);

describe('record declarations', () => {
  it('every object type is a declared record or listed as open, not both', () => {
    const unclassified = objectTypes.map((t) => t.name).filter((n) => !RECORDS[n] && !OPEN_TYPES.includes(n));
    expect(unclassified).toEqual([]);
    expect(OPEN_TYPES.filter((n) => RECORDS[n])).toEqual([]);
  });

  it('every field of a declared record is declared, and a field that may be hidden is nullable', () => {
    const undeclared: string[] = [];
    const notNullable: string[] = [];
    for (const type of objectTypes) {
      const record = RECORDS[type.name];
      if (!record || !isObjectType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        const need = record.fields[field.name];
        if (need === undefined) undeclared.push(`${type.name}.${field.name}`);
        // A deprecated non-null text reads empty instead (graphql-guard.ts); anything else must be nullable.
        else if (keysOfNeed(need).length > 0 && isNonNullType(field.type) && !deprecatedText(field))
          notNullable.push(`${type.name}.${field.name}`);
      }
    }
    expect(undeclared).toEqual([]);
    expect(notNullable).toEqual([]);
  });

  it('a nested record names a declared record, the one GraphQL returns there', () => {
    const wrong: string[] = [];
    for (const [name, record] of Object.entries(RECORDS)) {
      const type = schema.getType(name);
      for (const [field, need] of Object.entries(record.fields)) {
        if (typeof need !== 'object' || !('of' in need)) continue;
        if (!RECORDS[need.of]) wrong.push(`${name}.${field} → ${need.of} (not declared)`);
        const graphqlField = isObjectType(type) ? type.getFields()[field] : undefined;
        if (graphqlField && getNamedType(graphqlField.type).name !== need.of)
          wrong.push(`${name}.${field} → ${need.of}, GraphQL says ${getNamedType(graphqlField.type).name}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a property name needs the same keys in every record that declares it sensitive', () => {
    const byName = new Map<string, Set<string>>();
    for (const record of Object.values(RECORDS))
      for (const [field, need] of Object.entries(record.fields)) {
        const keys = keysOfNeed(need);
        if (keys.length === 0) continue;
        const seen = byName.get(field) ?? new Set<string>();
        seen.add([...keys].sort().join('+'));
        byName.set(field, seen);
      }
    expect([...byName].filter(([, needs]) => needs.size > 1).map(([name]) => name)).toEqual([]);
  });
});
