import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, startTestApp, type TestApp } from './harness';
import { startApi, type ApiProcess } from './processes';
import { connect, fixtures } from './support/staff.fixtures';
import { receiver, until } from './support/webhook-receiver.int-kit';

/**
 * A process that dies right after a commit loses no webhook event: the event row committed with
 * the change, so whichever process starts next dispatches it, and two starting at once deliver it
 * once. The replica that answers the change runs without workers (WEBHOOK_WORKERS=0, an operator's
 * request-only replica), so its event is surely still undispatched when it is killed. Replicas
 * that are running hear another's commit by NOTIFY and sweep it a moment later (SWEEP_AFTER_NOTIFY_MS).
 */
let app: TestApp;
let db: pg.Client;
const sink = receiver();
let base: string;
const processes: ApiProcess[] = [];

beforeAll(async () => {
  base = await sink.listen();
  // The test's own replica: makes the fixtures, dispatches nothing.
  app = await startTestApp({ ALLOW_PRIVATE_ENDPOINTS: 'true', WEBHOOK_WORKERS: '0' });
  db = await connect(app);
});
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await db?.end();
  await app?.close();
  await sink.close();
});

/** Another API process on the test's database, as the harness configures its own. */
async function replica(env: Record<string, string> = {}): Promise<ApiProcess> {
  const api = await startApi({
    NODE_ENV: 'test',
    DATABASE_URL: app.databaseUrl,
    SESSION_SECRET: 'test-session-secret-0123456789',
    APP_URL: 'http://app.test',
    WEB_DIST: '/nonexistent',
    DATA_DIR: path.join(os.tmpdir(), `sp-outbox-${randomBytes(4).toString('hex')}`),
    ALLOW_PRIVATE_ENDPOINTS: 'true',
    ...env,
  });
  processes.push(api);
  return api;
}

let working: Promise<ApiProcess[]> | null = null;
/** Two replicas with workers, started together the first time they are asked for. */
const workingReplicas = () => (working ??= Promise.all([replica(), replica()]));

async function hookFor(path: string) {
  const f = fixtures(app, db);
  const { owner, companyId } = await f.company(`Компания ${path}`);
  const employeeId = await f.employee(companyId);
  const hook = await rest(app, 'POST', `/api/companies/${companyId}/webhooks`, {
    user: owner,
    body: { url: `${base}${path}`, events: ['ledger.record.created'] },
  });
  expect(hook.status, JSON.stringify(hook.body)).toBe(201);
  const deliveries = () =>
    db
      .query(`select status from webhook_deliveries where webhook_id = $1 and event_type <> 'ping'`, [hook.body.id])
      .then((r) => r.rows);
  return { owner, companyId, employeeId, deliveries };
}

describe('events committed where nothing dispatches them', () => {
  it(
    'loses none when the process is killed right after the commit: the next processes deliver it once, by its id',
    { timeout: 90_000 },
    async () => {
      const { owner, companyId, employeeId, deliveries } = await hookFor('/restart');

      const dying = await replica({ WEBHOOK_WORKERS: '0' });
      const booked = await fetch(`${dying.url}/api/bonuses-penalties`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...owner.headers },
        body: JSON.stringify({
          companyId,
          employeeId,
          type: 'bonus',
          amount: '90',
          reason: 'Падение',
          appliedDate: '2026-11-02',
        }),
      });
      expect(booked.status).toBe(201);
      const exited = new Promise((resolve) => dying.child.once('exit', resolve));
      dying.child.kill('SIGKILL');
      await exited;

      const { rows: events } = await db.query(
        'select id, dispatched_at from events where company_id = $1 and type = $2',
        [companyId, 'ledger.record.created'],
      );
      expect(events).toEqual([{ id: expect.any(String), dispatched_at: null }]);
      const eventId = events[0].id as string;
      expect(await deliveries()).toEqual([]);

      // Two replicas start at once: each sweeps what was left; the event goes out once.
      await workingReplicas();
      await until(async () => (await deliveries())[0]?.status === 'delivered', 'the delivery', 30_000);
      expect(await deliveries()).toEqual([{ status: 'delivered' }]);
      expect(sink.at('/restart').map((h) => h.headers['x-staffpay-event-id'])).toEqual([eventId]);
      expect(JSON.parse(sink.at('/restart')[0]!.body)).toMatchObject({ id: eventId, type: 'ledger.record.created' });
      const { rows: after } = await db.query('select dispatched_at from events where id = $1', [eventId]);
      expect(after[0].dispatched_at).not.toBeNull();
    },
  );

  it(
    'is dispatched by the running replicas when a request-only replica commits it (NOTIFY)',
    { timeout: 90_000 },
    async () => {
      await workingReplicas();
      const { owner, companyId, employeeId, deliveries } = await hookFor('/notified');
      // Booked through the test's replica, which runs no workers: only the others can deliver it.
      const booked = await rest(app, 'POST', '/api/bonuses-penalties', {
        user: owner,
        body: { companyId, employeeId, type: 'bonus', amount: '15', reason: 'Оповещение', appliedDate: '2026-11-02' },
      });
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      await until(async () => (await deliveries())[0]?.status === 'delivered', 'the delivery', 30_000);
      expect(await deliveries()).toEqual([{ status: 'delivered' }]);
      const { rows } = await db.query('select id from events where company_id = $1', [companyId]);
      expect(sink.at('/notified').map((h) => h.headers['x-staffpay-event-id'])).toEqual([rows[0].id]);
    },
  );
});
