import { Readable } from 'node:stream';
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import { findUnsafeText, unsafeTextError } from '../shared/unsafe-text';

/**
 * Refuses NUL characters and lone surrogates in any input before a service runs, once for
 * every operation of every transport: REST bodies, queries and path parameters (400 with
 * fieldErrors), GraphQL variables and literals over HTTP and WebSocket (BAD_USER_INPUT).
 */
export function armorRestInput(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    if (req.url.startsWith('/graphql')) return;
    // A streamed body (a backup restore) is checked by its reader, row by row.
    const body = req.body instanceof Readable ? undefined : req.body;
    const path = findUnsafeText(req.params) ?? findUnsafeText(req.query) ?? findUnsafeText(body);
    if (path) throw unsafeTextError(path);
  });
}

/** The path of the first unsafe string among an operation's variables and the string literals of its document. */
export function unsafeGraphqlInput(document: DocumentNode, variables: unknown): string | null {
  const fromVariables = findUnsafeText(variables ?? {});
  if (fromVariables) return fromVariables;
  let found: string | null = null;
  visit(document, {
    [Kind.STRING](node) {
      if (!found) found = findUnsafeText(node.value, 'query');
    },
  });
  return found;
}

function badInput(path: string, httpStatus?: number): GraphQLError {
  const error = unsafeTextError(path);
  return new GraphQLError(error.message, {
    extensions: { ...error.extensions, ...(httpStatus ? { http: { status: httpStatus } } : {}) },
  });
}

export const graphqlInputArmor: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const path = unsafeGraphqlInput(document, request.variables);
        if (path) throw badInput(path, 400);
      },
    };
  },
};

/** For graphql-ws `onSubscribe`, on the parsed operation: errors to answer with, or undefined to let it run. */
export function armorWsInput(document: DocumentNode, variables: unknown): GraphQLError[] | undefined {
  const path = unsafeGraphqlInput(document, variables);
  return path ? [badInput(path)] : undefined;
}
