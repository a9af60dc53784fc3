import { defineRoutes, intId, query } from '../../shared/rest';
import { z } from 'zod';
import { listActivity } from './activity.service';

/** An optional number in the query: absent stays absent, anything but digits becomes NaN for the service to refuse. */
const optionalInt = (raw: string | undefined) => (raw === undefined || raw === '' ? undefined : intId(raw));

export const activityRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/activity-logs',
      answers: 'ActivityLog',
      doc: {
        summary: 'The activity log, newest first',
        query: z.object({
          limit: z.int().min(1).max(200).optional().meta({ description: '1–200, 50 by default' }),
          before: z.int().optional().meta({ description: 'The id of the last row seen' }),
        }),
        response: 'Log rows, newest first',
      },
      company: 'query',
      input: (req, companyId) => ({
        companyId,
        page: { limit: optionalInt(query(req, 'limit')), before: optionalInt(query(req, 'before')) },
      }),
      handler: (ctx, { companyId, page }) => listActivity(ctx, companyId, page),
    },
  ],
  'Activity',
);
