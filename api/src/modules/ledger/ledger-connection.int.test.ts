import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, type TestUser } from '../../../test/harness';
import { startLedgerKit, type LedgerKit } from '../../../test/support/ledger.int-kit';

let k: LedgerKit;
let owner: TestUser;
let companyId: number;
let outsider: TestUser;
let alice: number;

const PAGE = `query ($companyId: Int!, $first: Int, $after: String, $filter: LedgerFilterInput, $period: String) {
  ledgerRecordsConnection(companyId: $companyId, first: $first, after: $after, filter: $filter, period: $period) {
    edges { cursor node { id appliedDate employeeId } }
    pageInfo { hasNextPage endCursor }
    totalCount
  }
}`;

/** Every page of the connection, `first` at a time, following endCursor. */
async function pages(user: TestUser, variables: Record<string, unknown>, first: number) {
  const seen: { id: number; appliedDate: string }[] = [];
  const totals = new Set<number>();
  let after: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const res: { data?: any; errors?: unknown } = await gql(k.app, PAGE, { ...variables, first, after }, user);
    expect(res.errors).toBeUndefined();
    const c: Page = res.data.ledgerRecordsConnection;
    totals.add(c.totalCount);
    seen.push(...c.edges.map((e) => e.node));
    if (c.edges.length) expect(c.pageInfo.endCursor).toBe(c.edges.at(-1)?.cursor);
    if (!c.pageInfo.hasNextPage) return { seen, totals: [...totals], pages: page + 1 };
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
  k = await startLedgerKit();
  ({ owner, companyId } = await k.f.company('Ромашка'));
  ({ owner: outsider } = await k.f.company('Чужая'));
  alice = await k.f.employee(companyId, { firstName: 'Алиса', lastName: 'Иванова' });
  const bob = await k.f.employee(companyId, { firstName: 'Борис', lastName: 'Петров' });
  // 23 records, several on the same day, so the keyset's id tie-break is exercised.
  for (let i = 0; i < 23; i += 1) {
    await k.db.query(
      `insert into ledger_records (company_id, employee_id, type, amount, reason, applied_date, created_at, updated_at)
       values ($1, $2, 'bonus', 100, 'Премия', $3, now(), now())`,
      [companyId, i % 2 ? alice : bob, `2026-10-${String(10 + (i % 5)).padStart(2, '0')}`],
    );
  }
});
afterAll(() => k?.close());

describe('ledgerRecordsConnection', () => {
  it('pages forward through every record, newest first, as the list answers them', async () => {
    const list = await gql(k.app, `query ($c: Int!) { ledgerRecords(companyId: $c) { id } }`, { c: companyId }, owner);
    const all = list.data.ledgerRecords.map((r: any) => r.id);
    expect(all).toHaveLength(23);
    const { seen, totals, pages: count } = await pages(owner, { companyId }, 5);
    expect(seen.map((r) => r.id)).toEqual(all);
    expect(totals).toEqual([23]);
    expect(count).toBe(5);
    const keys = seen.map((r) => `${r.appliedDate}:${String(r.id).padStart(9, '0')}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('applies the filters to the pages and the total', async () => {
    const { seen, totals } = await pages(owner, { companyId, filter: { employeeId: alice } }, 4);
    expect(totals).toEqual([11]);
    expect(seen).toHaveLength(11);
    expect(new Set(seen.map((r: any) => r.employeeId))).toEqual(new Set([alice]));
    expect((await pages(owner, { companyId, period: '2026-09' }, 4)).seen).toEqual([]);
  });

  it('answers one page without a next one when everything fits, and an empty page for first: 0', async () => {
    const res = await gql(k.app, PAGE, { companyId, first: 200 }, owner);
    expect(res.data.ledgerRecordsConnection.edges).toHaveLength(23);
    expect(res.data.ledgerRecordsConnection.pageInfo.hasNextPage).toBe(false);
    const none = await gql(k.app, PAGE, { companyId, first: 0 }, owner);
    expect(none.data.ledgerRecordsConnection).toMatchObject({
      edges: [],
      pageInfo: { hasNextPage: true, endCursor: null },
      totalCount: 23,
    });
  });

  it('refuses a forged cursor and a negative first', async () => {
    for (const after of ['nope', Buffer.from('["2026-13-45",1]').toString('base64url')]) {
      const res = await gql(k.app, PAGE, { companyId, after }, owner);
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await gql(k.app, PAGE, { companyId, first: -1 }, owner)).errors?.[0].extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('refuses a member of another company (NOT_FOUND)', async () => {
    const res = await gql(k.app, PAGE, { companyId }, outsider);
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('shows an employee-role member only its own records', async () => {
    const member = await k.f.member(companyId, 'employee');
    const own = await k.f.employee(companyId, { firstName: 'Свой', lastName: 'Сотрудник', userId: member.user.id });
    await k.db.query(
      `insert into ledger_records (company_id, employee_id, type, amount, reason, applied_date, created_at, updated_at)
       values ($1, $2, 'bonus', 5, 'Своя', '2026-10-01', now(), now())`,
      [companyId, own],
    );
    const { seen, totals } = await pages(member, { companyId }, 2);
    expect(totals).toEqual([1]);
    expect(seen.map((r: any) => r.employeeId)).toEqual([own]);
  });
});
