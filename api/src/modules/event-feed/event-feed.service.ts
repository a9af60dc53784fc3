import { can } from '@staffpay/schema/auth/policy';
import { eventFeedQuerySchema } from '@staffpay/schema/events/event-feed.schemas';
import { WEBHOOK_EVENTS, type WebhookEvent } from '@staffpay/schema/webhooks/webhook.schemas';
import type { RequestContext } from '../../shared/context';
import { authorize, refusal } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { countEventsAfter, eventsAfter } from '../outbox';
import { dataAsSeenBy, readKeyOf, type Viewer } from '../webhooks';
import { assertCursorKept, cursorAfter, decodeFeedCursor } from './event-cursor';

/** One event of the feed: the webhook delivery's body, the data shaped for the reader, and its place. */
export interface StoredEventView {
  id: string;
  type: WebhookEvent;
  companyId: number;
  occurredAt: string;
  data: unknown;
  cursor: string;
}

export interface EventFeedPage {
  events: StoredEventView[];
  /** Where to read on from: the last event's cursor, or on an empty page the position read (refreshed). */
  nextCursor: string;
  hasMore: boolean;
  /** The reader's events after `after` (of the types asked), across all pages. */
  totalCount: number;
}

/**
 * A page of the company's kept events after the cursor, in the order they committed (seq). Each
 * event's data is what the caller may see, as a webhook shows it to its creator (dataAsSeenBy):
 * the caller's role, narrowed to a token's scopes. Types the caller may not read are left out of
 * every page, so a cursor past them stays stable. Any member may ask; a caller who may read no
 * event type is refused, and so is a token asking a type its scopes do not open (told the scope).
 */
export async function readEventFeed(ctx: RequestContext, companyId: number, input: unknown): Promise<EventFeedPage> {
  const grant = await authorize(ctx, companyId, 'member');
  const query = parse(eventFeedQuerySchema, input);
  const readable = WEBHOOK_EVENTS.filter((type) => can(grant.permissions, readKeyOf(type)));
  if (readable.length === 0) throw refusal(ctx, readKeyOf('employee.created'));
  // A token is never answered fewer events than it asked for: each type it asks (all, without
  // `types`) needs its scope, else 403 naming the scope, as every token read does. A person's role
  // shapes the feed instead.
  const unreadable = ctx.auth?.apiToken && (query.types ?? WEBHOOK_EVENTS).find((type) => !readable.includes(type));
  if (unreadable) throw refusal(ctx, readKeyOf(unreadable));
  const types = query.types ? query.types.filter((type) => readable.includes(type)) : readable;
  const now = Date.now();
  const after = query.after ? decodeFeedCursor(query.after) : null;
  if (after) assertCursorKept(after, ctx.app.config.EVENT_RETENTION_DAYS, now);
  const afterSeq = after?.s ?? 0;
  const rows = types.length === 0 ? [] : await eventsAfter(ctx.em, companyId, afterSeq, types, query.limit + 1);
  const totalCount = types.length === 0 ? 0 : await countEventsAfter(ctx.em, companyId, afterSeq, types);
  // The feed is not "one's own record": a person's own employee record shows as to their role.
  const viewer: Viewer = { userId: grant.userId, permissions: grant.permissions, person: false };
  const events = rows.slice(0, query.limit).map((row) => ({
    id: row.id,
    type: row.type,
    companyId: row.companyId,
    occurredAt: row.occurredAt.toISOString(),
    data: dataAsSeenBy(row.type, row.data, viewer),
    cursor: cursorAfter(row.seq, row.occurredAt.getTime(), now),
  }));
  return {
    events,
    nextCursor: events.at(-1)?.cursor ?? cursorAfter(afterSeq, now, now),
    hasMore: rows.length > query.limit,
    totalCount,
  };
}
