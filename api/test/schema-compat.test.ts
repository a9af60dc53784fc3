import { readFileSync } from 'node:fs';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * Integrators' clients must keep working from one release to the next. schema/released.graphql
 * is the schema as last released; schema/schema.graphql is the current one (emitted from the
 * resolvers). Any change @graphql-inspector/core rates BREAKING fails this test, listed.
 *
 * The one allowance: what was deprecated in the released schema may go or change. A field (or an
 * enum value, argument or input field) carrying @deprecated in released.graphql may be removed or
 * change its type, and so may the arguments of a deprecated field: clients were told to move off it
 * when it was released. So a breaking change is made in two releases: deprecate first (with the
 * replacement named in the reason), release, then remove.
 *
 * Releasing: copy schema/schema.graphql to schema/released.graphql in the release commit, then
 * `pnpm exec prettier --write schema/released.graphql` (it is not prettier-ignored like schema.graphql;
 * prettier only reflows it, and this test compares schemas, not text).
 */
const read = (name: string) => readFileSync(new URL(`../../schema/${name}`, import.meta.url), 'utf8');

/** The "Type.member" coordinates deprecated in a schema: fields, arguments, input fields, enum values. */
function deprecatedCoordinates(schema: GraphQLSchema): Set<string> {
  const out = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.deprecationReason != null) out.add(`${type.name}.${field.name}`);
        for (const arg of field.args) {
          if (arg.deprecationReason != null) out.add(`${type.name}.${field.name}.${arg.name}`);
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.deprecationReason != null) out.add(`${type.name}.${field.name}`);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        if (value.deprecationReason != null) out.add(`${type.name}.${value.name}`);
      }
    }
  }
  return out;
}

/** Breaking changes from released to current, but those the deprecation rule allows. */
async function breakingChanges(released: string, current: string): Promise<Change[]> {
  const before = buildSchema(released);
  const deprecated = deprecatedCoordinates(before);
  const changes = await diff(before, buildSchema(current));
  return changes.filter((change) => {
    if (change.criticality.level !== CriticalityLevel.Breaking) return false;
    const path = change.path?.split('.') ?? [];
    // The member itself (Type.field, Enum.VALUE, Type.field.arg) or the field an argument belongs to.
    const allowed = [path.join('.'), path.slice(0, 2).join('.')].some((p) => path.length >= 2 && deprecated.has(p));
    return !allowed;
  });
}

describe('schema compatibility', () => {
  const released = `
    type Query {
      old: [Int] @deprecated(reason: "Use new")
      kept: Int
      withArg(a: Int): Int
    }
    enum E { A B @deprecated(reason: "gone") }
  `;

  it('allows removing or retyping what was deprecated, and adding', async () => {
    const next = `type Query { old: String, kept: Int, withArg(a: Int): Int, added: Int } enum E { A }`;
    expect(await breakingChanges(released, next)).toEqual([]);
    const without = `type Query { kept: Int, withArg(a: Int): Int } enum E { A B }`;
    expect(await breakingChanges(released, without)).toEqual([]);
  });

  it('refuses removing or retyping what was not deprecated', async () => {
    const next = `type Query { old: [Int], kept: String, withArg(a: String): Int } enum E { B }`;
    const paths = (await breakingChanges(released, next)).map((c) => c.path).sort();
    expect(paths).toEqual(['E.A', 'Query.kept', 'Query.withArg.a']);
  });

  it('finds no breaking change between schema/released.graphql and schema/schema.graphql', async () => {
    const breaking = await breakingChanges(read('released.graphql'), read('schema.graphql'));
    const list = breaking.map((c) => `${c.path ?? ''}: ${c.message}`).join('\n');
    expect(breaking, `${breaking.length} breaking changes (deprecate first, release, then remove):\n${list}`).toEqual(
      [],
    );
  });
});
