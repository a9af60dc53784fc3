import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countingLimits, type LimitState } from '../shared/auth/rate-limits';

/*
 * The RateLimit-* headers (draft-ietf-httpapi-ratelimit-headers, the three-field form) on every
 * answer whose request counted against a limit, REST and GraphQL over HTTP alike, the 429
 * included. The services count (shared/auth/rate-limits.ts); a request's work runs inside
 * `withLimits`, so the states they report reach its answer here.
 */

const states = new WeakMap<FastifyRequest, LimitState[]>();

function statesOf(req: FastifyRequest): LimitState[] {
  let list = states.get(req);
  if (!list) states.set(req, (list = []));
  return list;
}

/** Runs a request's work (a hook, a handler) so the limits it counts are told in its answer. */
export const withLimits = <T>(req: FastifyRequest, work: () => T): T => countingLimits(statesOf(req), work);

/**
 * The headers for the limits a request counted: the three fields tell the one closest to
 * exhaustion (the one the client must heed); RateLimit-Policy lists every limit counted.
 */
export function rateLimitHeadersOf(list: readonly LimitState[]): Record<string, string> | null {
  const tightest = list.reduce<LimitState | null>(
    (a, b) =>
      !a || b.remaining < a.remaining || (b.remaining === a.remaining && b.resetSeconds > a.resetSeconds) ? b : a,
    null,
  );
  if (!tightest) return null;
  const policies = [tightest, ...list.filter((s) => s !== tightest)].map((s) => `${s.limit};w=${s.windowSeconds}`);
  return {
    'ratelimit-limit': String(tightest.limit),
    'ratelimit-remaining': String(tightest.remaining),
    'ratelimit-reset': String(tightest.resetSeconds),
    'ratelimit-policy': [...new Set(policies)].join(', '),
  };
}

/** Registered before the routes, so every route's answer (errors included) carries them. */
export function rateLimitHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const headers = rateLimitHeadersOf(states.get(req) ?? []);
    if (headers) void reply.headers(headers);
    return payload;
  });
}
