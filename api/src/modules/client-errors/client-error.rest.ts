import { body, defineRoutes } from '../../shared/rest';
import { clientErrorReportSchema } from '@staffpay/schema/client-errors/client-error.schemas';
import { reportClientErrors } from './client-error.service';
import { z } from 'zod';

export const clientErrorRoutes = defineRoutes(
  [
    {
      method: 'POST',
      path: '/api/client-errors',
      doc: {
        summary: "Report the browser's errors",
        body: clientErrorReportSchema,
        response: z.object({
          accepted: z
            .int()
            .nonnegative()
            .meta({ description: 'How many errors were kept for the company’s developers' }),
        }),
      },
      auth: 'none',
      status: 202,
      input: (req) => body(req),
      handler: (ctx, input) => reportClientErrors(ctx, input),
    },
  ],
  'Client errors',
);
