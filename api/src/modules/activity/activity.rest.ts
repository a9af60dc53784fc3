import { defineRoutes, intId, query } from '../../shared/rest';
import { z } from 'zod';
import { answerId, instant } from '@staffpay/schema/records/answer-fields';
import { listActivity } from './activity.service';

/** One row of the log; `before` and `after` are the record's changed fields, masked by name like every answer. */
const activityAnswer = z
  .object({
    id: answerId('The row'),
    actorUserId: z.int().nullable().meta({ description: 'Who made the change; null for the system' }),
    actorName: z.string().nullable().meta({ description: "The actor's name now; null when the account is gone" }),
    entityType: z.string().meta({ description: 'The kind of record changed (`employee`, `apiToken`…)' }),
    entityId: z.int().nullable().meta({ description: 'The record changed' }),
    action: z.string().meta({ description: 'What happened (`created`, `updated`, `deleted`…)' }),
    before: z.record(z.string(), z.unknown()).nullable().meta({ description: 'Its fields before' }),
    after: z.record(z.string(), z.unknown()).nullable().meta({ description: 'Its fields after' }),
    createdAt: instant('When'),
  })
  .meta({ id: 'ActivityLog', description: 'One change, by whom and when' });

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
        response: z.array(activityAnswer),
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
