import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header names every delivery carries. */
export const SIGNATURE_HEADER = 'X-StaffPay-Signature';
export const EVENT_ID_HEADER = 'X-StaffPay-Event-Id';
export const EVENT_TYPE_HEADER = 'X-StaffPay-Event';

/** A new signing secret: `whsec_` and 32 random bytes, so secret scanners can tell what leaked. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * The X-StaffPay-Signature value, as Stripe signs: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
 * "<t>.<raw body>")>`. The timestamp is signed too, so a receiver can refuse old replays. While a
 * rolled secret's predecessor still signs, its `v1=` follows the new one's: a receiver that knows
 * either secret verifies.
 */
export function signWebhook(secret: string, body: string, unixSeconds: number, ...older: string[]): string {
  const macs = [secret, ...older].map(
    (key) => `v1=${createHmac('sha256', key).update(`${unixSeconds}.${body}`).digest('hex')}`,
  );
  return `t=${unixSeconds},${macs.join(',')}`;
}

/**
 * What a receiver does (docs/integrations.md shows the same in a few lines): recompute the HMAC
 * over the raw body and compare in constant time with each `v1=` (two while a secret rolls);
 * refuse a timestamp older than `toleranceSeconds`.
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const parts = header.split(',').map((p) => {
    const at = p.indexOf('=');
    return [p.slice(0, at).trim(), p.slice(at + 1).trim()] as const;
  });
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const macs = parts.filter(([k, v]) => k === 'v1' && /^[0-9a-f]{64}$/.test(v)).map(([, v]) => v);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return macs.some((mac) => timingSafeEqual(expected, Buffer.from(mac, 'hex')));
}
