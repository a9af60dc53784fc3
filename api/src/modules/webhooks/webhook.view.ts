import type {
  WebhookDeliveryEvent,
  WebhookDeliveryStatus,
  WebhookEvent,
} from '@staffpay/schema/webhooks/webhook.schemas';
import type { Webhook, WebhookDelivery } from './webhook.entity';

/** A webhook as every answer shows it: never its secret. */
export interface WebhookView {
  id: number;
  companyId: number;
  url: string;
  events: WebhookEvent[];
  description: string;
  active: boolean;
  /** When failing deliveries turned it off; null otherwise. */
  disabledAt: string | null;
  /** Until when the secret a roll replaced still signs too; null when none does. */
  previousSecretExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The answer to a creation: the only time the secret leaves the server. */
export type CreatedWebhookView = WebhookView & { secret: string };
/** The answer to a roll: the new secret, shown this once; the old one signs until previousSecretExpiresAt. */
export type RolledSecretView = CreatedWebhookView;

export interface WebhookDeliveryView {
  id: string;
  webhookId: number;
  eventId: string;
  eventType: WebhookDeliveryEvent;
  status: WebhookDeliveryStatus;
  attempts: number;
  responseCode: number | null;
  error: string | null;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

export function toWebhookView(w: Webhook): WebhookView {
  return {
    id: w.id,
    companyId: w.company.id,
    url: w.url,
    events: w.events,
    description: w.description,
    active: w.active,
    disabledAt: iso(w.disabledAt),
    previousSecretExpiresAt:
      w.previousSecretExpiresAt && w.previousSecretExpiresAt.getTime() > Date.now()
        ? iso(w.previousSecretExpiresAt)
        : null,
    createdAt: iso(w.createdAt)!,
    updatedAt: iso(w.updatedAt)!,
  };
}

export function toDeliveryView(d: WebhookDelivery): WebhookDeliveryView {
  return {
    id: d.id,
    webhookId: d.webhook.id,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    responseCode: d.responseCode ?? null,
    error: d.error ?? null,
    lastAttemptAt: iso(d.lastAttemptAt),
    deliveredAt: iso(d.deliveredAt),
    createdAt: iso(d.createdAt)!,
  };
}

/** The audit of a webhook: what it listens to and where, never its secret. */
export const auditOf = (w: Webhook) => ({
  url: w.url,
  events: w.events,
  description: w.description,
  active: w.active,
});
