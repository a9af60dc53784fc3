import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy or client may hand in: short, and nothing a log line or header could be broken with. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId: the incoming X-Request-Id when well-formed (so a proxy's id follows the
 * request through), a new UUID otherwise. Fastify's own requestIdHeader option would take any
 * header value as it is, so the header is read here instead.
 */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
}

/**
 * The id of the GraphQL request being answered, for Apollo's formatError, which is not handed
 * the request: its errors carry the id a user can quote.
 */
export const graphqlRequestIds = new AsyncLocalStorage<string>();
