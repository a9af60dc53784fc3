import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type AppServer } from '../src/app/server';
import { EVENTS_RESUMED_CLOSE } from '../src/app/ws';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import type { PayEvent } from '../src/modules/pay-core/pay.events';
import { connect, fixtures } from './support/staff.fixtures';
import { loadConfig } from '../src/shared/config';
import { gql, rest, startTestApp, type TestApp, type TestUser } from './harness';
import { privateRedis } from './redis-server';
import { wsClient } from './subscribe';

/**
 * Redis stopped and started under two API processes (A and B, one database): while it is down
 * both answer reads and writes and log each lost event once, without its payload; once it is
 * back, a bus subscription made before the outage delivers again, every socket is closed with
 * EVENTS_RESUMED_CLOSE (its client reconnects and refetches), and A's caches show what B
 * committed meanwhile. This file runs its own redis-server; the shared one is never touched.
 */
let redis: Awaited<ReturnType<typeof privateRedis>>;
let app: TestApp;
let other: AppServer;
let otherUrl: string;
let db: pg.Client;
let owner: TestUser;
let companyId: number;
let employeeId: number;
const logsA = logSink();
const logsB = logSink();
const LOST = 'event lost: Redis unavailable';
const OUTAGE_REASON = 'Премия-в-простое';
const OUTAGE_DATE = '2026-10-17';

/** Log lines as objects, and a way to wait for one (no polling: told on every write). */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const waiters = new Set<() => void>();
  return {
    lines,
    raw,
    stream: {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
        for (const wake of waiters) wake();
      },
    },
    until(match: (line: Record<string, unknown>) => boolean): Promise<void> {
      return new Promise((resolve) => {
        const check = () => {
          if (!lines.some(match)) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      });
    },
  };
}

const cards = async (url = app.url) => {
  const res = await fetch(`${url}/api/dashboard/employee-cards?companyId=${companyId}&period=2026-10`, {
    headers: owner.headers,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { totalSalary: string }[])[0]!.totalSalary;
};

/** Books a bonus through process B. */
async function bonusOnB(amount: string, reason: string, appliedDate: string) {
  const res = await fetch(`${otherUrl}/api/bonuses-penalties`, {
    method: 'POST',
    headers: { ...owner.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ companyId, employeeId, type: 'bonus', amount, reason, appliedDate }),
  });
  const body = (await res.json()) as { id: number };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.id;
}

const PAY = 'subscription ($c: Int!) { payChanged(companyId: $c) { source action id } }';
const COMPANY = 'subscription ($c: Int!) { companyChanged(companyId: $c) { kind company { name } } }';
const HEALTH =
  'subscription ($c: Int!) { databaseHealthChanged(companyId: $c) { status problems details { events } } }';
const RENAME = 'mutation ($id: Int!, $name: String!) { updateCompany(id: $id, input: { name: $name }) { name } }';

beforeAll(async () => {
  redis = await privateRedis();
  await redis.start();
  const redisUrl = redis.url;
  app = await startTestApp({ REDIS_URL: redisUrl, LOG_LEVEL: 'info' }, { logStream: logsA.stream });
  other = await createServer(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: app.databaseUrl,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'info',
      APP_URL: 'http://app.test',
      DATA_DIR: path.join(os.tmpdir(), `sp-${app.redisPrefix.slice(0, -1)}-b`),
      SESSION_SECRET: 'test-session-secret-0123456789',
      WEB_DIST: '/nonexistent',
    }),
    { redisPrefix: app.redisPrefix, logStream: logsB.stream },
  );
  otherUrl = await other.listen(0, '127.0.0.1');
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Простой'));
  const department = await rest(app, 'POST', '/api/departments', {
    user: owner,
    body: { companyId, name: 'Склад' },
  });
  employeeId = await f.employee(companyId);
  await f.placeInDepartment(employeeId, department.body.id);
  const template = await rest(app, 'POST', '/api/salary-rule-templates', {
    user: owner,
    body: {
      companyId,
      templateName: 'Оклад',
      ruleType: 'fixed',
      value: '1000',
      appliesTo: { departments: [department.body.id] },
    },
  });
  expect(template.status, JSON.stringify(template.body)).toBe(201);
});

afterAll(async () => {
  await other?.close();
  await db?.end();
  await app?.close();
  await redis?.stop();
});

describe('Redis stopped and started', () => {
  let socket: ReturnType<typeof wsClient>;
  let closed: Promise<{ code: number }>;
  let busPay: AsyncIterator<PayEvent>;
  let nextBusPay: Promise<IteratorResult<PayEvent>>;
  let healthSocket: ReturnType<typeof wsClient>;
  let health: Awaited<ReturnType<ReturnType<typeof wsClient>['subscribe']>>;

  it('before: a change on B reaches a subscriber and the caches of A', async () => {
    expect(await cards()).toBe('1000.00');
    socket = wsClient(app.url, { token: owner.token });
    closed = new Promise((resolve) => socket.client.on('closed', (e) => resolve(e as { code: number })));
    const pay = await socket.subscribe(PAY, { c: companyId });
    healthSocket = wsClient(app.url, { token: owner.token });
    health = await healthSocket.subscribe(HEALTH, { c: companyId });
    const id = await bonusOnB('100', 'Премия', '2026-10-05');
    expect((await pay.next(10_000)).data.payChanged).toEqual({ source: 'ledger', action: 'created', id });
    expect(await cards()).toBe('1100.00');
    // A subscription of A's bus made before the outage, as caches and session watches hold them:
    // its channel is already listened to, so it is in place as soon as it is asked for a value.
    busPay = app.server.deps.events.subscribe('payChanged', companyId)[Symbol.asyncIterator]();
    nextBusPay = busPay.next();
  });

  it('while it is down, both processes answer reads and writes, and log each lost event once', async () => {
    await redis.stop();
    // The data protection screen is told at once, over the socket that stays open.
    expect((await health.next(10_000)).data.databaseHealthChanged).toEqual({
      status: 'warning',
      problems: [PROTECTION_MESSAGES.redisDown],
      details: { events: 'disconnected' },
    });
    await healthSocket.close();
    // The liveness check says so too, still answering 200: writes go on without Redis.
    const live = await rest(app, 'GET', '/api/health');
    expect([live.status, live.body.status, live.body.pubsub]).toEqual([200, 'ok', 'disconnected']);

    const renamed = await gql(app, RENAME, { id: companyId, name: 'Простой-2' }, owner);
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data.updateCompany.name).toBe('Простой-2');
    const read = await gql(app, 'query { companies { id name } }', {}, owner);
    expect(read.data.companies).toEqual([{ id: companyId, name: 'Простой-2' }]);
    await bonusOnB('250', OUTAGE_REASON, OUTAGE_DATE);
    // Sign-in's rate limit lives in Redis too: it falls back to counting in the process.
    const login = await rest(app, 'POST', '/api/auth/login', {
      body: { email: 'nobody@example.test', password: 'wrong-password-1' },
    });
    expect(login.status, JSON.stringify(login.body)).toBe(401);

    const lostOn = (topic: string) => (l: Record<string, unknown>) =>
      l.msg === LOST && l.topic === topic && l.scopeId === companyId;
    await logsA.until(lostOn('companyChanged'));
    await logsB.until(lostOn('payChanged'));
    // A never heard of B's bonus: the stale figure the recovery has to repair.
    expect(await cards()).toBe('1100.00');
  });

  it('when it is back, sockets are closed to refetch, caches are fresh and events flow again', async () => {
    const recovered = Promise.all(
      [app.server.deps.events, other.deps.events].map((e) => new Promise<void>((resolve) => e.onRecovered(resolve))),
    );
    await redis.start();
    await recovered;

    expect((await closed).code).toBe(EVENTS_RESUMED_CLOSE);
    expect(await cards()).toBe('1350.00');

    const after = await bonusOnB('50', 'Премия', '2026-10-20');
    expect((await nextBusPay).value).toMatchObject({ companyId, action: 'created', id: after });

    const again = wsClient(app.url, { token: owner.token });
    try {
      const changes = await again.subscribe(COMPANY, { c: companyId });
      const renamed = await fetch(`${otherUrl}/graphql`, {
        method: 'POST',
        headers: { ...owner.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query: RENAME, variables: { id: companyId, name: 'Простой-3' } }),
      });
      expect(renamed.status).toBe(200);
      expect((await changes.next(10_000)).data.companyChanged).toEqual({
        kind: 'updated',
        company: { name: 'Простой-3' },
      });
    } finally {
      await again.close();
      await socket.close();
      await busPay.return?.();
    }
  });

  it('each lost event is logged once, and no log line holds what an event carried', () => {
    const lost = (logs: typeof logsA, topic: string) =>
      logs.lines.filter((l) => l.msg === LOST && l.topic === topic && l.scopeId === companyId);
    expect(lost(logsA, 'companyChanged')).toHaveLength(1);
    expect(lost(logsB, 'payChanged')).toHaveLength(1);
    for (const logs of [logsA, logsB]) {
      const text = logs.raw.join('');
      expect(text).not.toContain(OUTAGE_REASON);
      expect(text).not.toContain(OUTAGE_DATE);
      expect(text).not.toContain('Простой-2');
    }
  });
});
