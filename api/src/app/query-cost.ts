import { createRequire } from 'node:module';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
// Its CommonJS build: the ESM one imports graphql's .mjs files, a second graphql beside the
// server's CommonJS one, which refuses the other's schema ("from another module or realm").
const { fieldExtensionsEstimator, getComplexity } = createRequire(import.meta.url)(
  'graphql-query-complexity',
) as typeof import('graphql-query-complexity');
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { AppError } from '../shared/errors';
import { DEFAULT_PAGE, MAX_PAGE } from '../shared/graphql/connection';

/*
 * The GraphQL cost limit (docs/api.md, "Query cost"). Every field costs 1 plus what it selects;
 * a list's selection counts once per item it may hold: a connection's `first`/`last` as asked
 * (its default page when absent, at most MAX_PAGE), a plain list the default page. The cost is
 * read with the operation's variables, so `first: $n` counts as sent; every answer reports it in
 * `extensions.cost`, and an operation over the limit is refused before anything runs.
 */

/**
 * The most an operation may cost. The web's largest screen (the dashboard: every card with its
 * ledger lines, about 60 000) stays under half of it (query-cost.test.ts); a connection of 200
 * nodes, each with a list of 50 items of 15 fields, is about the most one operation may ask.
 */
export const MAX_QUERY_COST = 150_000;

export interface QueryCost {
  requested: number;
  limit: number;
}

/** Items a list is taken to hold: `first`/`last` as asked, else the default page. */
function itemsOf(args: Record<string, unknown>): number {
  const asked = [args.first, args.last].find((n): n is number => typeof n === 'number');
  if (asked === undefined) return DEFAULT_PAGE;
  return Math.min(Math.max(0, Math.floor(asked)), MAX_PAGE);
}

const pagedEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  // A connection's edges/nodes are its page, already counted by the connection field.
  if (type.name.endsWith('Connection')) return 1 + childComplexity;
  const paged = field.args.some((a) => a.name === 'first' || a.name === 'last');
  const list = isListType(getNullableType(field.type)) && isCompositeType(getNamedType(field.type));
  return paged || list ? 1 + childComplexity * itemsOf(args) : 1 + childComplexity;
};

/** A field may declare its own cost (type-graphql's `complexity` option); the others are estimated. */
const ESTIMATORS = [fieldExtensionsEstimator(), pagedEstimator];

/**
 * The operation's cost, or null when its variables do not fit it (execution refuses those with
 * BAD_USER_INPUT, before any resolver runs).
 */
export function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): number | null {
  try {
    return getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      operationName,
      estimators: ESTIMATORS,
    });
  } catch (error) {
    // The library also stops at 10 000 selected nodes: that much is over any limit.
    if (error instanceof Error && /query nodes/i.test(error.message)) return Number.POSITIVE_INFINITY;
    return null;
  }
}

/** Infinity is not JSON: an operation over the library's node cap reports the limit plus one. */
const reported = ({ requested, limit }: QueryCost): QueryCost => ({
  requested: Number.isFinite(requested) ? requested : limit + 1,
  limit,
});

/** QUERY_TOO_COSTLY with the figures, in the message and in `extensions.cost`. */
export function tooCostly(cost: QueryCost): AppError {
  const requested = Number.isFinite(cost.requested) ? cost.requested : 'больше 10 000 полей';
  return new AppError(
    'QUERY_TOO_COSTLY',
    `Запрос слишком сложный: стоимость ${requested} при пределе ${cost.limit}. Запросите меньше (first/last) или разбейте запрос`,
    undefined,
    { extensions: { cost: reported(cost) } },
  );
}

/** The refusal of a costly operation, or null: for a WebSocket's subscribe, as the plugin does over HTTP. */
export function costRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined | null,
  operationName: string | undefined | null,
  limit = MAX_QUERY_COST,
): AppError | null {
  const requested = costOf(schema, document, variables ?? undefined, operationName ?? undefined);
  return requested !== null && requested > limit ? tooCostly({ requested, limit }) : null;
}

/** Refuses an operation over `limit` before execution; reports every operation's cost in `extensions.cost`. */
export function queryCostPlugin(limit = MAX_QUERY_COST): ApolloServerPlugin {
  return {
    async requestDidStart() {
      let cost: QueryCost | null = null;
      return {
        async didResolveOperation({ request, document, schema }) {
          const requested = costOf(schema, document, request.variables, request.operationName);
          if (requested === null) return;
          cost = { requested, limit };
          // Apollo answers an error of this stage with the status its extensions name (then drops it).
          if (requested > limit) {
            const refusal = tooCostly(cost);
            Object.assign(refusal.extensions, { http: { status: refusal.status } });
            throw refusal;
          }
        },
        async willSendResponse({ response }) {
          if (!cost || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: reported(cost) };
        },
      };
    },
  };
}
