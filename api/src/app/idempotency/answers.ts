import type { FastifyReply } from 'fastify';
import { IDEMPOTENCY_MAX_STORED_BYTES } from '@staffpay/schema/errors/idempotency';
import type { StoredAnswer } from './store';

/** Headers a replay repeats: what the answer means. Never Set-Cookie (a session is not handed out twice) nor the request id. */
const REPLAYED_HEADERS = ['content-type', 'location', 'content-location', 'etag', 'last-modified', 'x-accepted-scopes'];

/**
 * 4xx answers that say something about the moment rather than about the parameters: signed out,
 * not (yet) allowed, timed out, conflicting with the company's state, rate limited. A retry
 * after that has changed must run, so they are not kept. Other 4xx (400 bad input, 404, 413,
 * 422) would answer the same parameters the same way: kept, as Stripe does.
 */
const NOT_KEPT_STATUSES = new Set([401, 403, 408, 409, 423, 425, 429]);
/** The same for GraphQL, whose errors ride on a 200: by their `extensions.code`. */
const NOT_KEPT_CODES = new Set([
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'BAD_GATEWAY',
  'NOT_CONFIGURED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
]);

/**
 * The answer a key keeps, or null when a retry should run again instead: 5xx, the 4xx above,
 * a file or stream, a body that is not JSON, or one over IDEMPOTENCY_MAX_STORED_BYTES.
 */
export function answerToKeep(reply: FastifyReply, payload: unknown, graphql: boolean): StoredAnswer | null {
  const status = reply.statusCode;
  if (status >= 500 || NOT_KEPT_STATUSES.has(status)) return null;
  const type = String(reply.getHeader('content-type') ?? '');
  if (payload !== null && payload !== undefined && !type.includes('json')) return null;
  let body: string;
  if (payload === null || payload === undefined) body = '';
  else if (typeof payload === 'string') body = payload;
  else if (Buffer.isBuffer(payload)) body = payload.toString('utf8');
  else return null;
  if (Buffer.byteLength(body) > IDEMPOTENCY_MAX_STORED_BYTES) return null;
  if (graphql && hasRetryableError(body)) return null;
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return { status, headers, body };
}

function hasRetryableError(body: string): boolean {
  try {
    const { errors } = JSON.parse(body) as { errors?: { extensions?: { code?: unknown } }[] };
    return (errors ?? []).some((e) => NOT_KEPT_CODES.has(String(e.extensions?.code)));
  } catch {
    return true;
  }
}

/** A kept GraphQL answer as replayed: marked in `extensions` too, for clients that read only the body. */
export function replayedBody(body: string): string {
  const result = JSON.parse(body) as { extensions?: Record<string, unknown> };
  return JSON.stringify({ ...result, extensions: { ...result.extensions, idempotentReplayed: true } });
}
