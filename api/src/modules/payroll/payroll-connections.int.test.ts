import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let companyId: number;
let outsider: TestUser;
let alice: number;

const PERFORMANCE = `query ($companyId: Int!, $first: Int, $after: String, $employeeId: Int, $period: String) {
  page: performanceRecordsConnection(companyId: $companyId, first: $first, after: $after, employeeId: $employeeId, period: $period) {
    edges { cursor node { id employeeId endDate } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;
const FIXES = `query ($companyId: Int!, $first: Int, $after: String, $employeeId: Int) {
  page: payrollFixesConnection(companyId: $companyId, first: $first, after: $after, employeeId: $employeeId) {
    edges { cursor node { id employeeId periodFrom } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

async function pages(query: string, user: TestUser, variables: Record<string, unknown>, first: number) {
  const seen: { id: number; employeeId: number }[] = [];
  const totals = new Set<number>();
  let after: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const res: { data?: any; errors?: unknown } = await gql(app, query, { ...variables, first, after }, user);
    expect(res.errors).toBeUndefined();
    const c: Page = res.data.page;
    totals.add(c.totalCount);
    seen.push(...c.edges.map((e) => e.node));
    if (!c.pageInfo.hasNextPage) return { seen, totals: [...totals] };
    after = c.pageInfo.endCursor;
  }
  throw new Error('no last page');
}

interface Page {
  edges: { cursor: string; node: any }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Ромашка'));
  ({ owner: outsider } = await f.company('Чужая'));
  alice = await f.employee(companyId, { firstName: 'Алиса', lastName: 'Иванова' });
  const bob = await f.employee(companyId, { firstName: 'Борис', lastName: 'Петров' });
  for (let i = 0; i < 14; i += 1) {
    const employee = i % 2 ? alice : bob;
    const day = String(1 + (i % 4) * 7).padStart(2, '0');
    await db.query(
      `insert into performance_records (company_id, employee_id, start_date, end_date, orders_count, employee_profit,
         bonus_rules, penalty_rules, created_at, updated_at)
       values ($1, $2, $3, $3, 1, 10, '[]', '[]', now(), now())`,
      [companyId, employee, `2026-10-${day}`],
    );
    await db.query(
      `insert into payroll_fixes (company_id, employee_id, period_from, period_to, snapshot, fixed_at)
       values ($1, $2, $3, $3, '{}', now())`,
      [companyId, employee, `2026-${String(1 + (i % 5)).padStart(2, '0')}-01`],
    );
  }
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

describe('performanceRecordsConnection', () => {
  it('pages forward through the period’s records, newest first, as the list answers them', async () => {
    const list = await gql(
      app,
      `query ($c: Int!) { performanceRecords(companyId: $c, period: "2026-10") { id } }`,
      { c: companyId },
      owner,
    );
    const all = list.data.performanceRecords.map((r: any) => r.id);
    expect(all).toHaveLength(14);
    const { seen, totals } = await pages(PERFORMANCE, owner, { companyId, period: '2026-10' }, 3);
    expect(seen.map((r) => r.id)).toEqual(all);
    expect(totals).toEqual([14]);
    const alone = await pages(PERFORMANCE, owner, { companyId, period: '2026-10', employeeId: alice }, 3);
    expect(alone.totals).toEqual([7]);
    expect(new Set(alone.seen.map((r) => r.employeeId))).toEqual(new Set([alice]));
  });

  it('refuses a member of another company (NOT_FOUND)', async () => {
    const res = await gql(app, PERFORMANCE, { companyId, period: '2026-10' }, outsider);
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('payrollFixesConnection', () => {
  it('pages forward through every fix, newest first, as the list answers them', async () => {
    const list = await gql(app, `query ($c: Int!) { payrollFixes(companyId: $c) { id } }`, { c: companyId }, owner);
    const all = list.data.payrollFixes.map((r: any) => r.id);
    expect(all).toHaveLength(14);
    const { seen, totals } = await pages(FIXES, owner, { companyId }, 4);
    expect(seen.map((r) => r.id)).toEqual(all);
    expect(totals).toEqual([14]);
  });

  it('refuses a forged cursor and a member of another company', async () => {
    const after = Buffer.from('["2026-02-30",1]').toString('base64url');
    expect((await gql(app, FIXES, { companyId, after }, owner)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const res = await gql(app, FIXES, { companyId }, outsider);
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
