import { defineRoutes } from '../../shared/rest';
import { checkHealth } from './health.service';

export const healthRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    input: () => undefined,
    handler: (ctx) => checkHealth(ctx.app),
    send: (reply, health) => reply.status(health.status === 'ok' ? 200 : 503).send(health),
  },
]);
