import { WEBHOOK_MESSAGES } from '@staffpay/schema/webhooks/webhook.schemas';
import type { AppDeps } from '../../shared/context';
import { escapeHtml } from '../../shared/mail/letters';
import { assertPublicEndpoint, publicOnlyFetch } from '../../shared/net/endpoint-guard';
import { unseal } from '../../shared/secrets/secret-box';
import { userEmails } from '../accounts';
import { companyMembers } from '../companies';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, signWebhook } from './webhook-signature';

/** Each attempt gets this long to be answered. */
export const DELIVERY_TIMEOUT_MS = 10_000;

interface DeliveryRow {
  id: string;
  webhook_id: number;
  company_id: number;
  url: string;
  active: boolean;
  secret_sealed: string;
  /** The rolled-over secret, while it still signs; null otherwise. */
  previous_sealed: string | null;
  event_id: string;
  event_type: string;
  payload: string;
  status: string;
}

/** 'done': nothing more to do (delivered, or it can never be); otherwise why the attempt failed, and pg-boss retries. */
export type AttemptOutcome = 'done' | string;

/**
 * One attempt at a delivery: checks the address (unless the operator allows private ones),
 * signs the stored body with a fresh timestamp (and with the rolled-over secret too while it
 * still signs), POSTs it with a 10 s timeout without following redirects, and records the
 * attempt on the delivery's row. A success clears the webhook's failing streak; a failure starts
 * it, and one WEBHOOK_DISABLE_AFTER_DAYS into it turns the webhook off and tells the owners. A
 * delivery whose webhook is off is recorded `skipped`, not sent: it can be redelivered later.
 */
export async function attemptDelivery(deps: AppDeps, deliveryId: string, final: boolean): Promise<AttemptOutcome> {
  const em = deps.orm.em.fork();
  const [row] = await em.execute<DeliveryRow[]>(
    `select d.id, d.webhook_id, w.company_id, w.url, w.active, w.secret_sealed, d.event_id, d.event_type, d.payload,
            d.status,
            case when w.previous_secret_expires_at > now() then w.previous_secret_sealed end as previous_sealed
       from webhook_deliveries d join webhooks w on w.id = d.webhook_id
      where d.id = ?`,
    [deliveryId],
  );
  // Its webhook was deleted (the rows went with it), or it was delivered meanwhile.
  if (!row || row.status === 'delivered') return 'done';
  if (!row.active) {
    await record(deps, deliveryId, { status: 'skipped', error: 'webhook disabled', responseCode: null, counts: false });
    return 'done';
  }
  const sealer = deps.config.settingsSecret;
  const secret = sealer ? unseal(sealer, row.secret_sealed) : null;
  if (!secret) {
    // Sealed under another SETTINGS_SECRET: no attempt can ever be signed.
    await record(deps, deliveryId, { status: 'failed', error: 'secret unreadable', responseCode: null, counts: false });
    deps.log.error({ webhookId: row.webhook_id }, 'webhook secret cannot be unsealed');
    return 'done';
  }
  const previous = sealer && row.previous_sealed ? unseal(sealer, row.previous_sealed) : null;
  const { responseCode, error } = await post(deps, row, previous ? [secret, previous] : [secret]);
  deps.metrics.webhookDelivered(error === null ? 'delivered' : final ? 'gave_up' : 'failed');
  if (error === null) {
    await record(deps, deliveryId, { status: 'delivered', error: null, responseCode, counts: true });
    await deps.orm.em
      .fork()
      .execute('update webhooks set failing_since = null where id = ? and failing_since is not null', [row.webhook_id]);
    return 'done';
  }
  await record(deps, deliveryId, { status: final ? 'failed' : 'pending', error, responseCode, counts: true });
  if (await failedForTooLong(deps, row.webhook_id)) await disableWebhook(deps, row.webhook_id);
  return error;
}

/**
 * Notes a failed attempt on its webhook: the failing streak starts at the first, and a success
 * ends it. Answers whether the streak is now WEBHOOK_DISABLE_AFTER_DAYS old: only failures for
 * that many days in a row, however many events they were.
 */
async function failedForTooLong(deps: AppDeps, webhookId: number): Promise<boolean> {
  const [row] = await deps.orm.em.fork().execute<{ due: boolean }[]>(
    `update webhooks set failing_since = coalesce(failing_since, now())
      where id = ? returning failing_since <= now() - make_interval(days => ?) as due`,
    [webhookId, deps.config.WEBHOOK_DISABLE_AFTER_DAYS],
  );
  return row?.due === true;
}

async function post(
  deps: AppDeps,
  row: DeliveryRow,
  [secret, ...older]: [string, ...string[]],
): Promise<{ responseCode: number | null; error: string | null }> {
  const allowPrivate = deps.config.ALLOW_PRIVATE_ENDPOINTS;
  try {
    if (!allowPrivate) await assertPublicEndpoint(row.url, WEBHOOK_MESSAGES.privateAddress);
    const send = allowPrivate ? fetch : publicOnlyFetch;
    const response = await send(row.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'StaffPay-Webhooks/1',
        [SIGNATURE_HEADER]: signWebhook(secret, row.payload, Math.floor(Date.now() / 1000), ...older),
        [EVENT_ID_HEADER]: row.event_id,
        [EVENT_TYPE_HEADER]: row.event_type,
      },
      body: row.payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    // The receiver's body is never read nor kept.
    await response.body?.cancel().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return { responseCode: response.status, error: ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    return { responseCode: null, error: reason(error) };
  }
}

/** A few words on why no answer came; never a message that could echo the receiver. */
function reason(error: unknown): string {
  const e = error as { name?: string; code?: string; cause?: { code?: string; name?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'timeout';
  if (e.code === 'BAD_USER_INPUT' || e.cause?.code === 'EBLOCKEDADDRESS' || e.code === 'EBLOCKEDADDRESS') {
    return 'private address refused';
  }
  const code = e.cause?.code ?? e.code;
  return code && /^[A-Z_]{2,40}$/.test(code) ? `connection failed (${code})` : 'connection failed';
}

async function record(
  deps: AppDeps,
  deliveryId: string,
  attempt: { status: string; error: string | null; responseCode: number | null; counts: boolean },
): Promise<void> {
  await deps.orm.em.fork().execute(
    `update webhook_deliveries
          set status = ?, error = ?, response_code = ?,
              attempts = attempts + ?, last_attempt_at = case when ? then now() else last_attempt_at end,
              delivered_at = case when ? = 'delivered' then now() else delivered_at end
        where id = ?`,
    [
      attempt.status,
      attempt.error,
      attempt.responseCode,
      attempt.counts ? 1 : 0,
      attempt.counts,
      attempt.status,
      deliveryId,
    ],
  );
}

/**
 * Turns the webhook off after WEBHOOK_DISABLE_AFTER_DAYS of failures and writes to the company's
 * owners and its creator (the notifications domain shares this line of the domain order, so the
 * letter goes by mail). Its events go on being recorded (`skipped`), to be redelivered once it is on.
 */
async function disableWebhook(deps: AppDeps, webhookId: number): Promise<void> {
  const em = deps.orm.em.fork();
  const [hook] = await em.execute<{ company_id: number; url: string; created_by: number | null }[]>(
    `update webhooks set active = false, disabled_at = now(), updated_at = now()
      where id = ? and active returning company_id, url, created_by`,
    [webhookId],
  );
  if (!hook) return;
  const days = deps.config.WEBHOOK_DISABLE_AFTER_DAYS;
  deps.log.warn({ webhookId, companyId: hook.company_id, days }, 'webhook disabled after days of failed deliveries');
  try {
    const members = await companyMembers(em, hook.company_id);
    const ids = members.filter((m) => m.role === 'owner' || m.userId === hook.created_by).map((m) => m.userId);
    const emails = await userEmails(em, ids);
    const host = URL.canParse(hook.url) ? new URL(hook.url).host : 'адрес';
    const subject = 'StaffPay: вебхук отключён';
    const text =
      `Доставки на вебхук ${host} не удавались ${days} дн. подряд, и он отключён. ` +
      `События за это время записаны: проверьте получателя, включите вебхук снова и повторите неудачные доставки ` +
      `в настройках компании: ${deps.config.APP_URL}/settings`;
    await Promise.all(
      [...emails.values()].map((to) => deps.mailer.send({ to, subject, text, html: `<p>${escapeHtml(text)}</p>` })),
    );
  } catch (error) {
    deps.log.error({ err: error, webhookId }, 'webhook disabled notice not sent');
  }
}
