import { defineRoutes } from '../../shared/rest';
import { checkHealth } from './health.service';

export const healthRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/health',
      doc: {
        summary: 'Liveness and readiness',
        response: '`{ status, database, pubsub, time }`',
        responses: { 503: 'The database or pub/sub is down' },
      },
      auth: 'none',
      input: () => undefined,
      handler: (ctx) => checkHealth(ctx.app),
      send: (reply, health) => reply.status(health.status === 'ok' ? 200 : 503).send(health),
    },
  ],
  'Health',
);
