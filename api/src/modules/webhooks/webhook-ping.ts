import { randomUUID } from 'node:crypto';
import { PING_EVENT } from '@staffpay/schema/webhooks/webhook.schemas';
import type { DeliveryRecord, WebhookPayload } from './webhook-recording';

/** A few quiet lines, one per ping, so a receiver's log shows pings apart from each other. */
const ZEN = [
  'Лучше поздно, чем никогда, но никогда часто лучше, чем прямо сейчас.',
  'Явное лучше неявного.',
  'Простое лучше сложного.',
  'Ошибки никогда не должны замалчиваться.',
  'Читаемость имеет значение.',
  'Сейчас лучше, чем никогда.',
] as const;

/** What a ping's data holds: the webhook it tests, and a line of zen. */
export interface PingData {
  webhookId: number;
  zen: string;
}

/**
 * The delivery row of a ping to one webhook: a fresh event id (pings are not stored events and
 * are not in the feed), type `ping`, sent like any other delivery; `skipped` when the webhook is off.
 */
export function pingDelivery(hook: { id: number; companyId: number; active: boolean }): DeliveryRecord {
  const eventId = randomUUID();
  const data: PingData = { webhookId: hook.id, zen: ZEN[Math.floor(Math.random() * ZEN.length)]! };
  const payload: WebhookPayload = {
    id: eventId,
    type: PING_EVENT,
    companyId: hook.companyId,
    occurredAt: new Date().toISOString(),
    data,
  };
  return {
    id: randomUUID(),
    webhook_id: hook.id,
    event_id: eventId,
    event_type: PING_EVENT,
    payload: JSON.stringify(payload),
    status: hook.active ? 'pending' : 'skipped',
  };
}
