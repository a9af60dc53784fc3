import { defineRoutes, intId, query } from '../../shared/rest';
import { listActivity } from './activity.service';

/** An optional number in the query: absent stays absent, anything but digits becomes NaN for the service to refuse. */
const optionalInt = (raw: string | undefined) => (raw === undefined || raw === '' ? undefined : intId(raw));

export const activityRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/activity-logs',
    input: (req) => ({
      companyId: intId(query(req, 'companyId')),
      page: { limit: optionalInt(query(req, 'limit')), before: optionalInt(query(req, 'before')) },
    }),
    handler: (ctx, { companyId, page }) => listActivity(ctx, companyId, page),
  },
]);
