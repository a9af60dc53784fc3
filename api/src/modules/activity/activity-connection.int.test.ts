import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let companyId: number;
let outsider: TestUser;

const PAGE = `query ($companyId: Int!, $first: Int, $after: String) {
  activityLogsConnection(companyId: $companyId, first: $first, after: $after) {
    edges { cursor node { id } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

async function pages(user: TestUser, first: number) {
  const seen: { id: number }[] = [];
  const totals = new Set<number>();
  let after: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const res: { data?: any; errors?: unknown } = await gql(app, PAGE, { companyId, first, after }, user);
    expect(res.errors).toBeUndefined();
    const c: Page = res.data.activityLogsConnection;
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
  await db.query('delete from activity_logs where company_id = $1', [companyId]);
  // 19 entries: several share a timestamp (microseconds included), so the id breaks the tie.
  for (let i = 0; i < 19; i += 1) {
    await db.query(
      `insert into activity_logs (company_id, actor_user_id, entity_type, entity_id, action, after, created_at)
       values ($1, $2, 'employee', $3, 'updated', $4, timestamptz '2026-10-10 10:00:00.123456+00' + ($5 || ' microseconds')::interval)`,
      [companyId, owner.user.id, i, JSON.stringify({ id: i, phone: '+70000000000' }), String(i % 4)],
    );
  }
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

describe('activityLogsConnection', () => {
  it('pages forward through the whole log, newest first, as the list answers it', async () => {
    const list = await gql(
      app,
      `query ($c: Int!) { activityLogs(companyId: $c, first: 200) { id } }`,
      { c: companyId },
      owner,
    );
    const all = list.data.activityLogs.map((a: any) => a.id);
    expect(all).toHaveLength(19);
    const { seen, totals } = await pages(owner, 4);
    expect(seen.map((a) => a.id)).toEqual(all);
    expect(totals).toEqual([19]);
  });

  it('refuses a forged cursor', async () => {
    const after = Buffer.from('["2026-10-10T99:00:00.000000",1]').toString('base64url');
    expect((await gql(app, PAGE, { companyId, after }, owner)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a member of another company (NOT_FOUND)', async () => {
    const res = await gql(app, PAGE, { companyId }, outsider);
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
