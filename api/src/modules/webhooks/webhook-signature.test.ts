import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, verifyWebhookSignature } from './webhook-signature';

describe('the webhook signature', () => {
  const secret = 'whsec_test-secret';
  const body = '{"id":"e1","type":"ledger.record.created","data":{"amount":"100.00"}}';

  it('is t=<unix>,v1=<hex HMAC-SHA256(secret, t + "." + body)>', () => {
    const header = signWebhook(secret, body, 1_700_000_000);
    const mac = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${mac}`);
  });

  it('verifies its own signature and refuses another body, secret, a stale time or garbage', () => {
    const now = 1_700_000_000;
    const header = signWebhook(secret, body, now);
    expect(verifyWebhookSignature(secret, body, header, now + 10)).toBe(true);
    expect(verifyWebhookSignature(secret, `${body} `, header, now)).toBe(false);
    expect(verifyWebhookSignature('whsec_other', body, header, now)).toBe(false);
    expect(verifyWebhookSignature(secret, body, header, now + 301)).toBe(false);
    expect(verifyWebhookSignature(secret, body, 't=x,v1=zz', now)).toBe(false);
    expect(verifyWebhookSignature(secret, body, '', now)).toBe(false);
  });

  it('carries a v1 per signing secret while one rolls, and verifies with either', () => {
    const now = 1_700_000_000;
    const rolled = 'whsec_new-secret';
    const header = signWebhook(rolled, body, now, secret);
    expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(rolled, body, header, now)).toBe(true);
    expect(verifyWebhookSignature(secret, body, header, now)).toBe(true);
    expect(verifyWebhookSignature('whsec_other', body, header, now)).toBe(false);
    // After the overlap only the new secret signs: the old one no longer verifies.
    const after = signWebhook(rolled, body, now);
    expect(verifyWebhookSignature(rolled, body, after, now)).toBe(true);
    expect(verifyWebhookSignature(secret, body, after, now)).toBe(false);
  });

  it('makes secrets that say what they are and never repeat', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
