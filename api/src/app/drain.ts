import type { FastifyInstance } from 'fastify';
import { SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGES } from '@staffpay/schema/errors/service-unavailable';
import type { Lifecycle } from '../shared/lifecycle';

/** Seconds a client turned away by a draining replica waits: by then the balancer sends it elsewhere. */
export const DRAIN_RETRY_AFTER = 1;
/** The readiness route: a draining replica still answers it (503 `draining`), so balancers can tell. */
const READINESS = '/api/health';

/** The answer to a WebSocket upgrade while draining: the client retries and lands on another replica. */
export const DRAINING_UPGRADE_REFUSAL = `HTTP/1.1 503 Service Unavailable\r\nRetry-After: ${DRAIN_RETRY_AFTER}\r\nConnection: close\r\n\r\n`;

/**
 * Turns new requests away while the process drains: 503 with Retry-After and `Connection: close`
 * (the keep-alive connection is not reused for the retry), in GraphQL's shape on /graphql. Runs
 * before every other hook, so nothing is read, counted or changed for a refused request; it was
 * never handled, so a balancer or client may safely send it again elsewhere.
 */
export function drainGate(app: FastifyInstance, lifecycle: Lifecycle) {
  app.addHook('onRequest', async (req, reply) => {
    if (!lifecycle.draining) return;
    const path = req.url.split('?', 1)[0];
    if (path === READINESS || path === `${READINESS}/live`) return;
    const refusal = { code: SERVICE_UNAVAILABLE, reason: 'SERVER_RESTARTING' } as const;
    const message = SERVICE_UNAVAILABLE_MESSAGES.restarting;
    void reply.status(503).header('retry-after', String(DRAIN_RETRY_AFTER)).header('connection', 'close');
    return reply.send(
      path === '/graphql'
        ? { errors: [{ message, extensions: { ...refusal, requestId: req.id } }] }
        : { ...refusal, message, requestId: req.id },
    );
  });
}
