import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEvent } from '@staffpay/schema/webhooks/webhook.schemas';
import type { DomainEvents, EventName, Recorded, StoredEventDeclaration } from '../../shared/events';
import { intArray } from '../../shared/sql';

/** The channel a commit with new events notifies (delivered only on commit, to every replica listening). */
export const EVENTS_CHANNEL = 'staffpay_events';

/** Rows per insert: an import of thousands stays a few bounded statements in its transaction. */
const ROWS_PER_INSERT = 500;

/**
 * Writes the event's stored facts in the caller's transaction (`em` of the transaction), so they
 * commit or roll back with the change, and notifies the dispatchers on commit. Answers the
 * payload as `Recorded`, the form `happened` takes after the commit.
 */
export async function recordEvent<K extends EventName>(
  em: EntityManager,
  event: StoredEventDeclaration<K>,
  payload: DomainEvents[K],
): Promise<Recorded<K>> {
  const facts = [event.stored(payload)].flat();
  // One writer of a company's events at a time, from its first event to its commit: seq is taken
  // after the lock, so a company's events commit in seq order and a reader's cursor (the last seq
  // it read) never passes an event that commits later. Companies in order, so two never deadlock.
  // The lock, the rows and the notification are one statement: the booking's transaction is on
  // the path of every live push. The one-time filter takes the locks before the first row (and
  // its seq); taking them again for a later chunk is a no-op, and a transaction's repeated
  // notifications are delivered once.
  const companies = intArray([...new Set(facts.map((f) => f.companyId))].sort((a, b) => a - b));
  for (let i = 0; i < facts.length; i += ROWS_PER_INSERT) {
    const rows = facts
      .slice(i, i + ROWS_PER_INSERT)
      .map(({ type, companyId, data }) => ({ type, company_id: companyId, payload: data }));
    // `with ordinality`: seq follows the order the facts were stated in.
    await em.execute(
      `with locks as materialized (
         select pg_advisory_xact_lock(hashtext('events'), u.company_id) from unnest(?::int[]) as u(company_id)
       ), added as (
         insert into events (id, company_id, type, occurred_at, payload)
         select gen_random_uuid(), r.company_id, r.type, now(), r.payload
           from rows from (jsonb_to_recordset(?::jsonb) as (company_id int, type text, payload jsonb))
                with ordinality as r(company_id, type, payload, n)
          where (select count(*) from locks) >= 0
          order by r.n
       )
       select pg_notify(?, '')`,
      [companies, JSON.stringify(rows), EVENTS_CHANNEL],
    );
  }
  return payload as Recorded<K>;
}

/** A stored event as its dispatcher reads it. */
export interface PendingEvent {
  id: string;
  companyId: number;
  type: WebhookEvent;
  occurredAt: string;
  data: unknown;
}

/**
 * Up to `limit` events no dispatcher has handled, oldest first, locked for the caller's
 * transaction; rows another dispatcher holds are skipped, so replicas share the work.
 */
export async function claimEvents(em: EntityManager, limit: number): Promise<PendingEvent[]> {
  const rows = await em.execute<
    { id: string; company_id: number; type: WebhookEvent; occurred_at: Date | string; payload: unknown }[]
  >(
    `select id, company_id, type, occurred_at, payload from events
      where dispatched_at is null order by seq limit ? for update skip locked`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    companyId: r.company_id,
    type: r.type,
    occurredAt: new Date(r.occurred_at).toISOString(),
    data: typeof r.payload === 'string' ? (JSON.parse(r.payload) as unknown) : r.payload,
  }));
}

/** Marks claimed events handled, in the transaction that wrote their deliveries. */
export async function markDispatched(em: EntityManager, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await em.execute(`update events set dispatched_at = now() where id = any(?::uuid[])`, [`{${ids.join(',')}}`]);
}
