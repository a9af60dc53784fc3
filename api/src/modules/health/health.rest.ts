import { z } from 'zod';
import { instant } from '@staffpay/schema/records/answer-fields';
import { defineRoutes } from '../../shared/rest';
import { checkHealth } from './health.service';

const time = instant("The server's clock");
/** The readiness answer: 200 when `ok`, 503 otherwise, with the same body. */
const healthAnswer = z
  .object({
    status: z.enum(['ok', 'error', 'draining']).meta({ description: '`draining` while the process shuts down' }),
    database: z.enum(['ok', 'error']).meta({ description: 'Whether the database answers' }),
    pubsub: z
      .enum(['connected', 'disconnected', 'in-process'])
      .meta({ description: 'The event bus: Redis connected or not, or in-process' }),
    time,
  })
  .meta({ id: 'Health', description: "The process's readiness" });

export const healthRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/health',
      doc: {
        summary: 'Readiness',
        response: healthAnswer,
        responses: {
          503: healthAnswer.meta({
            description: '`status` is `error` (the database is down) or `draining` (the process is shutting down)',
          }),
        },
      },
      auth: 'none',
      input: () => undefined,
      handler: (ctx) => checkHealth(ctx.app),
      send: (reply, health) => reply.status(health.status === 'ok' ? 200 : 503).send(health),
    },
    {
      method: 'GET',
      path: '/api/health/live',
      doc: {
        summary: 'Liveness',
        description:
          'Answers while the process runs, whatever its database or a drain: a liveness probe restarts nothing during an outage or a shutdown.',
        response: z.object({ status: z.literal('ok'), time }).meta({ id: 'Liveness', description: 'The process runs' }),
      },
      auth: 'none',
      input: () => undefined,
      handler: async () => ({ status: 'ok' as const, time: new Date().toISOString() }),
    },
  ],
  'Health',
);
