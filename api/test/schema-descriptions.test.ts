import { readFileSync } from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLArgument,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * Integrators read the schema as its documentation: every type, field, argument, input field and
 * enum value of schema/schema.graphql (the emitted, checked-in schema) carries a description.
 * The built-in scalars (Int, String, …) and the introspection types are GraphQL's own. The root
 * operation types themselves (Query, Mutation, Subscription) are GraphQL's entry points and
 * type-graphql gives no way to describe them; their fields and arguments are checked like any other.
 */
const SCHEMA = new URL('../../schema/schema.graphql', import.meta.url);

const described = (d: string | null | undefined) => typeof d === 'string' && d.trim().length > 0;

function undescribed(sdl: string): string[] {
  const schema = buildSchema(sdl);
  const missing: string[] = [];
  const args = (owner: string, list: readonly GraphQLArgument[]) => {
    for (const a of list) if (!described(a.description)) missing.push(`${owner}(${a.name}:)`);
  };
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  const types = Object.values(schema.getTypeMap()) as GraphQLNamedType[];
  for (const type of types) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (!described(type.description) && !roots.has(type as never)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        const at = `${type.name}.${field.name}`;
        if (!described(field.description)) missing.push(at);
        args(at, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (!described(value.description)) missing.push(`${type.name}.${value.name}`);
      }
    }
  }
  return missing.sort();
}

describe('schema descriptions', () => {
  it('finds what lacks one', () => {
    const sdl = `
      """A thing"""
      type Query { """described""" a(x: Int): Int, b: E, c: T }
      type T { """described""" d: Int }
      enum E { """one""" ONE TWO }
    `;
    expect(undescribed(sdl)).toEqual(['E', 'E.TWO', 'Query.a(x:)', 'Query.b', 'Query.c', 'T']);
  });

  it('describes every type, field, argument, input field and enum value of schema.graphql', () => {
    const missing = undescribed(readFileSync(SCHEMA, 'utf8'));
    expect(missing, `${missing.length} without a description:\n${missing.join('\n')}`).toEqual([]);
  });
});
