import { createServer } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { gql, rest, type TestApp, startTestApp } from './harness';
import { connect, fixtures } from './support/staff.fixtures';
import { collect, retryingClient, wsClient } from './subscribe';

/**
 * "No 500 when the database blinks": the API reaches PostgreSQL through a TCP proxy this test
 * controls. Under a steady booking load the proxy drops every connection and refuses new ones for
 * a while: meanwhile requests answer 503 with Retry-After and the Russian message (never 500),
 * /api/health says the database is down, and a subscription opened before stays open; afterwards
 * everything resumes by itself: every acknowledged booking is stored exactly once and reaches the
 * subscriber, and a client that tried to connect meanwhile is subscribed by its own retries.
 */
function tcpProxy(targetPort: number) {
  const open = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  return {
    get port() {
      return port;
    },
    listen: () =>
      new Promise<void>((resolve) => {
        server = net.createServer((client) => {
          const upstream = net.connect(targetPort, '127.0.0.1');
          for (const s of [client, upstream]) {
            open.add(s);
            s.on('error', () => undefined);
            s.on('close', () => open.delete(s));
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, '127.0.0.1', () => {
          port = (server!.address() as AddressInfo).port;
          resolve();
        });
      }),
    /** Every connection dropped and new ones refused; resolves once the listener is gone. */
    async cut() {
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const s of open) s.destroy();
      await closed;
    },
  };
}

let app: TestApp;
let db: pg.Client;
const proxy = tcpProxy(5432);
const logLines: string[] = [];

beforeAll(async () => {
  await proxy.listen();
  app = await startTestApp(
    { ALLOW_PRIVATE_ENDPOINTS: 'true' },
    {
      databaseUrl: (url) => url.replace('127.0.0.1:5432', `127.0.0.1:${proxy.port}`),
      logStream: { write: (line: string) => void logLines.push(line) },
    },
  );
  db = await connect(app);
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

/** How long PostgreSQL stays unreachable under the booking load. */
const OUTAGE_MS = 5000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PAY = 'subscription ($c: Int!) { payChanged(companyId: $c) { source action id } }';
const UNAVAILABLE = 'База данных временно недоступна. Повторите через несколько секунд';

type Pay = { payChanged: { id: number } };
const ids = (sub: { data: Pay[] }) => sub.data.map((d) => d.payChanged.id);

describe('a database outage', () => {
  it(
    'answers 503 meanwhile, never 500, loses or doubles no acknowledged booking, keeps subscriptions and resumes by itself',
    { timeout: 60_000 },
    async () => {
      const f = fixtures(app, db);
      const { owner, companyId } = await f.company('Перебои', { timezone: 'UTC' });
      const department = (
        await rest(app, 'POST', '/api/departments', { user: owner, body: { companyId, name: 'Цех' } })
      ).body.id;
      const employeeId = (
        await rest(app, 'POST', '/api/employees', {
          user: owner,
          body: {
            companyId,
            firstName: 'Ильяс',
            lastName: 'Омуров',
            phone: '+996 555 010 203',
            departmentIds: [department],
          },
        })
      ).body.id;
      const book = (reason: string) =>
        rest(app, 'POST', '/api/bonuses-penalties', {
          user: owner,
          body: {
            companyId,
            employeeId,
            type: 'bonus',
            amount: '10',
            reason,
            appliedDate: new Date().toISOString().slice(0, 10),
          },
        });

      // A live screen subscribed before the outage; its first event proves it is in place.
      const socket = wsClient(app.url, { token: owner.token });
      onTestFinished(() => socket.close());
      const socketClosed: { code?: number } = {};
      socket.client.on('closed', (e) => (socketClosed.code = (e as { code: number }).code));
      const live = collect<Pay>(socket.client, PAY, { c: companyId });
      // Booked until one is heard: then the subscription is surely registered.
      let warmUp = 0;
      await expect
        .poll(async () => (await book(`Перед сменами ${warmUp++}`)).status === 201 && live.data.length > 0)
        .toBe(true);

      const answers: { reason: string; status: number; id?: number }[] = [];
      let booking = true;
      onTestFinished(() => void (booking = false));
      const load = (async () => {
        for (let i = 0; booking; i++) {
          const reason = `Смена ${i}`;
          // No answer at all (the API itself gone) counts as status 0, a failure below.
          const res = await book(reason).catch(() => ({ status: 0, body: null }));
          answers.push({ reason, status: res.status, id: res.body?.id });
          await pause(30);
        }
      })();

      await pause(300);
      await proxy.cut();
      const cutAt = Date.now();
      // A client (retrying as the web's does) that connects while the database is away.
      const late = retryingClient(app.url, owner.token);
      onTestFinished(() => late.client.dispose());
      let lateLive: ReturnType<typeof collect<Pay>> | undefined;
      try {
        const read = await rest(app, 'GET', `/api/employees?companyId=${companyId}`, { user: owner });
        expect(read.status).toBe(503);
        expect(read.headers.get('retry-after')).toBe('5');
        expect(read.body.message).toBe(UNAVAILABLE);
        const viaGql = await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...owner.headers },
          body: JSON.stringify({
            query: 'query($c:Int!){ departments(companyId:$c){ id } }',
            variables: { c: companyId },
          }),
        });
        expect(viaGql.status).toBe(503);
        const gqlBody = (await viaGql.json()) as { errors: { extensions: { code: string } }[] };
        expect(gqlBody.errors[0]!.extensions.code).toBe('SERVICE_UNAVAILABLE');
        const health = await rest(app, 'GET', '/api/health');
        expect(health.status).toBe(503);
        expect(health.body).toMatchObject({ status: 'error', database: 'error' });

        // Another subscription on the open socket is refused alone, with the 503's code and text.
        const refused = collect<Pay>(socket.client, PAY, { c: companyId });
        await expect.poll(() => refused.ended.errors, { timeout: 10_000 }).toBeDefined();
        expect(refused.ended.errors).toMatchObject([
          { message: UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } },
        ]);
        // The late client is told to try again later (1013, which graphql-ws clients retry), not 4500.
        lateLive = collect<Pay>(late.client, PAY, { c: companyId });
        await expect.poll(() => late.closeCodes.length, { timeout: 10_000 }).toBeGreaterThan(0);
        expect(late.closeCodes.filter((code) => code !== 1013)).toEqual([]);
        // Five seconds without the database, bookings arriving all along.
        await pause(Math.max(500, OUTAGE_MS - (Date.now() - cutAt)));
      } finally {
        await proxy.listen();
      }
      await expect
        .poll(async () => (await rest(app, 'GET', `/api/employees?companyId=${companyId}`, { user: owner })).status, {
          timeout: 15_000,
        })
        .toBe(200);
      const healthy = await rest(app, 'GET', '/api/health');
      expect(healthy.status).toBe(200);
      expect(healthy.body).toMatchObject({ status: 'ok', database: 'ok' });
      await pause(300);
      booking = false;
      await load;

      expect([...new Set(answers.map((a) => a.status))].filter((s) => s !== 201 && s !== 503)).toEqual([]);
      expect(answers.some((a) => a.status === 503)).toBe(true);
      expect(answers.at(-1)!.status).toBe(201);
      const stored = (
        await db.query('select reason, count(*)::int as n from ledger_records where company_id = $1 group by reason', [
          companyId,
        ])
      ).rows as { reason: string; n: number }[];
      const counts = new Map(stored.map((r) => [r.reason, r.n]));
      for (const a of answers.filter((x) => x.status === 201)) expect(counts.get(a.reason), a.reason).toBe(1);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(
        (await gql(app, 'query($c:Int!){ departments(companyId:$c){ id } }', { c: companyId }, owner)).errors,
      ).toBeUndefined();

      // The late client subscribed by itself: booked until it hears one (its retries take their time).
      const after: number[] = [];
      await expect
        .poll(
          async () => {
            const res = await book(`После смен ${after.length}`);
            expect(res.status).toBe(201);
            after.push(res.body.id as number);
            return ids(lateLive!).some((id) => after.includes(id));
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      // The socket opened before never closed, its subscription never ended, and every acknowledged
      // booking reached it exactly once.
      const acknowledged = [...answers.filter((a) => a.status === 201).map((a) => a.id!), ...after];
      await expect.poll(() => ids(live), { timeout: 10_000 }).toContain(after.at(-1));
      expect(socketClosed.code).toBeUndefined();
      expect(live.ended).toEqual({});
      expect(lateLive!.ended).toEqual({});
      for (const id of acknowledged) expect(ids(live).filter((x) => x === id)).toHaveLength(1);
    },
  );

  it(
    'delivers a change’s webhook event once, when the database is back after dropping right after the commit',
    { timeout: 60_000 },
    async () => {
      const heard: { id: string; type: string; data: { id: number } }[] = [];
      const receiver = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        req.on('end', () => {
          // The webhook's creation ping is not the change's event.
          const payload = JSON.parse(body) as (typeof heard)[number];
          if (payload.type !== 'ping') heard.push(payload);
          res.end('ok');
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      onTestFinished(() => void receiver.close());
      const f = fixtures(app, db);
      const { owner, companyId } = await f.company('Обрыв после записи', { timezone: 'UTC' });
      const employeeId = await f.employee(companyId);
      const hook = await rest(app, 'POST', `/api/companies/${companyId}/webhooks`, {
        user: owner,
        body: {
          url: `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/hook`,
          events: ['ledger.record.created'],
        },
      });
      expect(hook.status, JSON.stringify(hook.body)).toBe(201);

      // The connection drops the moment the booking is published: after its commit (its event's too),
      // before the event is dispatched.
      let armed = true;
      const failedDispatches = () => logLines.filter((l) => l.includes('webhook events not dispatched')).length;
      const failedBefore = failedDispatches();
      app.server.deps.events.onPublish((topic, scopeId) => {
        if (!armed || topic !== 'payChanged' || scopeId !== companyId) return;
        armed = false;
        void proxy.cut();
      });
      const booked = await rest(app, 'POST', '/api/bonuses-penalties', {
        user: owner,
        body: { companyId, employeeId, type: 'bonus', amount: '25', reason: 'Обрыв', appliedDate: '2026-11-02' },
      });
      expect(armed).toBe(false);
      // The dispatch right after the commit failed, and nothing in the process waits to try it
      // again: the event waits in its table (read here directly, not through the proxy) for as long
      // as the outage lasts, two minutes or two days, until the API's listener is connected again.
      expect(failedDispatches()).toBe(failedBefore + 1);
      const waiting = await db.query('select id, dispatched_at from events where company_id = $1', [companyId]);
      expect(waiting.rows).toEqual([{ id: expect.any(String), dispatched_at: null }]);
      await pause(1500);
      await proxy.listen();

      const stored = await db.query('select id from ledger_records where company_id = $1', [companyId]);
      expect(stored.rows).toHaveLength(1);
      const recordId = stored.rows[0].id as number;
      if (booked.status === 201) expect(booked.body.id).toBe(recordId);
      await expect.poll(() => heard.length, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(heard[0]).toMatchObject({ id: waiting.rows[0].id, type: 'ledger.record.created', data: { id: recordId } });
      const deliveries = await db.query(
        `select d.event_id, d.status from webhook_deliveries d join webhooks w on w.id = d.webhook_id
          where w.company_id = $1 and d.event_type <> 'ping'`,
        [companyId],
      );
      expect(deliveries.rows).toEqual([{ event_id: waiting.rows[0].id, status: expect.any(String) }]);
      expect(heard).toHaveLength(1);
    },
  );
});
