import type pg from 'pg';
import { SYNC_MESSAGES } from '@staffpay/schema/sync/sync.schemas';
import { PRESETS } from '@staffpay/schema/auth/policy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteExpiredTombstones } from '../src/modules/outbox';
import { dataAsSeenBy } from '../src/modules/webhooks/webhook-recording';
import { gql, rest, startTestApp, type TestApp, type TestUser } from './harness';
import { connect, fixtures } from './support/staff.fixtures';

/**
 * The change feed (docs/integrations.md, "Changed since"): every synced type answers createdAt and
 * updatedAt; `updatedSince` answers exactly the rows changed since, oldest change first, paged by a
 * stable cursor; a change of what a row shows from another record moves it too; deletions, cascades
 * included, stay as tombstones for the retention period, shown only to who may read the type.
 */
let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;

beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_WORKERS: '0' });
  db = await connect(app);
  f = fixtures(app, db);
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const EPOCH = '2000-01-01T00:00:00Z';
const DAY = '2026-11-10';

/** A company with one of each synced type, made through the API. */
async function staffed(name: string) {
  const { owner, companyId } = await f.company(name);
  const ok = <T extends { status: number; body: any }>(res: T, status = 201) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  };
  const branch = ok(
    await rest(app, 'POST', '/api/branches', { user: owner, body: { companyId, name: 'Центр', city: 'Бишкек' } }),
  );
  const department = ok(
    await rest(app, 'POST', '/api/departments', {
      user: owner,
      body: { companyId, name: 'Склад', branchId: branch.id },
    }),
  );
  const employee = ok(
    await rest(app, 'POST', '/api/employees', {
      user: owner,
      body: {
        companyId,
        firstName: 'Анна',
        lastName: 'Иванова',
        phone: '+996 555 010 203',
        departmentIds: [department.id],
        branchIds: [branch.id],
      },
    }),
  );
  const ledger = ok(
    await rest(app, 'POST', '/api/bonuses-penalties', {
      user: owner,
      body: { companyId, employeeId: employee.id, type: 'bonus', amount: '700', reason: 'План', appliedDate: DAY },
    }),
  );
  const performance = ok(
    await rest(app, 'POST', '/api/employee-performance', {
      user: owner,
      body: {
        companyId,
        employeeId: employee.id,
        startDate: '2026-11-01',
        endDate: DAY,
        ordersCount: 3,
        employeeProfit: '1500',
      },
    }),
  ).record;
  const fix = ok(
    await rest(app, 'POST', '/api/fix-employee-rules', {
      user: owner,
      body: { companyId, employeeId: employee.id, startDate: '2026-10-01', endDate: '2026-10-31', employeeProfit: '0' },
    }),
  );
  return { owner, companyId, branch, department, employee, ledger, performance, fix };
}

type Staffed = Awaited<ReturnType<typeof staffed>>;

const updatedAtOf = async (table: string, id: number): Promise<Date> =>
  (await db.query(`select updated_at from ${table} where id = $1`, [id])).rows[0].updated_at as Date;

/** Sets a row's stamp to a known instant, for order and tie checks (the trigger keeps a stamp a statement sets). */
const stamp = (table: string, id: number, at: string) =>
  db.query(`update ${table} set updated_at = $2 where id = $1`, [id, at]);

const REST_LISTS = {
  employees: (c: number) => `/api/employees?companyId=${c}`,
  departments: (c: number) => `/api/departments?companyId=${c}`,
  branches: (c: number) => `/api/branches?companyId=${c}`,
  ledger_records: (c: number) => `/api/bonuses-penalties?companyId=${c}`,
  performance_records: (c: number) => `/api/employee-performance?companyId=${c}`,
  payroll_fixes: (c: number) => `/api/payroll-fixes?companyId=${c}`,
};

const CONNECTIONS = `query Feed($companyId: Int!, $since: DateTimeISO, $first: Int, $after: String) {
  employees(companyId: $companyId, updatedSince: $since, first: $first, after: $after) {
    edges { cursor node { id createdAt updatedAt } } pageInfo { hasNextPage endCursor } totalCount }
  ledgerRecordsConnection(companyId: $companyId, updatedSince: $since, first: $first, after: $after) {
    edges { cursor node { id createdAt updatedAt } } pageInfo { hasNextPage endCursor } totalCount }
  performanceRecordsConnection(companyId: $companyId, updatedSince: $since, first: $first, after: $after) {
    edges { cursor node { id createdAt updatedAt } } pageInfo { hasNextPage endCursor } totalCount }
  payrollFixesConnection(companyId: $companyId, updatedSince: $since, first: $first, after: $after) {
    edges { cursor node { id createdAt updatedAt } } pageInfo { hasNextPage endCursor } totalCount }
  departments(companyId: $companyId, updatedSince: $since) { id createdAt updatedAt }
  branches(companyId: $companyId, updatedSince: $since) { id createdAt updatedAt }
}`;

describe('timestamps', () => {
  let c: Staffed;
  beforeAll(async () => {
    c = await staffed('Метки времени');
  });

  it('every synced type answers createdAt and updatedAt over REST, as its row holds them', async () => {
    const ids = {
      employees: c.employee.id,
      departments: c.department.id,
      branches: c.branch.id,
      ledger_records: c.ledger.id,
      performance_records: c.performance.id,
      payroll_fixes: c.fix.id,
    };
    for (const [table, path] of Object.entries(REST_LISTS)) {
      const res = await rest(app, 'GET', `${path(c.companyId)}&updatedSince=${EPOCH}`, { user: c.owner });
      expect(res.status, `${table}: ${JSON.stringify(res.body)}`).toBe(200);
      const row = (res.body as any[]).find((r) => r.id === ids[table as keyof typeof ids]);
      expect(row, table).toMatchObject({
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      expect(row.updatedAt, table).toBe((await updatedAtOf(table, row.id)).toISOString());
    }
  });

  it('and over GraphQL', async () => {
    const res = await gql(app, CONNECTIONS, { companyId: c.companyId, since: EPOCH }, c.owner);
    expect(res.errors).toBeUndefined();
    const d = res.data;
    const nodes = [
      ...d.employees.edges,
      ...d.ledgerRecordsConnection.edges,
      ...d.performanceRecordsConnection.edges,
      ...d.payrollFixesConnection.edges,
    ].map((e: any) => e.node);
    for (const node of [...nodes, ...d.departments, ...d.branches]) {
      expect(node).toMatchObject({ createdAt: expect.stringMatching(ISO), updatedAt: expect.stringMatching(ISO) });
    }
    expect(d.performanceRecordsConnection.totalCount).toBe(1);
    expect(d.payrollFixesConnection.totalCount).toBe(1);
  });

  it('refuses an updatedSince that is not an ISO 8601 instant with a 400 in Russian', async () => {
    for (const path of Object.values(REST_LISTS)) {
      const res = await rest(app, 'GET', `${path(c.companyId)}&updatedSince=вчера`, { user: c.owner });
      expect(res.status, path(c.companyId)).toBe(400);
      expect(res.body.message).toBe(SYNC_MESSAGES.badInstant);
    }
    const bad = await gql(app, CONNECTIONS, { companyId: c.companyId, since: '2026-13-45' }, c.owner);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('updatedSince', () => {
  it('answers exactly the rows changed since, by (updatedAt, id), paged with a stable cursor', async () => {
    const { owner, companyId } = await f.company('Изменённые');
    const employeeId = await f.employee(companyId);
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await rest(app, 'POST', '/api/bonuses-penalties', {
        user: owner,
        body: { companyId, employeeId, type: 'bonus', amount: '100', reason: `№${i}`, appliedDate: DAY },
      });
      ids.push(res.body.id);
    }
    // Two untouched before the mark; four after it, two of them sharing a stamp (the id breaks the tie).
    await stamp('ledger_records', ids[0]!, '2026-11-01T00:00:00Z');
    await stamp('ledger_records', ids[1]!, '2026-11-01T00:00:00Z');
    await stamp('ledger_records', ids[5]!, '2026-11-02T10:00:00.001Z');
    await stamp('ledger_records', ids[2]!, '2026-11-02T10:00:00.002Z');
    await stamp('ledger_records', ids[4]!, '2026-11-02T10:00:00.002Z');
    await stamp('ledger_records', ids[3]!, '2026-11-02T10:00:00.003Z');
    const expected = [ids[5], ids[2], ids[4], ids[3]];

    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page += 1) {
      const res: any = await gql(
        app,
        `query($c: Int!, $s: DateTimeISO, $a: String) {
          ledgerRecordsConnection(companyId: $c, updatedSince: $s, first: 2, after: $a) {
            edges { node { id updatedAt } } pageInfo { hasNextPage endCursor } totalCount } }`,
        { c: companyId, s: '2026-11-02T10:00:00.001Z', a: after },
        owner,
      );
      expect(res.errors).toBeUndefined();
      const conn = res.data.ledgerRecordsConnection;
      expect(conn.totalCount).toBe(4);
      seen.push(...conn.edges.map((e: any) => e.node.id));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toEqual(expected);

    const plain = await rest(
      app,
      'GET',
      `/api/bonuses-penalties?companyId=${companyId}&updatedSince=2026-11-02T10:00:00.001Z`,
      {
        user: owner,
      },
    );
    expect(plain.body.map((r: any) => r.id)).toEqual(expected);

    // A cursor of the list's own order is not one of the change order's.
    const own: any = await gql(
      app,
      `query($c: Int!) { ledgerRecordsConnection(companyId: $c, first: 1) { pageInfo { endCursor } } }`,
      { c: companyId },
      owner,
    );
    const mixed = await gql(
      app,
      `query($c: Int!, $a: String) { ledgerRecordsConnection(companyId: $c, updatedSince: "${EPOCH}", after: $a) { totalCount } }`,
      { c: companyId, a: own.data.ledgerRecordsConnection.pageInfo.endCursor },
      owner,
    );
    expect(mixed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('pages employees, performance records and fixes in the change order too', async () => {
    const c = await staffed('Изменённые сотрудники');
    const more = [await f.employee(c.companyId), await f.employee(c.companyId), await f.employee(c.companyId)];
    await stamp('employees', c.employee.id, '2026-11-01T00:00:00Z');
    await stamp('employees', more[0]!, '2026-11-03T00:00:00Z');
    await stamp('employees', more[1]!, '2026-11-02T00:00:00Z');
    await stamp('employees', more[2]!, '2026-11-02T00:00:00Z');
    const seen: number[] = [];
    let after: string | null = null;
    do {
      const res: any = await gql(
        app,
        `query($c: Int!, $a: String) { employees(companyId: $c, updatedSince: "2026-11-02T00:00:00Z", first: 1, after: $a) {
          edges { node { id } } pageInfo { hasNextPage endCursor } totalCount } }`,
        { c: c.companyId, a: after },
        c.owner,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.employees.totalCount).toBe(3);
      seen.push(...res.data.employees.edges.map((e: any) => e.node.id));
      after = res.data.employees.pageInfo.hasNextPage ? res.data.employees.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual([Math.min(more[1]!, more[2]!), Math.max(more[1]!, more[2]!), more[0]]);

    await stamp('performance_records', c.performance.id, '2026-11-01T00:00:00Z');
    await stamp('payroll_fixes', c.fix.id, '2026-11-05T00:00:00Z');
    const since = '2026-11-02T00:00:00Z';
    const perf = await rest(app, 'GET', `/api/employee-performance?companyId=${c.companyId}&updatedSince=${since}`, {
      user: c.owner,
    });
    expect(perf.body).toEqual([]);
    const fixes = await rest(app, 'GET', `/api/payroll-fixes?companyId=${c.companyId}&updatedSince=${since}`, {
      user: c.owner,
    });
    expect(fixes.body.map((x: any) => x.id)).toEqual([c.fix.id]);
  });

  it('keeps each list’s own order without it', async () => {
    const { owner, companyId } = await f.company('Без отметки');
    await f.employee(companyId, { firstName: 'Я', lastName: 'Яковлев' });
    await f.employee(companyId, { firstName: 'А', lastName: 'Абрамов' });
    const res = await rest(app, 'GET', `/api/employees?companyId=${companyId}`, { user: owner });
    expect(res.body.map((e: any) => e.lastName)).toEqual(['Абрамов', 'Яковлев']);
  });
});

describe('a change of what a row shows from another record moves its updatedAt', () => {
  let c: Staffed;
  const OLD = '2026-01-01T00:00:00.000Z';
  beforeAll(async () => {
    c = await staffed('Косвенные');
  });
  const reset = async () => {
    for (const [table, id] of [
      ['employees', c.employee.id],
      ['departments', c.department.id],
      ['branches', c.branch.id],
      ['ledger_records', c.ledger.id],
      ['payroll_fixes', c.fix.id],
    ] as const) {
      await stamp(table, id, OLD);
    }
  };
  const moved = async (table: string, id: number) => (await updatedAtOf(table, id)).toISOString() !== OLD;

  it('a department renamed: its employees (departmentName)', async () => {
    await reset();
    const res = await rest(app, 'PUT', `/api/departments/${c.department.id}`, {
      user: c.owner,
      body: { companyId: c.companyId, name: 'Склад №2', branchId: c.branch.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await moved('employees', c.employee.id)).toBe(true);
    expect(await moved('ledger_records', c.ledger.id)).toBe(false);
  });

  it('a branch renamed: its employees and departments (branchName)', async () => {
    await reset();
    const res = await rest(app, 'PUT', `/api/branches/${c.branch.id}`, {
      user: c.owner,
      body: { companyId: c.companyId, name: 'Центр-2', city: 'Бишкек' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await moved('employees', c.employee.id)).toBe(true);
    expect(await moved('departments', c.department.id)).toBe(true);
  });

  it('an employee renamed: their ledger records (employeeName); moved out: the department’s and branch’s counts', async () => {
    const other = await rest(app, 'POST', '/api/departments', {
      user: c.owner,
      body: { companyId: c.companyId, name: 'Офис' },
    });
    await reset();
    const res = await rest(app, 'PUT', `/api/employees/${c.employee.id}`, {
      user: c.owner,
      body: { companyId: c.companyId, lastName: 'Петрова', departmentIds: [other.body.id], branchIds: [] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.updatedAt).toBe((await updatedAtOf('employees', c.employee.id)).toISOString());
    expect(await moved('ledger_records', c.ledger.id)).toBe(true);
    expect(await moved('departments', c.department.id)).toBe(true);
    expect(await moved('branches', c.branch.id)).toBe(true);
  });

  it('a performance record saved: its employee’s figures; a fix reopened: the fix', async () => {
    await reset();
    const saved = await rest(app, 'POST', '/api/employee-performance', {
      user: c.owner,
      body: {
        companyId: c.companyId,
        employeeId: c.employee.id,
        startDate: DAY,
        endDate: DAY,
        ordersCount: 1,
        employeeProfit: '10',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(await moved('employees', c.employee.id)).toBe(true);
    const reopened = await rest(app, 'POST', `/api/payroll-fixes/${c.fix.id}/reopen`, {
      user: c.owner,
      body: { companyId: c.companyId },
    });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(reopened.body.updatedAt).not.toBe(OLD);
    expect(await moved('payroll_fixes', c.fix.id)).toBe(true);
  });

  it('a native UPDATE that does not set it', async () => {
    await reset();
    await db.query(`update ledger_records set reason = 'Правка' where id = $1`, [c.ledger.id]);
    expect(await moved('ledger_records', c.ledger.id)).toBe(true);
  });
});

const DELETIONS = `query($c: Int!, $since: DateTimeISO, $types: [SyncedType!], $first: Int, $after: String) {
  deletions(companyId: $c, since: $since, types: $types, first: $first, after: $after) {
    edges { cursor node { type id deletedAt } } pageInfo { hasNextPage endCursor } totalCount } }`;

/** A branch no department uses, so it may be deleted. */
const freeBranch = async (c: Staffed): Promise<number> => {
  const res = await rest(app, 'POST', '/api/branches', {
    user: c.owner,
    body: { companyId: c.companyId, name: 'Пустой', city: 'Ош' },
  });
  return res.body.id;
};

const tombstonesOf = async (user: TestUser, companyId: number, query = '') => {
  const res = await rest(app, 'GET', `/api/companies/${companyId}/deletions${query}`, { user });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.edges as any[]).map((e) => `${e.node.type}:${e.node.id}`);
};

describe('tombstones', () => {
  it('keeps every deletion, an employee’s cascades included, in the order they happened', async () => {
    const c = await staffed('Удаления');
    const del = async (path: string) => {
      const res = await rest(app, 'DELETE', `${path}?companyId=${c.companyId}`, { user: c.owner });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
    };
    await del(`/api/bonuses-penalties/${c.ledger.id}`);
    const second = await rest(app, 'POST', '/api/bonuses-penalties', {
      user: c.owner,
      body: {
        companyId: c.companyId,
        employeeId: c.employee.id,
        type: 'penalty',
        amount: '50',
        reason: 'Опоздание',
        appliedDate: DAY,
      },
    });
    const own = await rest(app, 'POST', '/api/employee-performance', {
      user: c.owner,
      body: {
        companyId: c.companyId,
        employeeId: c.employee.id,
        startDate: DAY,
        endDate: DAY,
        ordersCount: 1,
        employeeProfit: '5',
      },
    });
    await del(`/api/employee-performance/${own.body.record.id}`);
    await del(`/api/employees/${c.employee.id}`);
    await del(`/api/departments/${c.department.id}`);
    await del(`/api/branches/${c.branch.id}`);

    const all = await tombstonesOf(c.owner, c.companyId);
    expect(all.slice(0, 2)).toEqual([`ledger_record:${c.ledger.id}`, `performance_record:${own.body.record.id}`]);
    // The employee with their cascade (remaining records and fix), in the deleting statement's order.
    expect(new Set(all.slice(2, -2))).toEqual(
      new Set([
        `employee:${c.employee.id}`,
        `ledger_record:${second.body.id}`,
        `performance_record:${c.performance.id}`,
        `payroll_fix:${c.fix.id}`,
      ]),
    );
    expect(all.slice(-2)).toEqual([`department:${c.department.id}`, `branch:${c.branch.id}`]);

    const gqlAll: any = await gql(app, DELETIONS, { c: c.companyId, first: 3 }, c.owner);
    expect(gqlAll.data.deletions.totalCount).toBe(all.length);
    const next: any = await gql(
      app,
      DELETIONS,
      { c: c.companyId, after: gqlAll.data.deletions.pageInfo.endCursor },
      c.owner,
    );
    const paged = [...gqlAll.data.deletions.edges, ...next.data.deletions.edges].map(
      (e: any) => `${e.node.type}:${e.node.id}`,
    );
    expect(paged).toEqual(all);
    expect(await tombstonesOf(c.owner, c.companyId, '?types=branch,department')).toEqual([
      `department:${c.department.id}`,
      `branch:${c.branch.id}`,
    ]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(await tombstonesOf(c.owner, c.companyId, `?since=${future}`)).toEqual([]);
  });

  it('shows each type only to who may read it; another company’s id answers 404', async () => {
    const c = await staffed('Права на удаления');
    await rest(app, 'DELETE', `/api/bonuses-penalties/${c.ledger.id}?companyId=${c.companyId}`, { user: c.owner });
    const branch = await freeBranch(c);
    const gone = await rest(app, 'DELETE', `/api/branches/${branch}?companyId=${c.companyId}`, { user: c.owner });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    const employee = await f.member(c.companyId, 'employee');
    expect(await tombstonesOf(employee, c.companyId)).toEqual([]);
    const refused = await rest(app, 'GET', `/api/companies/${c.companyId}/deletions?types=ledger_record`, {
      user: employee,
    });
    expect(refused.status).toBe(403);

    const token = await rest(app, 'POST', `/api/companies/${c.companyId}/api-tokens`, {
      user: c.owner,
      body: { name: 'ERP', scopes: ['staff:read'] },
    });
    expect(token.status, JSON.stringify(token.body)).toBe(201);
    const asToken = { headers: { authorization: `Bearer ${token.body.token}` } } as TestUser;
    expect(await tombstonesOf(asToken, c.companyId, '?types=branch')).toEqual([`branch:${branch}`]);
    // Without types a token needs every type's scope: never fewer records than it asked for.
    const narrow = await rest(app, 'GET', `/api/companies/${c.companyId}/deletions`, { user: asToken });
    expect(narrow.status).toBe(403);

    const other = await f.company('Чужая');
    const foreign = await rest(app, 'GET', `/api/companies/${c.companyId}/deletions`, { user: other.owner });
    expect(foreign.status).toBe(404);
    const foreignGql = await gql(app, DELETIONS, { c: c.companyId }, other.owner);
    expect(foreignGql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await rest(app, 'GET', `/api/companies/${c.companyId}/deletions?types=salary`, { user: c.owner });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(SYNC_MESSAGES.badType);
  });

  it('leaves none when the whole company goes', async () => {
    const c = await staffed('Удаляемая');
    // Every cascade at once: a managed department, placements, records, a fix.
    await db.query('update departments set manager_id = $1 where id = $2', [c.employee.id, c.department.id]);
    const res = await rest(app, 'DELETE', `/api/companies/${c.companyId}`, { user: c.owner });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    expect((await db.query('select 1 from companies where id = $1', [c.companyId])).rows).toEqual([]);
    expect((await db.query('select 1 from tombstones where company_id = $1', [c.companyId])).rows).toEqual([]);
  });

  it('are deleted after the retention period, and only those', async () => {
    const c = await staffed('Срок удалений');
    await rest(app, 'DELETE', `/api/bonuses-penalties/${c.ledger.id}?companyId=${c.companyId}`, { user: c.owner });
    const branch = await freeBranch(c);
    const gone = await rest(app, 'DELETE', `/api/branches/${branch}?companyId=${c.companyId}`, { user: c.owner });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    await db.query(
      `update tombstones set deleted_at = now() - interval '31 days' where company_id = $1 and type = 'ledger_record'`,
      [c.companyId],
    );
    await deleteExpiredTombstones(app.server.deps.orm.em.fork(), 30);
    expect(await tombstonesOf(c.owner, c.companyId)).toEqual([`branch:${branch}`]);
  });
});

describe('performance records’ stored events', () => {
  it('are written with the change, and hide orders and profit from a webhook whose creator may not see them', async () => {
    const c = await staffed('События показателей');
    const updated = await rest(app, 'PUT', `/api/employee-performance/${c.performance.id}`, {
      user: c.owner,
      body: {
        companyId: c.companyId,
        employeeId: c.employee.id,
        startDate: '2026-11-01',
        endDate: DAY,
        ordersCount: 4,
        employeeProfit: '2000',
      },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    await rest(app, 'DELETE', `/api/employee-performance/${c.performance.id}?companyId=${c.companyId}`, {
      user: c.owner,
    });
    const { rows } = await db.query(
      `select type, payload from events where company_id = $1 and type like 'performance.%' order by seq`,
      [c.companyId],
    );
    expect(rows.map((r) => r.type)).toEqual([
      'performance.record.created',
      'performance.record.updated',
      'performance.record.deleted',
    ]);
    expect(rows[1].payload, JSON.stringify(rows[1].payload)).toMatchObject({ id: c.performance.id, ordersCount: 4 });

    const withoutProfit = new Set([...PRESETS.manager].filter((k) => k !== 'salaries.field.profit'));
    const seen = dataAsSeenBy('performance.record.updated', rows[1].payload, {
      userId: 1,
      permissions: withoutProfit,
      person: true,
    }) as Record<string, unknown>;
    expect(seen).toMatchObject({ id: c.performance.id, ordersCount: null, employeeProfit: null });
    expect(
      dataAsSeenBy('performance.record.updated', rows[1].payload, {
        userId: 1,
        permissions: PRESETS.owner,
        person: true,
      }),
    ).toMatchObject({ ordersCount: 4 });
  });
});
