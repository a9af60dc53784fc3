import { redeliverFailedSchema, WEBHOOK_MESSAGES } from '@staffpay/schema/webhooks/webhook.schemas';
import { z } from 'zod';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { authorize } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { storedEvent } from '../outbox';
import type { Webhook } from './webhook.entity';
import { toDeliveryView, type WebhookDeliveryView } from './webhook.view';
import { queueOf, type DeliveryJob, type WebhookQueue } from './webhook-queue';
import { pingDelivery } from './webhook-ping';
import { deliveryOfEvent, insertDeliveries } from './webhook-recording';
import { assertTokenMaySteer } from './webhook-scopes';
import { findWebhook, MANAGE } from './webhook.service';
import { WebhookDelivery } from './webhook.entity';

/** What a redelivery answers: how many deliveries it queued. */
export interface Requeued {
  queued: number;
}

const eventNotFound = () => new AppError('NOT_FOUND', WEBHOOK_MESSAGES.eventNotFound);

/**
 * The webhook a send acts on: the caller manages the company's webhooks, the webhook is the
 * company's (else 404), and a token sends only through a webhook made within its scopes.
 */
async function webhookToSend(ctx: RequestContext, companyId: number, webhookId: number, steer = true) {
  await authorize(ctx, companyId, MANAGE);
  const hook = await findWebhook(ctx.em, companyId, webhookId);
  if (steer) assertTokenMaySteer(ctx, hook);
  return hook;
}

/** The queue to send through: the webhook must be on (409: turn it on first), and deliveries need PostgreSQL. */
function queueToSend(ctx: RequestContext, hook: Webhook): WebhookQueue {
  if (!hook.active) throw new AppError('CONFLICT', WEBHOOK_MESSAGES.inactive);
  const queue = queueOf(ctx.app);
  if (!queue) throw new AppError('NOT_CONFIGURED', 'Доставка вебхуков работает только с PostgreSQL (DATABASE_URL)');
  return queue;
}

/** Queues jobs written in `em`'s transaction, and wakes the workers once it has committed. */
async function queued(ctx: RequestContext, queue: WebhookQueue, work: (em: typeof ctx.em) => Promise<DeliveryJob[]>) {
  const jobs = await ctx.em.transactional(async (em) => {
    const list = await work(em);
    await queue.send(list, em);
    return list;
  });
  if (jobs.length > 0) queue.wake();
  return jobs;
}

/**
 * Sends one event to the webhook again, by the event's id: its recorded delivery (the same body
 * and id, signed anew), or, when the webhook never recorded one (it was created later, or listened
 * to other types then), a delivery made now from the kept event (EVENT_RETENTION_DAYS), its data as
 * the webhook's creator may see it now. An event of another company, expired, or that the webhook
 * does not hear is 404.
 */
export async function redeliverEvent(
  ctx: RequestContext,
  companyId: number,
  webhookId: number,
  eventId: unknown,
): Promise<Requeued> {
  const hook = await webhookToSend(ctx, companyId, webhookId);
  const id = z.uuid().safeParse(eventId);
  if (!id.success) throw eventNotFound();
  const queue = queueToSend(ctx, hook);
  const jobs = await queued(ctx, queue, async (em) => {
    const recorded = await em.findOne(WebhookDelivery, { webhook: webhookId, eventId: id.data });
    if (recorded) {
      recorded.status = 'pending';
      recorded.error = null;
      await em.flush();
      return [{ deliveryId: recorded.id, webhookId }];
    }
    const event = await storedEvent(em, companyId, id.data);
    if (!event || !hook.events.includes(event.type)) throw eventNotFound();
    const delivery = await deliveryOfEvent(ctx.app, em, webhookId, {
      id: event.id,
      companyId,
      type: event.type,
      occurredAt: event.occurredAt.toISOString(),
      data: event.data,
    });
    if (!delivery) throw eventNotFound();
    return insertDeliveries(em, [delivery]);
  });
  return { queued: jobs.length };
}

/**
 * Sends again every delivery of the webhook recorded since `since` that failed for good or was
 * skipped while the webhook was off, oldest first, each with its own body and event id.
 */
export async function redeliverFailed(
  ctx: RequestContext,
  companyId: number,
  webhookId: number,
  input: unknown,
): Promise<Requeued> {
  const hook = await webhookToSend(ctx, companyId, webhookId);
  const { since } = parse(redeliverFailedSchema, input);
  const queue = queueToSend(ctx, hook);
  const jobs = await queued(ctx, queue, async (em) => {
    const rows = await em.execute<{ id: string }[]>(
      `with requeued as (
         update webhook_deliveries set status = 'pending', error = null
          where webhook_id = ? and status in ('failed', 'skipped') and created_at >= ?
          returning id, created_at)
       select id from requeued order by created_at, id`,
      [webhookId, new Date(since)],
    );
    return rows.map((r) => ({ deliveryId: r.id, webhookId }));
  });
  return { queued: jobs.length };
}

/** Sends the webhook a `ping` now: a delivery like any other, listed with its deliveries. */
export async function pingWebhook(
  ctx: RequestContext,
  companyId: number,
  webhookId: number,
): Promise<WebhookDeliveryView> {
  // A ping carries no record: any manager may send one, whoever made the webhook.
  const hook = await webhookToSend(ctx, companyId, webhookId, false);
  const queue = queueToSend(ctx, hook);
  const ping = pingDelivery({ id: hook.id, companyId, active: true });
  await queued(ctx, queue, (em) => insertDeliveries(em, [ping]));
  const delivery = await ctx.em.findOneOrFail(WebhookDelivery, { id: ping.id });
  return toDeliveryView(delivery);
}
