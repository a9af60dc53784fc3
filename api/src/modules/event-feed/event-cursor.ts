import { EVENT_FEED_MESSAGES } from '@staffpay/schema/events/event-feed.schemas';
import { z } from 'zod';
import { AppError } from '../../shared/errors';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * A transaction's events carry its start time but may commit up to this long after it, behind
 * events of later start (the outbox's lock orders seq by commit): a cursor's stamp is moved back
 * by this margin so that it never claims more than was settled when it was issued.
 */
const SETTLE_MARGIN_MS = HOUR_MS;

/**
 * What a feed cursor holds: `s`, the seq of the last event read (0 before the first), and `t`, an
 * instant (ms) before which no event the reader has not seen occurred. Once `t` is older than the
 * retention, events after `s` may have been deleted, and the cursor is refused.
 */
export interface FeedCursor {
  s: number;
  t: number;
}

const cursorKeys = z.object({
  v: z.literal(1),
  s: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  t: z.number().int().min(0).max(8.64e15),
});

/** The cursor after an event of `seq` that occurred at `occurredAt`, read at `now`. */
export function cursorAfter(seq: number, occurredAt: number, now: number): string {
  const cursor = { v: 1, s: seq, t: Math.min(occurredAt, now) - SETTLE_MARGIN_MS };
  return Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');
}

/** A cursor this API issued; anything else is BAD_USER_INPUT on `after`. */
export function decodeFeedCursor(cursor: string): FeedCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = cursorKeys.safeParse(value);
  if (!parsed.success) {
    throw new AppError('BAD_USER_INPUT', EVENT_FEED_MESSAGES.badCursor, { after: [EVENT_FEED_MESSAGES.badCursor] });
  }
  return { s: parsed.data.s, t: parsed.data.t };
}

/**
 * Refuses a cursor whose events may be partly gone: 409 CONFLICT with `extensions.reason`
 * `EVENT_CURSOR_EXPIRED` and the header `X-StaffPay-Resync: full` (REST and GraphQL over HTTP); the
 * client reads everything afresh and starts the feed again without a cursor.
 */
export function assertCursorKept(cursor: FeedCursor, retentionDays: number, now: number): void {
  if (cursor.t >= now - retentionDays * DAY_MS) return;
  throw new AppError('EVENT_CURSOR_EXPIRED', EVENT_FEED_MESSAGES.cursorExpired, undefined, {
    headers: { [RESYNC_HEADER]: 'full' },
  });
}

export const RESYNC_HEADER = 'X-StaffPay-Resync';
