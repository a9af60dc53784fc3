import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let companyId: number;
let outsider: TestUser;

const PAGE = `query ($companyId: Int!, $first: Int, $after: String, $unreadOnly: Boolean) {
  notificationsConnection(companyId: $companyId, first: $first, after: $after, unreadOnly: $unreadOnly) {
    edges { cursor node { id isRead } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

async function pages(user: TestUser, variables: Record<string, unknown>, first: number) {
  const seen: { id: number; isRead: boolean }[] = [];
  const totals = new Set<number>();
  let after: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const res: { data?: any; errors?: unknown } = await gql(app, PAGE, { ...variables, first, after }, user);
    expect(res.errors).toBeUndefined();
    const c: Page = res.data.notificationsConnection;
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
  for (let i = 0; i < 17; i += 1) {
    await db.query(
      `insert into notifications (company_id, user_id, type, title, message, is_read, created_at)
       values ($1, $2, 'bonus', 'Премия', 'Текст', $3, now())`,
      [companyId, owner.user.id, i % 3 === 0],
    );
  }
  // Another member's notifications are never the caller's.
  const other = await f.member(companyId, 'manager');
  await db.query(
    `insert into notifications (company_id, user_id, type, title, message, created_at)
     values ($1, $2, 'bonus', 'Чужое', 'Текст', now())`,
    [companyId, other.user.id],
  );
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

describe('notificationsConnection', () => {
  it('pages forward through the caller’s own notifications, newest first, as the list answers them', async () => {
    const list = await gql(
      app,
      `query ($c: Int!) { notifications(companyId: $c, first: 200) { id } }`,
      { c: companyId },
      owner,
    );
    const all = list.data.notifications.map((n: any) => n.id);
    expect(all).toHaveLength(17);
    const { seen, totals } = await pages(owner, { companyId }, 4);
    expect(seen.map((n) => n.id)).toEqual(all);
    expect(totals).toEqual([17]);
  });

  it('pages the unread ones only, with their total', async () => {
    const { seen, totals } = await pages(owner, { companyId, unreadOnly: true }, 5);
    expect(totals).toEqual([11]);
    expect(seen).toHaveLength(11);
    expect(seen.every((n) => !n.isRead)).toBe(true);
  });

  it('refuses a forged cursor', async () => {
    const after = Buffer.from('["x"]').toString('base64url');
    expect((await gql(app, PAGE, { companyId, after }, owner)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a member of another company (NOT_FOUND)', async () => {
    const res = await gql(app, PAGE, { companyId }, outsider);
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
