import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { WebhookEvent } from '@staffpay/schema/webhooks/webhook.schemas';

/**
 * One fact a change stated (a webhook event), written in the change's transaction. `seq` orders
 * them (per company too: a stable cursor); `dispatched_at` is set once its deliveries exist.
 */
@Entity({ tableName: 'events' })
@Index({ properties: ['companyId', 'seq'] })
@Index({ properties: ['occurredAt'] })
@Index({
  name: 'events_undispatched_index',
  expression: 'create index "events_undispatched_index" on "events" ("seq") where "dispatched_at" is null',
})
export class OutboxEvent {
  [OptionalProps]?: 'seq' | 'dispatchedAt';

  /** The event's id: the webhook payload's `id` and X-StaffPay-Event-Id. */
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'bigint', autoincrement: true, unique: true })
  seq!: string;

  /** A plain id (the foreign key, cascading on delete, is in the migration): outbox sits below companies. */
  @Property({ type: 'integer', fieldName: 'company_id' })
  companyId!: number;

  @Property({ type: 'string', length: 64 })
  type!: WebhookEvent;

  @Property({ type: 'datetime' })
  occurredAt!: Date;

  /** The record in full, as the API answers it with nothing hidden: each reader's role hides its part when read. */
  @Property({ type: 'json' })
  payload!: unknown;

  @Property({ type: 'datetime', nullable: true })
  dispatchedAt?: Date | null = null;
}
