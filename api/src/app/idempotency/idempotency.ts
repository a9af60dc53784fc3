import { createHash, type Hash } from 'node:crypto';
import { Transform } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_ERRORS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_TTL_SECONDS,
  IDEMPOTENT_REPLAYED_HEADER,
  type IdempotencyErrorReason,
} from '@staffpay/schema/errors/idempotency';
import type { Auth } from '../../shared/context';
import {
  graphqlFingerprint,
  graphqlKey,
  headerKey,
  KeyRefused,
  mutationOf,
  principalOf,
  restFingerprint,
  storeKey,
  type GraphqlBody,
} from './request-key';
import { answerToKeep, replayedBody } from './answers';
import type { IdempotencyStore, StoredAnswer } from './store';
import { classOf, ERROR_CODE } from '@staffpay/schema/errors/error-codes';

export interface IdempotencyOptions {
  /** Routes (`METHOD /path` as registered) that ignore the key: bodies streamed into the handler, never hashed ahead of it. */
  excluded: ReadonlySet<string>;
  /** How long a repeat waits for the first request's answer before 409 IDEMPOTENCY_KEY_IN_PROGRESS. */
  waitMs?: number;
  /** How long a running request holds its key: a process that dies mid-request frees it after this. */
  pendingMs?: number;
}

const GRAPHQL = '/graphql';
const POLL_MS = 25;
/** How long Retry-After tells a caller to wait when the key store cannot be reached. */
const STORE_RETRY_AFTER = 5;

interface Held {
  key: string;
  owner: string;
  fingerprint: string;
  graphql: boolean;
}

/**
 * One idempotency layer for every REST POST and every GraphQL mutation over HTTP (docs/api.md,
 * "Retrying safely"). A request with `Idempotency-Key` from a known caller claims the key before
 * its handler runs; a repeat with the same parameters waits for the first one's answer and gets
 * it again (`Idempotent-Replayed: true`), with other parameters it gets 409. Answers a retry
 * should run again (5xx, and the 4xx of answers.ts) are not kept. Anonymous calls ignore the key:
 * nobody to keep it for.
 */
export function registerIdempotency(
  app: FastifyInstance,
  store: IdempotencyStore,
  callerOf: (req: FastifyRequest) => Auth | null | undefined,
  options: IdempotencyOptions,
): void {
  const waitMs = options.waitMs ?? 10_000;
  const pendingMs = options.pendingMs ?? 5 * 60_000;
  const bodyHashes = new WeakMap<FastifyRequest, Hash>();
  const held = new WeakMap<FastifyRequest, Held>();
  const graphqlRoute = (req: FastifyRequest) => req.routeOptions.url === GRAPHQL;
  const restCandidate = (req: FastifyRequest) =>
    req.method === 'POST' &&
    !graphqlRoute(req) &&
    req.routeOptions.url !== undefined &&
    !options.excluded.has(`POST ${req.routeOptions.url}`);

  // The body's bytes are hashed as they arrive, for REST rows sent with a key: what the
  // parameters were is what was sent, not what a parser made of it.
  app.addHook('preParsing', async (req, _reply, payload) => {
    if (!restCandidate(req) || req.headers[IDEMPOTENCY_KEY_HEADER] === undefined) return payload;
    const hash = createHash('sha256');
    bodyHashes.set(req, hash);
    return payload.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          done(null, chunk);
        },
      }),
    );
  });

  app.addHook('preHandler', async (req, reply) => {
    let plan: Omit<Held, 'owner'> | null;
    try {
      plan = planOf(req);
    } catch (error) {
      if (error instanceof KeyRefused) return refuse(req, reply, error.reason, graphqlRoute(req));
      throw error;
    }
    if (!plan) return;
    const deadline = Date.now() + waitMs;
    try {
      for (;;) {
        const claim = await store.claim(plan.key, plan.fingerprint, pendingMs);
        if (claim.claimed) {
          held.set(req, { ...plan, owner: claim.owner });
          return;
        }
        if (claim.held.fingerprint !== plan.fingerprint) {
          return refuse(req, reply, 'IDEMPOTENCY_KEY_REUSED', plan.graphql);
        }
        if (claim.held.state === 'done') return replay(reply, claim.held.answer, plan.graphql);
        if (Date.now() >= deadline) return refuse(req, reply, 'IDEMPOTENCY_KEY_IN_PROGRESS', plan.graphql);
        // The first request is still running: its answer, or its key set free, is read again shortly.
        await sleep(POLL_MS);
      }
    } catch (error) {
      req.log.warn({ err: error }, 'idempotency store unavailable');
      return refuse(req, reply, 'IDEMPOTENCY_STORE_UNAVAILABLE', plan.graphql);
    }
  });

  // The first answer is kept (or the key let go) before it leaves: a repeat waiting on the key
  // reads it as soon as the first caller could.
  app.addHook('onSend', async (req, reply, payload) => {
    const mine = held.get(req);
    if (!mine) return payload;
    held.delete(req);
    const answer = answerToKeep(reply, payload, mine.graphql);
    try {
      if (answer) await store.finish(mine.key, mine.fingerprint, answer, IDEMPOTENCY_TTL_SECONDS);
      else await store.release(mine.key, mine.owner);
    } catch (error) {
      // The answer still goes out; its key expires with its pending mark.
      req.log.warn({ err: error }, 'idempotency answer not kept');
    }
    return payload;
  });

  // A request that ended without an answer passing onSend (the client went away) frees its key.
  app.addHook('onResponse', async (req) => {
    const mine = held.get(req);
    if (!mine) return;
    held.delete(req);
    await store.release(mine.key, mine.owner).catch(() => {});
  });

  function planOf(req: FastifyRequest): Omit<Held, 'owner'> | null {
    if (req.method !== 'POST') return null;
    if (graphqlRoute(req)) {
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as GraphqlBody;
      // The key is read first: a request without one (most of them) is not parsed a second time.
      let key: string | undefined;
      try {
        key = graphqlKey(headerKey(req.headers), body);
      } catch (error) {
        // Queries ignore the key, whatever it is.
        if (mutationOf(body)) throw error;
        return null;
      }
      const caller = callerOf(req);
      if (key === undefined || !caller) return null;
      const operation = mutationOf(body);
      if (!operation) return null;
      return {
        key: storeKey(principalOf(caller), operation, key),
        fingerprint: graphqlFingerprint(body),
        graphql: true,
      };
    }
    if (!restCandidate(req)) return null;
    const key = headerKey(req.headers);
    const caller = callerOf(req);
    if (key === undefined || !caller) return null;
    const path = req.url.split('?', 1)[0]!;
    const bodyHash = bodyHashes.get(req)?.digest('base64url') ?? '';
    return {
      key: storeKey(principalOf(caller), `POST ${path}`, key),
      fingerprint: restFingerprint(req.method, req.url, bodyHash),
      graphql: false,
    };
  }
}

function replay(reply: FastifyReply, answer: StoredAnswer, graphql: boolean): FastifyReply {
  void reply.code(answer.status).headers(answer.headers).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return reply.send(graphql ? replayedBody(answer.body) : answer.body);
}

/** A refused key, answered in the request's own shape: a GraphQL error or a REST error body. */
function refuse(
  req: FastifyRequest,
  reply: FastifyReply,
  reason: IdempotencyErrorReason,
  graphql: boolean,
): FastifyReply {
  const { message } = IDEMPOTENCY_ERRORS[reason];
  const code = classOf(reason);
  const { status } = ERROR_CODE[code];
  if (status === 503) void reply.header('retry-after', String(STORE_RETRY_AFTER));
  void reply.code(status).type('application/json; charset=utf-8');
  return reply.send(
    graphql
      ? { errors: [{ message, extensions: { code, reason, requestId: req.id } }] }
      : { message, code, reason, requestId: req.id },
  );
}
