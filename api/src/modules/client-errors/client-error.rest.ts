import { body, defineRoutes } from '../../shared/rest';
import { reportClientErrors } from './client-error.service';

export const clientErrorRoutes = defineRoutes([
  {
    method: 'POST',
    path: '/api/client-errors',
    auth: 'none',
    status: 202,
    input: (req) => body(req),
    handler: (ctx, input) => reportClientErrors(ctx, input),
  },
]);
