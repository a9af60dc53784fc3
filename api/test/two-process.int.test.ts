import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { initOrm } from '../src/app/orm';
import type { AppDeps } from '../src/shared/context';
import { openSession } from '../src/modules/accounts/session.service';
import { User } from '../src/modules/accounts/user.entity';
import { Company } from '../src/modules/companies/company.entity';
import { Membership } from '../src/modules/companies/membership.entity';
import { createTestDatabase, TEST_REDIS_URL } from './db';
import { startApi, type ApiProcess } from './processes';
import { wsClient } from './subscribe';

/**
 * Two real API processes (as in production: NODE_ENV=production, PostgreSQL, Redis) on one
 * database: a change made through one must reach a subscriber connected to the other.
 */
const SECRET = 'two-process-session-secret-0123';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let a: ApiProcess | undefined;
let b: ApiProcess | undefined;
let orm: MikroORM | undefined;
let headers: Record<string, string>;
let token: string;
/** A manager of the company on another account: told about what the owner books. */
let managerToken: string;
let companyId: number;

async function call(api: ApiProcess, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data?: any; errors?: unknown[] };
  expect(json.errors, JSON.stringify(json.errors)).toBeUndefined();
  return json.data;
}

const SUBSCRIPTION = 'subscription ($id: Int!) { companyChanged(companyId: $id) { kind companyId company { name } } }';
const RENAME = 'mutation ($id: Int!, $name: String!) { updateCompany(id: $id, input: { name: $name }) { id name } }';

/** Waits for this company's event with the given name (other test files may share the Redis channel names). */
async function eventNamed(sub: { next(ms?: number): Promise<any> }, name: string) {
  for (;;) {
    const msg = await sub.next(10_000);
    const event = msg?.data?.companyChanged;
    if (!event) throw new Error(`unexpected message: ${JSON.stringify(msg)}`);
    if (event.companyId === companyId && event.company?.name === name) return event;
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    REDIS_URL: TEST_REDIS_URL,
    SESSION_SECRET: SECRET,
    APP_URL: 'http://app.test',
    WEB_DIST: '/nonexistent',
    DATA_DIR: path.join(os.tmpdir(), `sp-two-${randomBytes(4).toString('hex')}`),
  };
  // Both start at once on an empty database: the migration lock makes them migrate one after the other.
  const started = await Promise.allSettled([startApi(env), startApi(env)]);
  [a, b] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason; // afterAll stops the one that did start

  orm = await initOrm(db.url, env.DATA_DIR);
  const em = orm.em.fork();
  const user = em.create(User, {
    firstName: 'Два',
    lastName: 'Процесса',
    email: `two-${randomBytes(3).toString('hex')}@example.test`,
    emailVerifiedAt: new Date(),
  });
  await em.flush();
  const deps = { config: { sessionSecret: SECRET } } as AppDeps;
  ({ token } = await openSession(em, deps, user, { ip: '127.0.0.1', userAgent: 'two-process test' }));
  headers = { authorization: `Bearer ${token}` };

  const created = await call(a!, 'mutation { createCompany(input: { name: "Общая" }) { id } }');
  companyId = created.createCompany.id;
  const manager = em.create(User, {
    firstName: 'Второй',
    lastName: 'Участник',
    email: `two-m-${randomBytes(3).toString('hex')}@example.test`,
    emailVerifiedAt: new Date(),
  });
  em.create(Membership, { user: manager, company: em.getReference(Company, companyId), role: 'manager' });
  await em.flush();
  ({ token: managerToken } = await openSession(em, deps, manager, { ip: '127.0.0.1', userAgent: 'two-process test' }));
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await orm?.close(true);
  await db?.drop();
});

describe('two API processes sharing PostgreSQL and Redis', () => {
  it('both serve the same data', async () => {
    const [fromA, fromB] = await Promise.all([a!, b!].map((api) => call(api, 'query { companies { id name } }')));
    expect(fromA.companies).toEqual([{ id: companyId, name: 'Общая' }]);
    expect(fromB.companies).toEqual(fromA.companies);
  });

  it('a mutation on process A reaches a subscriber on process B', async () => {
    const ws = wsClient(b!.url, { token });
    try {
      const sub = await ws.subscribe(SUBSCRIPTION, { id: companyId });
      await call(a!, RENAME, { id: companyId, name: 'Переименована на A' });
      const event = await eventNamed(sub, 'Переименована на A');
      expect(event).toEqual({ kind: 'updated', companyId, company: { name: 'Переименована на A' } });
    } finally {
      await ws.close();
    }
  });

  it('and the other way round, repeatedly', async () => {
    const ws = wsClient(a!.url, { token });
    try {
      const sub = await ws.subscribe(SUBSCRIPTION, { id: companyId });
      for (let i = 1; i <= 5; i++) {
        const name = `С процесса B №${i}`;
        await call(b!, RENAME, { id: companyId, name });
        expect((await eventNamed(sub, name)).kind).toBe('updated');
      }
    } finally {
      await ws.close();
    }
  });

  it('a bonus booked on A reaches B as a pay event, as the one changed card and as the manager’s unread count', async () => {
    const { createDepartment } = await call(
      a!,
      'mutation ($c: Int!) { createDepartment(companyId: $c, input: { name: "Продажи" }) { id } }',
      { c: companyId },
    );
    const { createEmployee } = await call(
      a!,
      'mutation ($c: Int!, $i: EmployeeInput!) { createEmployee(companyId: $c, input: $i) { id } }',
      {
        c: companyId,
        i: {
          firstName: 'Айгерим',
          lastName: 'Абаева',
          phone: '+1',
          role: 'employee',
          departmentIds: [createDepartment.id],
        },
      },
    );
    await call(
      a!,
      'mutation ($c: Int!, $i: SalaryRuleTemplateInput!) { createSalaryRuleTemplate(companyId: $c, input: $i) { id } }',
      {
        c: companyId,
        i: {
          templateName: 'Оклад',
          ruleType: 'fixed',
          value: '30000',
          appliesTo: { departments: [createDepartment.id] },
        },
      },
    );
    const ws = wsClient(b!.url, { token: managerToken });
    const wsCount = wsClient(b!.url, { token: managerToken });
    const wsCards = wsClient(b!.url, { token: managerToken });
    try {
      const cards = await wsCards.subscribe(
        'subscription ($c: Int!) { employeeCardsChanged(companyId: $c) { cards { id totalBonuses totalSalary } removedIds } }',
        { c: companyId },
      );
      const pay = await ws.subscribe(
        'subscription ($c: Int!) { payChanged(companyId: $c) { source action employeeIds } }',
        { c: companyId },
      );
      const count = await wsCount.subscribe('subscription ($c: Int!) { notificationCount(companyId: $c) { count } }', {
        c: companyId,
      });
      const start = (await count.next(10_000)).data.notificationCount.count as number;
      await call(
        a!,
        'mutation ($c: Int!, $i: LedgerRecordInput!) { createLedgerRecord(companyId: $c, input: $i) { id } }',
        { c: companyId, i: { employeeId: createEmployee.id, type: 'bonus', amount: '5000', reason: 'Премия' } },
      );
      expect((await pay.next(10_000)).data.payChanged).toMatchObject({
        source: 'ledger',
        employeeIds: [createEmployee.id],
      });
      expect((await cards.next(10_000)).data.employeeCardsChanged).toEqual({
        cards: [{ id: createEmployee.id, totalBonuses: '5000.00', totalSalary: '35000.00' }],
        removedIds: [],
      });
      for (;;) {
        const next = (await count.next(10_000)).data.notificationCount.count as number;
        if (next > start) {
          expect(next).toBe(start + 1);
          break;
        }
      }
    } finally {
      await Promise.all([ws.close(), wsCount.close(), wsCards.close()]);
    }
  });
});
