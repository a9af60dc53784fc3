import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, signedInUser, type TestUser } from '../../../../test/harness';
import { form, startKit, type Kit } from '../../../../test/support/employees.int-kit';

let kit: Kit;
let owner: TestUser;
let companyId: number;
let sales: number;
let stock: number;
let center: number;
/** Every employee of the company, as the REST list orders them. */
let all: { id: number; firstName: string; lastName: string }[];

const PEOPLE: [string, string, Record<string, unknown>][] = [
  ['Иван', 'Петров', { email: 'ivan.petrov@example.test', role: 'manager' }],
  ['Анна', 'Петрова', { status: 'vacation' }],
  ['Иван', 'Петров', { email: 'second@example.test' }],
  ['Пётр', 'Иванов', { role: 'verifier', branch: true }],
  ['Мария', 'Сидорова', { status: 'inactive', stock: true }],
  ['Олег (100%)', 'Абрамов', { email: 'boss_1@example.test', role: 'owner', branch: true }],
  ['Zoe', 'Adams', { stock: true }],
  ['Ёжик', 'Ёлкин', {}],
  ['Светлана', 'Иванова', { email: 'sveta@example.test', branch: true, stock: true }],
  ['Дмитрий', 'Яковлев', {}],
  ['Алексей', 'Петров', {}],
  ['Ирина', 'Кузнецова', { role: 'hr_manager' }],
  ['Шон', "О'Брайен", {}],
];

beforeAll(async () => {
  kit = await startKit();
  owner = await signedInUser(kit.app);
  companyId = await kit.company(owner);
  sales = await kit.department(companyId, 'Продажи');
  stock = await kit.department(companyId, 'Склад');
  center = await kit.branch(companyId, 'Центр');
  for (const [firstName, lastName, { branch, stock: inStock, ...rest_ }] of PEOPLE) {
    const body = form(inStock ? [stock] : [sales], {
      firstName,
      lastName,
      ...rest_,
      branchIds: branch ? [center] : [],
    });
    const res = await rest(kit.app, 'POST', '/api/employees', { user: owner, body: { companyId, ...body } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  all = (await rest(kit.app, 'GET', `/api/employees?companyId=${companyId}`, { user: owner })).body;
});
afterAll(() => kit?.close());

const PAGE = `query($c: Int!, $first: Int, $after: String, $filter: EmployeeFilter) {
  employees(companyId: $c, first: $first, after: $after, filter: $filter) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id firstName lastName email } }
  }
}`;
const page = (vars: Record<string, unknown>, user = owner) => gql(kit.app, PAGE, { c: companyId, ...vars }, user);

/** Walks every page of the connection and returns the ids in the order received. */
async function walk(first: number, filter?: Record<string, unknown>): Promise<{ ids: number[]; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  let after: string | null = null;
  for (let i = 0; i < 50; i++) {
    const res = await page({ first, after, filter });
    const conn = res.data!.employees;
    totals.push(conn.totalCount);
    ids.push(...conn.edges.map((e: { node: { id: number } }) => e.node.id));
    if (!conn.pageInfo.hasNextPage) return { ids, totals };
    after = conn.pageInfo.endCursor;
  }
  throw new Error('pagination did not end');
}

const idsWhere = (pred: (e: Record<string, unknown>) => boolean) => all.filter(pred).map((e) => e.id);

describe('the REST list', () => {
  it('is a plain array of the whole company by last name, first name and id', () => {
    expect(all).toHaveLength(PEOPLE.length);
    const sorted = [...all].sort((a, b) =>
      a.lastName !== b.lastName
        ? a.lastName < b.lastName
          ? -1
          : 1
        : a.firstName !== b.firstName
          ? a.firstName < b.firstName
            ? -1
            : 1
          : a.id - b.id,
    );
    expect(all.map((e) => e.id)).toEqual(sorted.map((e) => e.id));
    const twins = all.filter((e) => e.firstName === 'Иван' && e.lastName === 'Петров');
    expect(twins[0]!.id).toBeLessThan(twins[1]!.id);
  });

  it('takes the filters as query parameters', async () => {
    const get = async (qs: string) =>
      (await rest(kit.app, 'GET', `/api/employees?companyId=${companyId}&${qs}`, { user: owner })).body.map(
        (e: { id: number }) => e.id,
      );
    expect(await get(`departmentId=${stock}`)).toEqual(idsWhere((e) => (e.departmentIds as number[])[0] === stock));
    expect(await get(`branchId=${center}`)).toEqual(idsWhere((e) => (e.branchIds as number[]).includes(center)));
    expect(await get('role=manager')).toEqual(idsWhere((e) => e.role === 'manager'));
    expect(await get('status=vacation&search=петр')).toEqual(idsWhere((e) => e.lastName === 'Петрова'));
    const bad = await rest(kit.app, 'GET', `/api/employees?companyId=${companyId}&status=fired`, { user: owner });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.status).toEqual(['Некорректный статус']);
    const badId = await rest(kit.app, 'GET', `/api/employees?companyId=${companyId}&departmentId=x`, { user: owner });
    expect(badId.body.fieldErrors.departmentId).toEqual(['Некорректный идентификатор']);
  });
});

describe('the GraphQL connection', () => {
  it.each([1, 5, 7, 12, 50])('pages of %i cover everyone exactly once, in the REST order', async (first) => {
    const { ids, totals } = await walk(first);
    expect(ids).toEqual(all.map((e) => e.id));
    expect(new Set(totals)).toEqual(new Set([PEOPLE.length]));
  });

  it('ends with hasNextPage false and an empty page past the end', async () => {
    const full = (await page({ first: PEOPLE.length })).data!.employees;
    expect(full.pageInfo.hasNextPage).toBe(false);
    const past = (await page({ first: 5, after: full.pageInfo.endCursor })).data!.employees;
    expect(past).toEqual({ totalCount: PEOPLE.length, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] });
  });

  it('searches names and e-mail case-insensitively, in either order', async () => {
    const search = async (s: string) => (await walk(3, { search: s })).ids;
    const petrovs = idsWhere((e) => e.lastName === 'Петров' || e.lastName === 'Петрова');
    expect(await search('ПЕТР')).toEqual(
      idsWhere((e) => /петр/i.test(`${e.firstName} ${e.lastName}`) || /петр/i.test(String(e.email))),
    );
    expect(await search('петров')).toEqual(petrovs);
    expect(await search('иван петров')).toEqual(idsWhere((e) => e.firstName === 'Иван' && e.lastName === 'Петров'));
    expect(await search('Петров Иван')).toEqual(idsWhere((e) => e.firstName === 'Иван' && e.lastName === 'Петров'));
    expect(await search('sveta@')).toEqual(idsWhere((e) => e.firstName === 'Светлана'));
    expect(await search('ёжик')).toEqual(idsWhere((e) => e.firstName === 'Ёжик'));
    // LIKE's wildcards are plain text here.
    expect(await search('100%')).toEqual(idsWhere((e) => e.lastName === 'Абрамов'));
    expect(await search('%')).toEqual(idsWhere((e) => e.lastName === 'Абрамов'));
    expect(await search('_')).toEqual(idsWhere((e) => String(e.email).includes('_')));
    expect(await search('нет такого')).toEqual([]);
    // Quotes, backslashes and placeholders are text too.
    expect(await search("о'бр")).toEqual(idsWhere((e) => e.firstName === 'Шон'));
    for (const text of ['\\', '?', '??', "'; --"]) expect(await search(text), text).toEqual([]);
  });

  it('filters by department, branch, role and status, and counts what matches', async () => {
    const cases: [Record<string, unknown>, number[]][] = [
      [{ departmentId: sales }, idsWhere((e) => (e.departmentIds as number[]).includes(sales))],
      [{ branchId: center }, idsWhere((e) => (e.branchIds as number[]).includes(center))],
      [{ role: 'owner' }, idsWhere((e) => e.role === 'owner')],
      [{ status: 'inactive' }, idsWhere((e) => e.status === 'inactive')],
      [{ departmentId: stock, branchId: center, search: 'свет' }, idsWhere((e) => e.firstName === 'Светлана')],
    ];
    for (const [filter, expected] of cases) {
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      const { ids, totals } = await walk(2, filter);
      expect(ids, JSON.stringify(filter)).toEqual(expected);
      expect(totals[0]).toBe(expected.length);
    }
  });

  it('refuses a forged cursor, a negative page and an unknown enum value', async () => {
    for (const after of [
      'nonsense',
      Buffer.from('["a","b",-1]').toString('base64url'),
      Buffer.from('["\\u0000","b",1]').toString('base64url'),
    ]) {
      const res = await page({ first: 5, after });
      expect(res.errors?.[0]?.extensions?.code, after).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toBe('Некорректный курсор');
    }
    expect((await page({ first: -1 })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const role = await page({ filter: { role: 'boss' } });
    expect(role.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('a company of 10 000 employees', () => {
  it('pages at most 200 at a time with one count, one page, one placements and one figures query', async () => {
    const big = await kit.company(owner, 'Большая');
    const d1 = await kit.department(big, 'Первый');
    const d2 = await kit.department(big, 'Второй');
    const b1 = await kit.branch(big, 'Филиал');
    await kit.db.query(
      `insert into employees (company_id, first_name, last_name, phone, positions, position_ids, created_at, updated_at)
       select $1, 'Имя' || (g % 97), 'Фамилия' || lpad((g % 1000)::text, 4, '0'), '1', '[]', '[]', now(), now()
         from generate_series(1, 10000) g`,
      [big],
    );
    await kit.db.query(
      `insert into employee_departments (employee_id, department_id, sort_order)
       select id, $2::int, 0 from employees where company_id = $1
       union all select id, $3::int, 1 from employees where company_id = $1 and id % 2 = 0`,
      [big, d1, d2],
    );
    await kit.db.query(
      `insert into employee_branches (employee_id, branch_id, sort_order) select id, $2::int, 0 from employees where company_id = $1`,
      [big, b1],
    );
    await kit.db.query('analyze employees; analyze employee_departments; analyze employee_branches');

    // Every statement the server sends passes MikroORM's onQuery hook.
    const config = kit.app.server.deps.orm.config;
    const queries: string[] = [];
    config.set('onQuery', (sql: string) => (queries.push(sql), sql));
    // A variable, not a literal: graphql-armor multiplies the cost of a literal `first`.
    const BIG_PAGE = `query($c: Int!, $first: Int, $after: String, $d: Int) {
      employees(companyId: $c, first: $first, after: $after, filter: { departmentId: $d }) {
        totalCount pageInfo { hasNextPage endCursor } edges { node { id lastName departmentIds departmentName branchName } }
      }
    }`;
    const res = await gql(kit.app, BIG_PAGE, { c: big, first: 500, d: d2 }, owner);
    config.set('onQuery', (sql: string) => sql);

    expect(res.errors).toBeUndefined();
    const conn = res.data!.employees;
    expect(conn.totalCount).toBe(5000);
    expect(conn.edges).toHaveLength(200);
    expect(conn.pageInfo.hasNextPage).toBe(true);
    expect(conn.edges[0].node).toMatchObject({
      departmentIds: [d1, d2],
      departmentName: 'Первый',
      branchName: 'Филиал',
    });
    const staffQueries = queries.filter((q) => /employee/.test(q));
    expect(staffQueries, staffQueries.join('\n')).toHaveLength(4);

    const next = (await gql(kit.app, BIG_PAGE, { c: big, first: 200, after: conn.pageInfo.endCursor, d: d2 }, owner))
      .data!.employees;
    const seen = new Set(conn.edges.map((e: { node: { id: number } }) => e.node.id));
    expect(next.edges).toHaveLength(200);
    expect(next.edges.some((e: { node: { id: number } }) => seen.has(e.node.id))).toBe(false);
    expect(next.edges[0].node.lastName >= conn.edges.at(-1).node.lastName).toBe(true);
  });
});
