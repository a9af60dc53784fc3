import { EVENT_FEED_MAX_PAGE } from '@staffpay/schema/events/event-feed.schemas';
import { WEBHOOK_EVENTS } from '@staffpay/schema/webhooks/webhook.schemas';
import { z } from 'zod';
import { defineRoutes, query } from '../../shared/rest';
import { readEventFeed, type EventFeedPage } from './event-feed.service';

const storedEvent = z.object({
  id: z.uuid().meta({ description: 'The event’s id: the webhook payload’s id and X-StaffPay-Event-Id' }),
  type: z.enum(WEBHOOK_EVENTS),
  companyId: z.int(),
  occurredAt: z.iso.datetime().meta({ description: 'When its change was committed' }),
  data: z.record(z.string(), z.unknown()).meta({ description: 'The record as the caller may see it' }),
});

export const eventFeedRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/companies/:id/events',
      answers: 'StoredEventPage',
      doc: {
        summary: "The company's events feed",
        description:
          'Every kept change in the order it committed, with the same id, type, occurredAt and data as the webhooks, shaped by the caller’s grants; types the caller may not read are left out. Pass `nextCursor` as `after` to read on (it is never null: on an empty page it is the position to poll from). A cursor older than EVENT_RETENTION_DAYS answers 409 with `X-StaffPay-Resync: full`: read everything again and start without `after`.',
        query: z.object({
          after: z
            .string()
            .optional()
            .meta({ description: 'A nextCursor this API answered; absent: the oldest kept event' }),
          types: z
            .string()
            .optional()
            .meta({ description: 'A comma list of event types; absent: all the caller may read' }),
          limit: z
            .int()
            .min(1)
            .max(EVENT_FEED_MAX_PAGE)
            .optional()
            .meta({ description: `1–${EVENT_FEED_MAX_PAGE}, 100 by default` }),
        }),
        response: z.object({
          events: z.array(storedEvent),
          nextCursor: z.string(),
          hasMore: z.boolean(),
        }),
        responses: { 409: 'The cursor is older than the retention: read everything again (X-StaffPay-Resync: full)' },
      },
      company: { in: 'path', param: 'id' },
      input: (req, companyId) => ({
        companyId,
        feed: { after: query(req, 'after'), types: query(req, 'types'), limit: query(req, 'limit') },
      }),
      handler: (ctx, { companyId, feed }) => readEventFeed(ctx, companyId, feed),
      output: ({ events, nextCursor, hasMore }: EventFeedPage) => ({
        // Each event's own cursor is GraphQL's (edges); REST pages by nextCursor alone.
        events: events.map(({ id, type, companyId, occurredAt, data }) => ({ id, type, companyId, occurredAt, data })),
        nextCursor,
        hasMore,
      }),
    },
  ],
  'Events',
);
