import { defineRoutes } from '../../shared/rest';
import { checkHealth } from './health.service';

export const healthRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/health',
      doc: {
        summary: 'Readiness',
        response: '`{ status, database, pubsub, time }`',
        responses: { 503: '`status` is `error` (the database is down) or `draining` (the process is shutting down)' },
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
        response: '`{ status: ok, time }`',
      },
      auth: 'none',
      input: () => undefined,
      handler: async () => ({ status: 'ok' as const, time: new Date().toISOString() }),
    },
  ],
  'Health',
);
