import type { EntityManager } from '@mikro-orm/postgresql';
import {
  createWebhookSchema,
  SECRET_OVERLAP_HOURS,
  updateWebhookSchema,
  WEBHOOK_MESSAGES,
  WEBHOOKS_PER_COMPANY,
} from '@staffpay/schema/webhooks/webhook.schemas';
import { z } from 'zod';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { seal } from '../../shared/secrets/secret-box';
import { authorize } from '../../shared/tenancy/membership';
import { parse, validId } from '../../shared/validation';
import { recordActivity } from '../activity';
import { Webhook, WebhookDelivery } from './webhook.entity';
import { queueOf } from './webhook-queue';
import { pingDelivery } from './webhook-ping';
import { insertDeliveries } from './webhook-recording';
import { newWebhookSecret } from './webhook-signature';
import { assertTokenMaySteer, scopesOfMaker } from './webhook-scopes';
import {
  auditOf,
  toDeliveryView,
  toWebhookView,
  type CreatedWebhookView,
  type RolledSecretView,
  type WebhookDeliveryView,
  type WebhookView,
} from './webhook.view';

/** Who may manage a company's webhooks: the tree key (an API token's `webhooks:manage` maps to it). */
export const MANAGE = 'settings.webhooks';
/** The deliveries list shows this many, newest first. */
export const DELIVERIES_LISTED = 100;

const webhookNotFound = () => new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
const deliveryNotFound = () => new AppError('NOT_FOUND', WEBHOOK_MESSAGES.deliveryNotFound);
const deliveryIdSchema = z.uuid();

/**
 * Creates a webhook; the answer holds its signing secret, the only time it is shown. A `ping` is
 * recorded and queued in the same transaction (`skipped` when it starts off; none on PGlite,
 * where nothing is sent).
 */
export async function createWebhook(
  ctx: RequestContext,
  companyId: number,
  input: unknown,
): Promise<CreatedWebhookView> {
  const grant = await authorize(ctx, companyId, MANAGE);
  const data = parse(createWebhookSchema, input);
  const sealer = ctx.app.config.settingsSecret;
  if (!sealer) throw new AppError('NOT_CONFIGURED', WEBHOOK_MESSAGES.secretMissing);
  const secret = newWebhookSecret();
  const queue = queueOf(ctx.app);
  const hook = await ctx.em.transactional(async (em) => {
    // Serialises creations of one company, so two at once cannot pass the limit together.
    await em.execute('select pg_advisory_xact_lock(hashtext(?), ?)', ['webhooks', companyId]);
    if ((await em.count(Webhook, { company: companyId })) >= WEBHOOKS_PER_COMPANY) {
      throw new AppError('CONFLICT', WEBHOOK_MESSAGES.tooMany);
    }
    const created = em.create(Webhook, {
      company: companyId,
      url: data.url,
      events: data.events,
      description: data.description,
      active: data.active ?? true,
      secretSealed: seal(sealer, secret),
      createdBy: grant.userId,
      integrationId: ctx.auth?.apiToken?.integration?.id ?? null,
      scopes: scopesOfMaker(ctx),
    });
    await em.flush();
    recordActivity(em, ctx, companyId, {
      entityType: 'webhook',
      entityId: created.id,
      action: 'created',
      after: auditOf(created),
    });
    if (queue) {
      const ping = pingDelivery({ id: created.id, companyId, active: created.active });
      await queue.send(await insertDeliveries(em, [ping]), em);
    }
    return created;
  });
  queue?.wake();
  return { ...toWebhookView(hook), secret };
}

/**
 * Makes the webhook a new signing secret, answered this once. The one it replaces goes on
 * signing too (a second `v1=`) for SECRET_OVERLAP_HOURS, so receivers switch without losing a
 * delivery; a second roll within them drops the oldest. Sealed as the current one.
 */
export async function rollWebhookSecret(ctx: RequestContext, companyId: number, id: number): Promise<RolledSecretView> {
  await authorize(ctx, companyId, MANAGE);
  const sealer = ctx.app.config.settingsSecret;
  if (!sealer) throw new AppError('NOT_CONFIGURED', WEBHOOK_MESSAGES.secretMissing);
  const secret = newWebhookSecret();
  const hook = await ctx.em.transactional(async (em) => {
    const found = await findWebhook(em, companyId, id);
    // A token could otherwise take the secret of a webhook shaped for someone else's role.
    assertTokenMaySteer(ctx, found);
    await em.populate(found, ['secretSealed']);
    found.previousSecretSealed = found.secretSealed;
    found.previousSecretExpiresAt = new Date(Date.now() + SECRET_OVERLAP_HOURS * 60 * 60 * 1000);
    found.secretSealed = seal(sealer, secret);
    found.updatedAt = new Date();
    recordActivity(em, ctx, companyId, { entityType: 'webhook', entityId: id, action: 'secret_rolled' });
    return found;
  });
  return { ...toWebhookView(hook), secret };
}

/** The company's webhooks, oldest first, without secrets. */
export async function listWebhooks(ctx: RequestContext, companyId: number): Promise<WebhookView[]> {
  await authorize(ctx, companyId, MANAGE);
  const hooks = await ctx.em.find(Webhook, { company: companyId }, { orderBy: { id: 'asc' } });
  return hooks.map(toWebhookView);
}

/** Changes the fields sent; `active: true` turns a webhook off by failures on again. */
export async function updateWebhook(
  ctx: RequestContext,
  companyId: number,
  id: number,
  input: unknown,
): Promise<WebhookView> {
  await authorize(ctx, companyId, MANAGE);
  const data = parse(updateWebhookSchema, input);
  const hook = await ctx.em.transactional(async (em) => {
    const found = await findWebhook(em, companyId, id);
    if (data.url !== undefined || data.events !== undefined) assertTokenMaySteer(ctx, found);
    const before = auditOf(found);
    if (data.url !== undefined) found.url = data.url;
    if (data.events !== undefined) found.events = data.events;
    if (data.description !== undefined) found.description = data.description;
    if (data.active !== undefined) {
      found.active = data.active;
      found.disabledAt = null;
      // Turned on again: its failing streak starts afresh.
      found.failingSince = null;
    }
    found.updatedAt = new Date();
    recordActivity(em, ctx, companyId, {
      entityType: 'webhook',
      entityId: id,
      action: 'updated',
      before,
      after: auditOf(found),
    });
    return found;
  });
  return toWebhookView(hook);
}

/** Deletes the webhook with its deliveries: queued ones find nothing to send. */
export async function deleteWebhook(ctx: RequestContext, companyId: number, id: number): Promise<boolean> {
  await authorize(ctx, companyId, MANAGE);
  await ctx.em.transactional(async (em) => {
    const found = await findWebhook(em, companyId, id);
    recordActivity(em, ctx, companyId, {
      entityType: 'webhook',
      entityId: id,
      action: 'deleted',
      before: auditOf(found),
    });
    await em.nativeDelete(Webhook, { id, company: companyId });
  });
  return true;
}

/** The webhook's latest deliveries, newest first: status, attempts, the last answer's code and time. */
export async function listDeliveries(
  ctx: RequestContext,
  companyId: number,
  webhookId: number,
): Promise<WebhookDeliveryView[]> {
  await authorize(ctx, companyId, MANAGE);
  await findWebhook(ctx.em, companyId, webhookId);
  const rows = await ctx.em.find(
    WebhookDelivery,
    { webhook: webhookId },
    { orderBy: { createdAt: 'desc', id: 'asc' }, limit: DELIVERIES_LISTED },
  );
  return rows.map(toDeliveryView);
}

/**
 * Sends a delivery again (the same body and event id, signed anew), with the usual retries. A
 * webhook that is off must be turned on first.
 */
export async function redeliver(
  ctx: RequestContext,
  companyId: number,
  webhookId: number,
  deliveryId: unknown,
): Promise<WebhookDeliveryView> {
  await authorize(ctx, companyId, MANAGE);
  const hook = await findWebhook(ctx.em, companyId, webhookId);
  assertTokenMaySteer(ctx, hook);
  const parsed = deliveryIdSchema.safeParse(deliveryId);
  if (!parsed.success) throw deliveryNotFound();
  const delivery = await ctx.em.findOne(WebhookDelivery, { id: parsed.data, webhook: webhookId });
  if (!delivery) throw deliveryNotFound();
  if (!hook.active) throw new AppError('CONFLICT', WEBHOOK_MESSAGES.inactive);
  const queue = queueOf(ctx.app);
  if (!queue) throw new AppError('NOT_CONFIGURED', 'Доставка вебхуков работает только с PostgreSQL (DATABASE_URL)');
  delivery.status = 'pending';
  delivery.error = null;
  await ctx.em.flush();
  await queue.send([{ deliveryId: delivery.id, webhookId }]);
  return toDeliveryView(delivery);
}

export async function findWebhook(em: EntityManager, companyId: number, id: number): Promise<Webhook> {
  if (!validId(id)) throw webhookNotFound();
  const hook = await em.findOne(Webhook, { id, company: companyId });
  if (!hook) throw webhookNotFound();
  return hook;
}
