import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEventBus } from './pubsub';
import { createSchema } from './schema';
import { costOf, costRefusal, MAX_QUERY_COST } from './query-cost';

const WEB = path.resolve(__dirname, '../../../web/src');

function graphqlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'gql' ? [] : graphqlFiles(full);
    return e.name.endsWith('.graphql') ? [full] : [];
  });
}

const SCALARS: Record<string, unknown> = {
  Int: 1,
  Float: 1,
  Boolean: true,
  ID: '1',
  Decimal: '1',
  DateTimeISO: '2026-01-01T00:00:00.000Z',
  JSONObject: {},
};

/** A value the type accepts: the required fields of an input, one item of a list. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type));
    return Object.fromEntries(fields.map((f) => [f.name, sample(f.type)]));
  }
  return SCALARS[type.name] ?? 'x';
}

/** The operation's variables, paged ones at the largest page. */
function variablesOf(op: OperationDefinitionNode): Record<string, unknown> {
  return Object.fromEntries(
    (op.variableDefinitions ?? []).map((d) => {
      const name = d.variable.name.value;
      const paged = name === 'first' || name === 'last';
      return [name, paged ? 200 : sample(typeFromAST(schema, d.type) as GraphQLInputType)];
    }),
  );
}

/** Every operation the web sends, with its fragments: the largest page asked where `first` is a variable. */
function webOperations(): { name: string; document: DocumentNode; op: OperationDefinitionNode }[] {
  const all = graphqlFiles(WEB).map((f) => parse(fs.readFileSync(f, 'utf8')));
  const fragments = all.flatMap((d) => d.definitions.filter((x) => x.kind === Kind.FRAGMENT_DEFINITION));
  return all.flatMap((d) =>
    d.definitions
      .filter((x) => x.kind === Kind.OPERATION_DEFINITION)
      .map((op) => ({
        name: op.name?.value ?? '?',
        op,
        document: { kind: Kind.DOCUMENT, definitions: [op, ...fragments] } as DocumentNode,
      })),
  );
}

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await createSchema(createEventBus(undefined));
});

describe('query cost', () => {
  it('lets every operation of the web through with room to spare, at the largest page', () => {
    const operations = webOperations();
    expect(operations.length).toBeGreaterThan(50);
    const costs = operations.map(({ name, document, op }) => ({
      name,
      cost: costOf(schema, document, variablesOf(op), name),
    }));
    const over = costs.filter((c) => c.cost === null || c.cost > MAX_QUERY_COST / 2);
    expect(over).toEqual([]);
  });

  it('multiplies a connection by `first` (its default when absent) and a plain list by the default page', () => {
    const toy = buildSchema(`
      type Query { items(first: Int = 50): ItemConnection!, all: [Item!]! }
      type ItemConnection { edges: [Edge!]!, totalCount: Int! }
      type Edge { node: Item! }
      type Item { id: ID!, name: String! }
    `);
    const cost = (q: string, variables?: Record<string, unknown>) => costOf(toy, parse(q), variables, undefined);
    // items 1 + (edges 1 + node (1 + 2)) × first + totalCount 1
    expect(cost('{ items(first: 10) { edges { node { id name } } } }')).toBe(1 + 10 * (1 + 1 + 2));
    expect(cost('query($n: Int) { items(first: $n) { edges { node { id } } } }', { n: 100 })).toBe(1 + 100 * 3);
    expect(cost('{ items { edges { node { id } } } }')).toBe(1 + 50 * 3);
    // A larger ask is served as 200, and counted so.
    expect(cost('{ items(first: 5000) { edges { node { id } } } }')).toBe(1 + 200 * 3);
    expect(cost('{ all { id name } }')).toBe(1 + 50 * 2);
  });

  it('refuses an operation over the limit with QUERY_TOO_COSTLY and the figures', () => {
    const toy = buildSchema('type Query { all: [Item!]! } type Item { id: ID!, children: [Item!]! }');
    const refusal = costRefusal(toy, parse('{ all { children { children { id } } } }'), {}, null, 1000);
    expect(refusal?.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      reason: 'QUERY_TOO_COSTLY',
      cost: { requested: 1 + 50 * (1 + 50 * (1 + 50)), limit: 1000 },
    });
    expect(costRefusal(toy, parse('{ all { id } }'), {}, null, 1000)).toBeNull();
  });
});
