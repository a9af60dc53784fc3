import pg from 'pg';
import { createCompanies } from './seed';
import { call, machine, runSingleApi, writeResult } from './single-api';
import { formatSummary, Latencies } from './stats';

/**
 * `pnpm --filter bench staff`: one API process (production mode) on a fresh database; a company
 * filled with STAFF_EMPLOYEES employees through the import (two imports of half each, timed),
 * then a GraphQL page of 50 with a search filter and the full REST list (right after a change —
 * a department renamed first, not timed — and between changes), timed one request at a time.
 * Loopback only; every loop is bounded.
 */
const EMPLOYEES = Number(process.env.STAFF_EMPLOYEES ?? 10_000);
const PAGE_REQUESTS = Number(process.env.STAFF_PAGE_REQUESTS ?? 400);
const LIST_REQUESTS = Number(process.env.STAFF_LIST_REQUESTS ?? 40);
const log = (s: string) => console.log(`[staff-bench] ${s}`);

const FIRST = ['Айгерим', 'Бакыт', 'Эрлан', 'Нургуль', 'Иван', 'Мария', 'Азамат', 'Жылдыз', 'Тимур', 'Алина'];
const LAST = ['Садыкова', 'Осмонов', 'Токтогулов', 'Иванова', 'Петров', 'Абдыкадыров', 'Сыдыкова', 'Ким', 'Орлов'];
const DEPARTMENTS = ['Продажи', 'Маркетинг', 'Склад', 'Бухгалтерия', 'Поддержка', 'Разработка', 'Логистика', 'HR'];

function csv(from: number, count: number): string {
  const rows = ['Имя;Фамилия;Email;Телефон;Отделы;Филиалы;Роль;Дата рождения'];
  for (let i = from; i < from + count; i++) {
    const dept = DEPARTMENTS[i % DEPARTMENTS.length];
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((i % 12) + 1).padStart(2, '0');
    rows.push(
      `${FIRST[i % FIRST.length]};${LAST[i % LAST.length]}${i};e${i}@bench.test;+996 555 ${i};${dept};Центральный;Сотрудник;${day}.${month}.1990`,
    );
  }
  return rows.join('\n');
}

async function timeIt<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - start)];
}

runSingleApi('staff', async ({ api, databaseUrl, token }) => {
  const [companyId] = await createCompanies(api.url, token, 1);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const departmentId = (
    await client.query<{ id: number }>(
      `insert into departments (company_id, name, created_at, updated_at)
       select $1, n, now(), now() from unnest($2::text[]) n returning id`,
      [companyId, DEPARTMENTS],
    )
  ).rows[0]!.id;
  await client.query(
    `insert into branches (company_id, name, city, created_at, updated_at) values ($1, 'Центральный', 'Бишкек', now(), now())`,
    [companyId],
  );

  const imports: { rows: number; previewMs: number; commitMs: number }[] = [];
  const half = Math.floor(EMPLOYEES / 2);
  for (const [from, count] of [
    [0, half],
    [half, EMPLOYEES - half],
  ] as const) {
    const content = Buffer.from(csv(from, count)).toString('base64');
    const body = JSON.stringify({ companyId, fileName: 'staff.csv', content });
    const [, previewMs] = await timeIt(() =>
      call(`${api.url}/api/employees/import/preview`, token, { method: 'POST', body }),
    );
    const [, commitMs] = await timeIt(() => call(`${api.url}/api/employees/import`, token, { method: 'POST', body }));
    imports.push({ rows: count, previewMs, commitMs });
    log(`import of ${count} rows: preview ${previewMs} ms, commit ${commitMs} ms`);
  }
  const total = Number((await client.query('select count(*) from employees')).rows[0].count);
  await client.end();
  log(`${total} employees in the company`);

  const query = `query($c: Int!, $f: EmployeeFilter) { employees(companyId: $c, first: 50, filter: $f) {
    totalCount edges { cursor node { id firstName lastName email departmentName branchName role status photoUrl } } pageInfo { hasNextPage endCursor } } }`;
  const page = new Latencies();
  for (let i = 0; i < PAGE_REQUESTS; i++) {
    const search = [`${LAST[i % LAST.length].slice(0, 4)}`, `${i % 1000}`, FIRST[i % FIRST.length]][i % 3];
    const body = JSON.stringify({ query, variables: { c: companyId, f: { search } } });
    const [text, ms] = await timeIt(() => call(`${api.url}/graphql`, token, { method: 'POST', body }));
    if (text.includes('"errors"')) throw new Error(`GraphQL error: ${text.slice(0, 300)}`);
    if (i >= 20) page.record(ms); // the first requests warm the JIT and the pool
  }
  log(`GraphQL page of 50 with a search filter: ${formatSummary(page.summary())}`);

  const listUrl = `${api.url}/api/employees?companyId=${companyId}`;
  // Right after a change: a department is renamed (not timed), then the list is built afresh.
  const afterChange = new Latencies();
  for (let i = 0; i < LIST_REQUESTS + 3; i++) {
    const body = JSON.stringify({ companyId, name: `${DEPARTMENTS[0]} ${i}` });
    await call(`${api.url}/api/departments/${departmentId}`, token, { method: 'PUT', body });
    const [, ms] = await timeIt(() => call(listUrl, token));
    if (i >= 3) afterChange.record(ms);
  }
  // Between changes: every reader shares the list.
  const unchanged = new Latencies();
  for (let i = 0; i < LIST_REQUESTS; i++) unchanged.record((await timeIt(() => call(listUrl, token)))[1]);
  log(`full REST list of ${total} right after a change: ${formatSummary(afterChange.summary())}`);
  log(`full REST list of ${total} between changes: ${formatSummary(unchanged.summary())}`);

  const result = {
    date: new Date().toISOString(),
    machine: machine(),
    employees: total,
    imports,
    graphqlPageWithSearch: page.summary(),
    restFullListAfterChange: afterChange.summary(),
    restFullListBetweenChanges: unchanged.summary(),
  };
  log(`results written to ${writeResult('staff', result)}`);
});
