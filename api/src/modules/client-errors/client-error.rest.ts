import { body, defineRoutes } from '../../shared/rest';
import { clientErrorReportSchema } from '@staffpay/schema/client-errors/client-error.schemas';
import { reportClientErrors } from './client-error.service';

export const clientErrorRoutes = defineRoutes(
  [
    {
      method: 'POST',
      path: '/api/client-errors',
      doc: { summary: "Report the browser's errors", body: clientErrorReportSchema, response: '`{ accepted }`' },
      auth: 'none',
      status: 202,
      input: (req) => body(req),
      handler: (ctx, input) => reportClientErrors(ctx, input),
    },
  ],
  'Client errors',
);
