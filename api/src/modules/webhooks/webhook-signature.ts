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
 * "<t>.<raw body>")>`. The timestamp is signed too, so a receiver can refuse old replays.
 */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/**
 * What a receiver does (docs/api.md shows the same in a few lines): recompute the HMAC over the
 * raw body and compare in constant time; refuse a timestamp older than `toleranceSeconds`.
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const parts = new Map(
    header.split(',').map((p) => {
      const at = p.indexOf('=');
      return [p.slice(0, at).trim(), p.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(v1)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
