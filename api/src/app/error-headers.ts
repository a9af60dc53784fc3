import type { ApolloServerPlugin } from '@apollo/server';
import { AppError } from '../shared/errors';
import type { RequestContext } from '../shared/context';

/**
 * GraphQL over HTTP carries the headers an AppError names (e.g. X-Accepted-Scopes, Retry-After), as the REST
 * answer does; the error's extensions say the same for clients that read only the body.
 */
export const errorHeadersPlugin: ApolloServerPlugin<RequestContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, response }) {
        for (const error of errors) {
          const original = error.originalError;
          if (!(original instanceof AppError)) continue;
          if (original.retryAfterSeconds) response.http.headers.set('retry-after', String(original.retryAfterSeconds));
          for (const [name, value] of Object.entries(original.headers ?? {})) response.http.headers.set(name, value);
        }
      },
    };
  },
};
