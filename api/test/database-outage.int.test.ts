import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, type TestApp, startTestApp } from './harness';
import { connect, fixtures } from './support/staff.fixtures';

/**
 * "No 500 when the database blinks": the API reaches PostgreSQL through a TCP proxy this test
 * controls. Under a steady booking load the proxy drops every connection and refuses new ones for
 * a while: meanwhile requests answer 503 with Retry-After and the Russian message (never 500);
 * afterwards everything resumes by itself, and every acknowledged booking is stored exactly once.
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

beforeAll(async () => {
  await proxy.listen();
  app = await startTestApp({}, { databaseUrl: (url) => url.replace('127.0.0.1:5432', `127.0.0.1:${proxy.port}`) });
  db = await connect(app);
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a database outage', () => {
  it(
    'answers 503 meanwhile, never 500, loses or doubles no acknowledged booking, and resumes by itself',
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

      const answers: { reason: string; status: number }[] = [];
      let booking = true;
      const load = (async () => {
        for (let i = 0; booking; i++) {
          const reason = `Смена ${i}`;
          const res = await rest(app, 'POST', '/api/bonuses-penalties', {
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
          answers.push({ reason, status: res.status });
          await pause(30);
        }
      })();

      await pause(300);
      await proxy.cut();
      try {
        const read = await rest(app, 'GET', `/api/employees?companyId=${companyId}`, { user: owner });
        expect(read.status).toBe(503);
        expect(read.headers.get('retry-after')).toBe('5');
        expect(read.body.message).toBe('База данных временно недоступна. Повторите через несколько секунд');
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
        expect((await rest(app, 'GET', '/api/health')).status).toBe(503);
        await pause(800);
      } finally {
        await proxy.listen();
      }
      await expect
        .poll(async () => (await rest(app, 'GET', `/api/employees?companyId=${companyId}`, { user: owner })).status, {
          timeout: 15_000,
        })
        .toBe(200);
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
    },
  );
});
