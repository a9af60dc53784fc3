import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import type { ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';
import type {
  WebhookDeliveryEvent,
  WebhookDeliveryStatus,
  WebhookEvent,
} from '@staffpay/schema/webhooks/webhook.schemas';
import { Company } from '../companies';

/** An address a company sends signed events to. */
@Entity({ tableName: 'webhooks' })
export class Webhook {
  [OptionalProps]?:
    | 'createdAt'
    | 'updatedAt'
    | 'active'
    | 'description'
    | 'disabledAt'
    | 'createdBy'
    | 'scopes'
    | 'previousSecretSealed'
    | 'previousSecretExpiresAt'
    | 'failingSince'
    | 'integrationId';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade', index: true })
  company!: Ref<Company>;

  @Property({ type: 'string', length: 2000 })
  url!: string;

  @Property({ type: 'json' })
  events!: WebhookEvent[];

  @Property({ type: 'string', length: 500 })
  description: string = '';

  @Property({ type: 'boolean' })
  active: boolean = true;

  /** The signing secret, AES-256-GCM under SETTINGS_SECRET (shared/secrets/secret-box.ts); never answered after creation. */
  @Property({ type: 'text', lazy: true })
  secretSealed!: string;

  /**
   * The secret a roll replaced, sealed as the current one: it signs too (a second `v1=`) until
   * `previousSecretExpiresAt`, so receivers can switch without losing a delivery.
   */
  @Property({ type: 'text', lazy: true, nullable: true })
  previousSecretSealed?: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  previousSecretExpiresAt?: Date | null = null;

  /**
   * Since when its attempts have only failed; null after a success. Once it is
   * WEBHOOK_DISABLE_AFTER_DAYS old, the next failure turns the webhook off.
   */
  @Property({ type: 'datetime', nullable: true })
  failingSince?: Date | null = null;

  /**
   * Who created it, a plain id: events carry what this member's role may read at enqueue time,
   * and a webhook whose creator left the company sends nothing.
   */
  @Property({ type: 'integer', nullable: true })
  createdBy?: number | null = null;

  /**
   * The integration whose token made it, a plain id: its events are seen through the integration's
   * role (narrowed to the scopes), and a deleted integration's webhook sends nothing. Null otherwise.
   */
  @Property({ type: 'integer', nullable: true })
  integrationId?: number | null = null;

  /**
   * The scopes of the API token that made it: its events are those the creator's role narrowed to
   * these scopes may read, so a token cannot hear through a webhook what it could not read itself.
   * Null when a person made it (their role alone).
   */
  @Property({ type: 'json', nullable: true })
  scopes?: ApiScope[] | null = null;

  /** When deliveries failing for WEBHOOK_DISABLE_AFTER_DAYS turned it off; null while on or turned off by hand. */
  @Property({ type: 'datetime', nullable: true })
  disabledAt?: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/**
 * One event sent to one webhook: its body (signed anew at each attempt) and the outcome of the
 * latest attempt. The queue's job carries only this row's id. One per webhook and event: an event
 * dispatched twice is delivered once.
 */
@Entity({ tableName: 'webhook_deliveries' })
@Index({ properties: ['webhook', 'createdAt'] })
@Unique({ properties: ['webhook', 'eventId'] })
export class WebhookDelivery {
  [OptionalProps]?: 'createdAt' | 'attempts' | 'status' | 'responseCode' | 'error' | 'lastAttemptAt' | 'deliveredAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => Webhook, { ref: true, deleteRule: 'cascade' })
  webhook!: Ref<Webhook>;

  /** The idempotency id of the event: the payload's `id` and the X-StaffPay-Event-Id header, the same on every attempt. */
  @Property({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'string', length: 64 })
  eventType!: WebhookDeliveryEvent;

  /** The exact JSON body sent. */
  @Property({ type: 'text', lazy: true })
  payload!: string;

  @Property({ type: 'string', length: 16 })
  status: WebhookDeliveryStatus = 'pending';

  @Property({ type: 'integer' })
  attempts: number = 0;

  /** The receiver's HTTP status of the latest attempt; null when none answered. */
  @Property({ type: 'smallint', nullable: true })
  responseCode?: number | null = null;

  /** Why the latest attempt failed, in a few words (never the receiver's body). */
  @Property({ type: 'string', length: 200, nullable: true })
  error?: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  lastAttemptAt?: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  deliveredAt?: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
