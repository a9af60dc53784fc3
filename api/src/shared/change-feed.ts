import { updatedSinceSchema } from '@staffpay/schema/sync/sync.schemas';
import { z } from 'zod';
import { decodeCursor, idKey } from './graphql/connection';
import { parse } from './validation';

/*
 * The change feed's order (docs/integrations.md, "Changed since"): a list asked `updatedSince`
 * answers the rows with updated_at >= it, ordered by (updated_at, id) ascending. The stamps are
 * kept in milliseconds (the migration's triggers), so the cursor's ISO text holds a row's stamp
 * exactly and the keyset never skips or repeats a row.
 */

/** A list's change-feed arguments once read: where to start, and the last row of the previous page. */
export interface ChangedSince {
  since: Date;
  /** The keyset: the previous page's last (updatedAt ISO, id). */
  after: readonly [string, number] | null;
}

/** Cursor keys of the change order; the leading 'u' tells them from the list's own order's cursors. */
const changeKeys = z.tuple([z.literal('u'), z.iso.datetime(), idKey]);

/** `updatedSince` (and the `after` of the change order) from a list's arguments; null: the list's own order. */
export function changedSince(args: { updatedSince?: unknown; after?: string | null }): ChangedSince | null {
  const { updatedSince } = parse(updatedSinceSchema, { updatedSince: args.updatedSince ?? undefined });
  if (!updatedSince) return null;
  const after = args.after == null ? null : decodeCursor(args.after, changeKeys);
  return { since: updatedSince, after: after ? [after[1], after[2]] : null };
}

/** A row's cursor keys in the change order. */
export function changeCursorKeys(row: { updatedAt: string | Date; id: number }): ['u', string, number] {
  return ['u', new Date(row.updatedAt).toISOString(), row.id];
}

/** The WHERE part of the change order over table alias `t`, with its parameters. */
export function changedWhere(t: string, changed: ChangedSince): { sql: string; params: unknown[] } {
  if (!changed.after) return { sql: `${t}.updated_at >= ?`, params: [changed.since] };
  return {
    sql: `${t}.updated_at >= ? and (${t}.updated_at, ${t}.id) > (?::timestamptz, ?)`,
    params: [changed.since, changed.after[0], changed.after[1]],
  };
}

/** The ORDER BY of the change order over table alias `t`. */
export const changeOrder = (t: string) => `${t}.updated_at, ${t}.id`;

/** GraphQL's description of the `updatedSince` argument every synced list takes. */
export const UPDATED_SINCE_ARG =
  'Only rows changed at or after this instant, oldest change first (updatedAt, then id); absent: the list’s own order';

/** The `updatedSince` query parameter as GET /api/openapi.json documents it. */
export const updatedSinceQuery = z.object({
  updatedSince: z.iso.datetime({ offset: true }).optional().meta({
    description: 'ISO 8601 instant: only rows changed at or after it, oldest change first (updatedAt, then id)',
  }),
});
