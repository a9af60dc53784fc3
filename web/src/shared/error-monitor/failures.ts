import { CombinedGraphQLErrors, ServerError, ServerParseError, type ErrorLike } from '@apollo/client';
import type { ClientErrorKind } from '@staffpay/schema/client-errors/client-error.schemas';
import { SERVICE_UNAVAILABLE } from '@staffpay/schema/errors/service-unavailable';

/**
 * What a failed call amounts to (docs/developer-settings.md: a 401 is auth, other answers api; no
 * answer at all is network, and so is an API that says it cannot serve for a moment: its database
 * is away).
 */
export interface CallFailure {
  kind: ClientErrorKind;
  message: string;
  /** The HTTP status when the server answered with one, 0 when nothing answered. */
  status: number | null;
  codes: string[];
}

/** A proxy in front of the API (deploy/nginx.conf) answers these when the API itself is unreachable. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

export function describeFailure(error: ErrorLike): CallFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((e) => String(e.extensions?.code ?? 'GRAPHQL_ERROR'));
    const texts = [...new Set(error.errors.map((e, i) => `${codes[i]}: ${e.message}`))];
    const kind = codes.includes('UNAUTHENTICATED') ? 'auth' : codes.includes(SERVICE_UNAVAILABLE) ? 'network' : 'api';
    return { kind, message: texts.join('; '), status: null, codes };
  }
  if (ServerError.is(error) || ServerParseError.is(error)) {
    const status = error.statusCode;
    const kind = status === 401 ? 'auth' : GATEWAY_STATUSES.has(status) ? 'network' : 'api';
    return { kind, message: error.message, status, codes: [] };
  }
  // fetch's TypeError, a socket closed under a subscription, anything that is not an answer.
  return { kind: 'network', message: error.message || error.name, status: 0, codes: [] };
}

/**
 * The API (or the proxy in front of it) cannot serve for a moment: a 503, or the GraphQL error the
 * API answers while its database is unreachable. Worth asking again shortly, reads and
 * subscriptions alike.
 */
export const isUnavailable = (f: CallFailure) => f.status === 503 || f.codes.includes(SERVICE_UNAVAILABLE);

/** The call got no answer worth acting on (nothing answered, or the API cannot serve for a moment). */
export const isConnectionFailure = (error: ErrorLike) => describeFailure(error).kind === 'network';

/** A read that failed this way is sent again: an HTTP 500, or the GraphQL server's own internal error. */
export const isServerFailure = (f: CallFailure) => f.status === 500 || f.codes.includes('INTERNAL_SERVER_ERROR');

/**
 * A read that failed this way refreshes its area's cached data: it asked for something the cache
 * made up or outlived.
 */
export const isBadInput = (f: CallFailure) => f.status === 400 || f.codes.includes('BAD_USER_INPUT');
