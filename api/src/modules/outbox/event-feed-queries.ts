import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEvent } from '@staffpay/schema/webhooks/webhook.schemas';

/** A stored event as the feed reads it: its place (`seq`) and the record in full. */
export interface StoredEventRow {
  id: string;
  seq: number;
  companyId: number;
  type: WebhookEvent;
  occurredAt: Date;
  data: unknown;
}

/**
 * Up to `limit` of the company's kept events after `afterSeq`, of the `types` given, in seq order
 * (the order they committed in: see recordEvent's lock).
 */
export async function eventsAfter(
  em: EntityManager,
  companyId: number,
  afterSeq: number,
  types: readonly WebhookEvent[],
  limit: number,
): Promise<StoredEventRow[]> {
  return eventsWhere(em, 'company_id = ? and seq > ? and type = any(?::text[]) order by seq limit ?', [
    companyId,
    afterSeq,
    `{${types.join(',')}}`,
    limit,
  ]);
}

/** How many of the company's kept events of `types` follow `afterSeq`. */
export async function countEventsAfter(
  em: EntityManager,
  companyId: number,
  afterSeq: number,
  types: readonly WebhookEvent[],
): Promise<number> {
  const [row] = await em.execute<{ n: string }[]>(
    `select count(*) as n from events where company_id = ? and seq > ? and type = any(?::text[])`,
    [companyId, afterSeq, `{${types.join(',')}}`],
  );
  return Number(row?.n ?? 0);
}

/** One kept event of the company, by id (a uuid); null when there is none (another company's, or expired). */
export async function storedEvent(em: EntityManager, companyId: number, id: string): Promise<StoredEventRow | null> {
  const [row] = await eventsWhere(em, 'company_id = ? and id = ?', [companyId, id]);
  return row ?? null;
}

async function eventsWhere(em: EntityManager, where: string, params: unknown[]): Promise<StoredEventRow[]> {
  const rows = await em.execute<
    { id: string; seq: string; company_id: number; type: WebhookEvent; occurred_at: Date | string; payload: unknown }[]
  >(`select id, seq, company_id, type, occurred_at, payload from events where ${where}`, params);
  return rows.map((r) => ({
    id: r.id,
    seq: Number(r.seq),
    companyId: r.company_id,
    type: r.type,
    occurredAt: new Date(r.occurred_at),
    data: typeof r.payload === 'string' ? (JSON.parse(r.payload) as unknown) : r.payload,
  }));
}
