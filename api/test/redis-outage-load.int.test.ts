import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { EVENTS_RESUMED_CLOSE } from '../src/app/ws';
import { rest, startTestApp, type TestApp } from './harness';
import { privateRedis } from './redis-server';
import { connect, fixtures } from './support/staff.fixtures';
import { collect, retryingClient } from './subscribe';

/**
 * Redis killed and started again under a steady booking load (this file runs its own
 * redis-server): the API goes on taking bookings meanwhile, every one answered 201 at once (no 5xx,
 * not even 503: the bus only loses the events) and stored exactly once; the process's own
 * reads show its own bookings meanwhile; and once Redis is back, a subscriber that retries as the
 * web's client does is closed to refetch, reconnects by itself and hears bookings again.
 */
let redis: Awaited<ReturnType<typeof privateRedis>>;
let app: TestApp;
let db: pg.Client;
const logs: Record<string, unknown>[] = [];

beforeAll(async () => {
  redis = await privateRedis();
  await redis.start();
  app = await startTestApp(
    { REDIS_URL: redis.url, LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) } },
  );
  db = await connect(app);
});
afterAll(async () => {
  await db?.end();
  await app?.close();
  await redis?.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PAY = 'subscription ($c: Int!) { payChanged(companyId: $c) { id } }';
type Pay = { payChanged: { id: number } };
/** A booking answered later than this has waited on Redis (the bus gives up waiting after 1 s). */
const SLOW_MS = 1_500;

describe('Redis killed and started under a booking load', () => {
  it(
    'takes every booking meanwhile, once each, and events flow again to a client that reconnects by itself',
    { timeout: 30_000 },
    async () => {
      const f = fixtures(app, db);
      const { owner, companyId } = await f.company('Без шины', { timezone: 'UTC' });
      const department = await rest(app, 'POST', '/api/departments', {
        user: owner,
        body: { companyId, name: 'Склад' },
      });
      const employeeId = await f.employee(companyId);
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
      const book = (reason: string) =>
        rest(app, 'POST', '/api/bonuses-penalties', {
          user: owner,
          body: { companyId, employeeId, type: 'bonus', amount: '10', reason, appliedDate: '2026-10-15' },
        });
      const total = async () => {
        const res = await rest(app, 'GET', `/api/dashboard/employee-cards?companyId=${companyId}&period=2026-10`, {
          user: owner,
        });
        expect(res.status).toBe(200);
        return Number((res.body as { totalSalary: string }[])[0]!.totalSalary);
      };

      const live = retryingClient(app.url, owner.token);
      onTestFinished(() => live.client.dispose());
      const pay = collect<Pay>(live.client, PAY, { c: companyId });
      // Booked until one is heard: then the subscription is surely registered.
      let warmUp = 0;
      await expect
        .poll(async () => (await book(`Перед простоем ${warmUp++}`)).status === 201 && pay.data.length > 0)
        .toBe(true);
      // The payroll is computed and cached before the outage: meanwhile only this process's own
      // publishes can tell the cache that it is stale.
      expect(await total()).toBe(1000 + 10 * warmUp);

      const answers: { reason: string; status: number; id?: number; ms: number }[] = [];
      const acknowledged = () => answers.filter((a) => a.status === 201).length;
      let booking = true;
      onTestFinished(() => void (booking = false));
      const load = (async () => {
        for (let i = 0; booking; i++) {
          const reason = `Смена ${i}`;
          const started = performance.now();
          // No answer at all counts as status 0, a failure below.
          const res = await book(reason).catch(() => ({ status: 0, body: null }));
          answers.push({ reason, status: res.status, id: res.body?.id, ms: performance.now() - started });
          await pause(20);
        }
      })();

      await expect.poll(() => acknowledged()).toBeGreaterThanOrEqual(3);
      await redis.stop();
      const stoppedAt = answers.length;
      await expect
        .poll(() => answers.slice(stoppedAt).filter((a) => a.status === 201).length)
        .toBeGreaterThanOrEqual(10);
      // The process reads its own bookings meanwhile (each in flight at most once more).
      const before = acknowledged();
      const meanwhile = await total();
      expect(meanwhile).toBeGreaterThanOrEqual(1000 + 10 * (warmUp + before));
      expect(meanwhile).toBeLessThanOrEqual(1000 + 10 * (warmUp + acknowledged() + 1));
      const health = await rest(app, 'GET', '/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'ok', database: 'ok' });
      // The socket stayed open all along.
      expect(live.closeCodes).toEqual([]);

      const recovered = new Promise<void>((resolve) => app.server.deps.events.onRecovered(resolve));
      await redis.start();
      await recovered;
      const recoveredAt = answers.length;
      // Closed to refetch what it missed, it reconnects and subscribes again by itself, and hears
      // a booking made after the recovery.
      await expect.poll(() => live.closeCodes).toEqual([EVENTS_RESUMED_CLOSE]);
      const heardAfter = () => {
        const heard = new Set(pay.data.map((d) => d.payChanged.id));
        return answers.slice(recoveredAt).some((a) => a.status === 201 && heard.has(a.id!));
      };
      await expect.poll(heardAfter, { timeout: 10_000 }).toBe(true);
      booking = false;
      await load;

      expect(answers.filter((a) => a.status !== 201)).toEqual([]);
      expect(answers.filter((a) => a.ms > SLOW_MS)).toEqual([]);
      expect(pay.ended).toEqual({});
      const stored = (
        await db.query('select reason, count(*)::int as n from ledger_records where company_id = $1 group by reason', [
          companyId,
        ])
      ).rows as { reason: string; n: number }[];
      const counts = new Map(stored.map((r) => [r.reason, r.n]));
      for (const a of answers) expect(counts.get(a.reason), a.reason).toBe(1);
      expect(stored).toHaveLength(warmUp + answers.length);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(await total()).toBe(1000 + 10 * (warmUp + answers.length));
      // The events of the outage were lost, and said so.
      expect(logs.filter((l) => l.msg === 'event lost: Redis unavailable').length).toBeGreaterThan(0);
    },
  );
});
