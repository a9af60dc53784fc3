import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERRORS_PER_COMPANY_MINUTE, SHARED_READS_PER_MINUTE } from '../src/shared/auth/rate-limits';
import { rest, startTestApp, type TestApp } from './harness';
import { connect, fixtures } from './support/staff.fixtures';

/** Issue 29, part 5: per-address limits believe X-Forwarded-For only as far as TRUST_PROXY hops. */
let direct: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  [direct, proxied] = await Promise.all([startTestApp(), startTestApp({ TRUST_PROXY: '1' })]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), proxied?.close()]);
});

/** Anonymous client-error reports: 30 a minute per sender; an empty body is counted, then refused 400. */
const report = (app: TestApp, forwardedFor: string, body: unknown = {}) =>
  rest(app, 'POST', '/api/client-errors', { body, headers: { 'x-forwarded-for': forwardedFor } });

describe('the client address', () => {
  it('with TRUST_PROXY=1 is what the proxy appended: rotating forged entries to its left gains nothing', async () => {
    for (let i = 0; i < 30; i++) expect((await report(proxied, `10.9.0.${i}, 203.0.113.7`)).status).toBe(400);
    const limited = await report(proxied, '10.9.9.9, 203.0.113.7');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // Another client, as the proxy saw it, has its own allowance.
    expect((await report(proxied, '203.0.113.8')).status).toBe(400);
  });

  it('without TRUST_PROXY ignores the header: every request of one peer shares one key', async () => {
    for (let i = 0; i < 30; i++) expect((await report(direct, `203.0.113.${i}`)).status).toBe(400);
    expect((await report(direct, '198.51.100.1')).status).toBe(429);
  });

  it('keys WebSocket clients the same way: a socket is limited with the HTTP reads of its address', async () => {
    const link = 'q'.repeat(32);
    for (let i = 0; i < SHARED_READS_PER_MINUTE; i++) {
      const res = await rest(proxied, 'GET', `/api/shared-dashboard/${link}/branding`, {
        headers: { 'x-forwarded-for': `10.1.0.${i % 250}, 203.0.113.20` },
      });
      expect(res.status).toBe(404);
    }
    expect(await brandingOverSocket(proxied, link, '10.2.0.1, 203.0.113.20')).toBe(
      'Слишком много запросов. Повторите через минуту',
    );
    expect(await brandingOverSocket(proxied, link, '203.0.113.21')).not.toBe(
      'Слишком много запросов. Повторите через минуту',
    );
  });
});

/** Subscribes to a wall screen's branding through a socket whose handshake carries X-Forwarded-For; the first error's message. */
async function brandingOverSocket(app: TestApp, shareUrl: string, forwardedFor: string): Promise<string> {
  const client = createClient({
    url: app.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { 'x-forwarded-for': forwardedFor } });
      }
    },
    retryAttempts: 0,
  });
  try {
    return await new Promise<string>((resolve, reject) => {
      const deadline = setTimeout(() => reject(new Error('no answer within 10 s')), 10_000);
      client.subscribe(
        {
          query: 'subscription($s: String!) { sharedDashboardBrandingChanged(shareUrl: $s) { companySlogan } }',
          variables: { s: shareUrl },
        },
        {
          next: (r) => {
            clearTimeout(deadline);
            resolve(r.errors?.[0]?.message ?? 'pushed');
          },
          error: (e) => {
            clearTimeout(deadline);
            resolve(Array.isArray(e) ? String(e[0]?.message) : String(e));
          },
          complete: () => undefined,
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

describe('client-error reports per company', () => {
  let db: pg.Client;
  afterAll(() => db?.end());

  it('limits one company’s reports from every sender together; another company keeps its own allowance', async () => {
    db = await connect(proxied);
    const f = fixtures(proxied, db);
    const { owner, companyId } = await f.company('Шумная');
    const other = await f.company('Тихая');
    const one = { kind: 'api', message: 'сбой', occurredAt: new Date().toISOString() };
    const send = (user: typeof owner, id: number, address: string) =>
      rest(proxied, 'POST', '/api/client-errors', {
        user,
        body: { companyId: id, errors: [one] },
        headers: { 'x-forwarded-for': address },
      });
    // Each address stays within its own allowance (30); the company's (120) is spent by all of them.
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_ERRORS_PER_COMPANY_MINUTE; i++) {
      statuses.push((await send(owner, companyId, `203.0.113.${100 + Math.floor(i / 20)}`)).status);
    }
    expect(new Set(statuses)).toEqual(new Set([202]));
    expect((await send(owner, companyId, '203.0.113.200')).status).toBe(429);
    expect((await send(other.owner, other.companyId, '203.0.113.200')).status).toBe(202);
  });
});
