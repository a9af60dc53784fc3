import { parse as parseCsv } from 'csv-parse/sync';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { fullCompany, MONTH, type FullCompany } from '../../../test/support/full-company.int-kit';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { receiver, until } from '../../../test/support/webhook-receiver.int-kit';
import { wsClient } from '../../../test/subscribe';
import { csvCell } from './export-files';
import { deleteExpiredExports } from './export-store';

let app: TestApp;
let db: pg.Client;
let company: FullCompany;
/** A member whose role reads staff, structure and pay, but no pay figure and no employee field. */
let payless: TestUser;
const sink = receiver();
let sinkUrl: string;

const TYPES = [
  'employees',
  'departments',
  'branches',
  'ledgerRecords',
  'performanceRecords',
  'payrollFixes',
  'payroll',
] as const;
type Type = (typeof TYPES)[number];

beforeAll(async () => {
  sinkUrl = await sink.listen();
  app = await startTestApp({ ALLOW_PRIVATE_ENDPOINTS: 'true' });
  db = await connect(app);
  company = await fullCompany(app);
  const role = await rest(app, 'POST', '/api/system-roles', {
    user: company.owner,
    body: {
      companyId: company.companyId,
      name: 'Учётчик без сумм',
      code: 'payless',
      description: 'Видит записи, но не суммы',
      color: 'gray',
      priority: 20,
      permissions: [
        'reports.view',
        'employees.view',
        'departments.view',
        'branches.view',
        'salaries.view',
        'bonuses.view',
      ],
    },
  });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  payless = await fixtures(app, db).member(company.companyId, 'payless');
}, 60_000);
afterAll(async () => {
  await db?.end();
  await app?.close();
  await sink.close();
});

const exportsPath = (companyId = company.companyId) => `/api/companies/${companyId}/exports`;

/** Requests an export and waits until its job has finished it. */
async function exported(
  user: TestUser,
  body: Record<string, unknown>,
  on: TestApp = app,
  companyId = company.companyId,
) {
  const queued = await rest(on, 'POST', exportsPath(companyId), { user, body });
  expect(queued.status, JSON.stringify(queued.body)).toBe(202);
  expect(['queued', 'running', 'done']).toContain(queued.body.status);
  return until(async () => {
    const res = await rest(on, 'GET', `${exportsPath(companyId)}/${queued.body.id}`, { user });
    return res.body.status === 'done' || res.body.status === 'failed' ? res.body : null;
  }, 'the export to finish');
}

async function download(user: TestUser, url: string) {
  const res = await fetch(url.replace('http://app.test', app.url), { headers: user.headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** What the API answers for the same records, to the same user. */
async function apiAnswer(user: TestUser, type: Type, dates = MONTH): Promise<Record<string, unknown>[]> {
  const c = company.companyId;
  const period = `from=${dates.from}&to=${dates.to}`;
  const get = async (p: string) => {
    const res = await rest(app, 'GET', p, { user });
    expect(res.status, `${p}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body as Record<string, unknown>[];
  };
  switch (type) {
    case 'employees':
      return get(`/api/employees?companyId=${c}`);
    case 'departments':
      return get(`/api/departments?companyId=${c}`);
    case 'branches':
      return get(`/api/branches?companyId=${c}`);
    case 'ledgerRecords':
      return get(`/api/bonuses-penalties?companyId=${c}&${period}`);
    case 'performanceRecords':
      return get(`/api/employee-performance?companyId=${c}&${period}`);
    case 'payrollFixes':
      return (await get(`/api/payroll-fixes?companyId=${c}`)).filter(
        (f) => (f.periodFrom as string) <= dates.to && (f.periodTo as string) >= dates.from,
      );
    case 'payroll': {
      // REST writes applied rules as text lines; the export keeps GraphQL's objects (compared below).
      const cards = await get(`/api/dashboard/employee-cards?companyId=${c}&${period}`);
      return cards.map(({ appliedRules: _, ...card }) => card);
    }
  }
}

const withoutRules = (records: Record<string, unknown>[]) => records.map(({ appliedRules: _, ...r }) => r);

describe('the machine-readable export', () => {
  it('JSON Lines: each type’s file is the API’s own answer, record for record', { timeout: 60_000 }, async () => {
    // September holds the fixed periods, October the rest.
    const dates = { from: '2026-09-01', to: '2026-10-31' };
    const done = await exported(company.owner, { types: [...TYPES].reverse(), period: dates, format: 'jsonl' });
    expect(done).toMatchObject({ status: 'done', types: TYPES, period: dates, format: 'jsonl', error: null });
    const logged = await fixtures(app, db).activity(company.companyId, 'export');
    expect(logged.at(-1)).toMatchObject({
      action: 'created',
      actor_user_id: company.owner.user.id,
      after: { id: done.id, types: TYPES, period: dates, format: 'jsonl' },
    });
    expect(done.files.map((f: { type: string }) => f.type)).toEqual(TYPES);
    for (const file of done.files as { type: Type; downloadUrl: string; rows: number }[]) {
      const res = await download(company.owner, file.downloadUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/jsonl');
      const lines = res.text.split('\n');
      expect(lines.pop()).toBe('');
      const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const expected = await apiAnswer(company.owner, file.type, dates);
      expect(records.length, file.type).toBeGreaterThan(0);
      expect(file.rows).toBe(records.length);
      if (file.type === 'payroll') {
        expect(withoutRules(records)).toEqual(expected);
        expect(records.every((r) => Array.isArray(r.appliedRules))).toBe(true);
      } else {
        expect(records, file.type).toEqual(expected);
      }
    }
    const ledger = await download(company.owner, done.files[3].downloadUrl);
    // Dot decimals as strings, ISO dates.
    expect(ledger.text).toContain('"amount":"1000.5');
    expect(ledger.text).toMatch(/"appliedDate":"2026-10-12/);
    // Several files: the bare download asks which.
    expect((await download(company.owner, done.downloadUrl)).status).toBe(400);
  });

  it('CSV: RFC 4180 with a header of the API’s keys, CRLF, and the same values', { timeout: 60_000 }, async () => {
    const done = await exported(company.owner, {
      types: ['employees', 'branches', 'ledgerRecords', 'payroll'],
      period: { from: MONTH.from, to: MONTH.to },
      format: 'csv',
    });
    for (const file of done.files as { type: Type; downloadUrl: string }[]) {
      const res = await download(company.owner, file.downloadUrl);
      expect(res.headers.get('content-type')).toContain('text/csv');
      expect(res.text).toMatch(/\r\n$/);
      expect(res.text.replace(/\r\n/g, '')).not.toMatch(/(?<!")\n(?!")/);
      const rows = parseCsv(res.text, { columns: true, bom: true }) as Record<string, string>[];
      const expected = await apiAnswer(company.owner, file.type);
      const header = res.text.slice(0, res.text.indexOf('\r\n')).split(',');
      expect(header, file.type).toEqual(expect.arrayContaining(Object.keys(expected[0]!)));
      const cells = (records: Record<string, unknown>[]) =>
        records.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, csvCell(v)])));
      expect(file.type === 'payroll' ? withoutRules(rows) : rows, file.type).toEqual(cells(expected));
      // A value with a comma is quoted (the branch's address).
      if (file.type === 'branches') expect(res.text).toContain('"ул. Киевская, 1"');
    }
  });

  it('a role without pay figures gets them null, as in its API answers', { timeout: 60_000 }, async () => {
    const done = await exported(payless, {
      types: ['employees', 'ledgerRecords', 'performanceRecords', 'payroll'],
      period: '2026-10',
      format: 'jsonl',
    });
    expect(done.status).toBe('done');
    const read = async (type: Type) => {
      const file = (done.files as { type: Type; downloadUrl: string }[]).find((f) => f.type === type)!;
      const res = await download(payless, file.downloadUrl);
      return res.text
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
    };
    const ledger = await read('ledgerRecords');
    expect(ledger.length).toBeGreaterThan(0);
    expect(ledger.every((r) => r.amount === null)).toBe(true);
    expect(ledger).toEqual(await apiAnswer(payless, 'ledgerRecords'));
    const performance = await read('performanceRecords');
    expect(performance.every((r) => r.employeeProfit === null)).toBe(true);
    expect(performance).toEqual(await apiAnswer(payless, 'performanceRecords'));
    const cards = await read('payroll');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.totalSalary === null && c.employeeProfit === null)).toBe(true);
    expect(withoutRules(cards)).toEqual(await apiAnswer(payless, 'payroll'));
    const employees = await read('employees');
    expect(employees.every((e) => e.phone === null)).toBe(true);
    expect(employees).toEqual(await apiAnswer(payless, 'employees'));
  });

  it('belongs to its company, its requester and the owners: others get 404', { timeout: 60_000 }, async () => {
    const done = await exported(company.owner, { types: ['branches'], format: 'csv' });
    const stranger = await fixtures(app, db).company('Чужая компания');
    const own = `${exportsPath()}/${done.id}`;
    expect((await rest(app, 'GET', own, { user: stranger.owner })).status).toBe(404);
    expect((await rest(app, 'GET', `${own}/download`, { user: stranger.owner })).status).toBe(404);
    // Their own company's path with this export's id: not theirs either.
    const across = `${exportsPath(stranger.companyId)}/${done.id}`;
    expect((await rest(app, 'GET', across, { user: stranger.owner })).status).toBe(404);
    expect((await rest(app, 'GET', `${across}/download`, { user: stranger.owner })).status).toBe(404);
    // A member of the company who did not request it.
    expect((await rest(app, 'GET', `${own}/download`, { user: payless })).status).toBe(404);
    // The requester: a single-type export downloads without `type`.
    const file = await download(company.owner, done.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.text.startsWith('id,name,')).toBe(true);
    // Not even listed for another member.
    const list = await gql(
      app,
      'query($c:Int!){exports(companyId:$c){totalCount edges{node{id}}}}',
      { c: company.companyId },
      payless,
    );
    expect(list.data?.exports.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(done.id);
  });

  it('lists the exports a page at a time, newest first: an owner everyone’s, a member their own', async () => {
    const page = (user: TestUser, after: string | null) =>
      gql(
        app,
        'query($c:Int!,$a:String){exports(companyId:$c,first:1,after:$a){totalCount pageInfo{hasNextPage endCursor} edges{node{id requestedBy createdAt}}}}',
        { c: company.companyId, a: after },
        user,
      ).then((r) => r.data!.exports);
    const seen: { id: string; requestedBy: number; createdAt: string }[] = [];
    let after: string | null = null;
    let total = 0;
    for (;;) {
      const p = await page(company.owner, after);
      total = p.totalCount;
      seen.push(...p.edges.map((e: { node: (typeof seen)[number] }) => e.node));
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor;
    }
    expect(seen.length).toBe(total);
    expect(new Set(seen.map((e) => e.id)).size).toBe(total);
    expect([...seen].sort((a, b) => b.createdAt.localeCompare(a.createdAt))).toEqual(seen);
    // The pay-less member's export is among the owner's, and it is the member's only one.
    expect(seen.some((e) => e.requestedBy === payless.user.id)).toBe(true);
    const theirs = await page(payless, null);
    expect(theirs.totalCount).toBe(seen.filter((e) => e.requestedBy === payless.user.id).length);
    // REST answers the same pages.
    const restPage = await rest(app, 'GET', `${exportsPath()}?first=2`, { user: company.owner });
    expect(restPage.status).toBe(200);
    expect(restPage.body.totalCount).toBe(total);
    expect(restPage.body.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(
      seen.slice(0, 2).map((e) => e.id),
    );
    const next = await rest(app, 'GET', `${exportsPath()}?first=2&after=${restPage.body.pageInfo.endCursor}`, {
      user: company.owner,
    });
    expect(next.body.edges[0].node.id).toBe(seen[2]!.id);
    expect((await rest(app, 'GET', `${exportsPath()}?first=-1`, { user: company.owner })).status).toBe(400);
    expect((await rest(app, 'GET', `${exportsPath()}?after=nope`, { user: company.owner })).status).toBe(400);
    const bad = await gql(
      app,
      'query($c:Int!){exports(companyId:$c,after:"nope"){totalCount}}',
      { c: company.companyId },
      company.owner,
    );
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is deleted with its files once its time is up', async () => {
    const done = await exported(company.owner, { types: ['branches'], format: 'jsonl' });
    expect(new Date(done.expiresAt).getTime() - new Date(done.completedAt).getTime()).toBe(7 * 24 * 3600 * 1000);
    expect(await deleteExpiredExports(app.server.deps.orm.em.fork())).toBe(0);
    await db.query(`update exports set expires_at = now() - interval '1 second' where id = $1`, [done.id]);
    expect(await deleteExpiredExports(app.server.deps.orm.em.fork())).toBe(1);
    expect((await rest(app, 'GET', `${exportsPath()}/${done.id}`, { user: company.owner })).status).toBe(404);
    expect((await download(company.owner, done.downloadUrl)).status).toBe(404);
    expect((await db.query('select 1 from export_files where export_id = $1', [done.id])).rowCount).toBe(0);
  });

  it('refuses bad requests with 400 and roles without reports with 403', async () => {
    const post = (body: unknown, user = company.owner) => rest(app, 'POST', exportsPath(), { user, body });
    expect((await post({ types: ['salaries'], format: 'csv' })).status).toBe(400);
    expect((await post({ types: [], format: 'csv' })).status).toBe(400);
    expect((await post({ types: ['branches'], format: 'xlsx' })).status).toBe(400);
    expect((await post({ types: ['branches'], format: 'csv\u0000' })).status).toBe(400);
    expect((await post({ types: ['branches'], format: 'csv', period: '2026-13' })).status).toBe(400);
    const tooLong = await post({
      types: ['branches'],
      format: 'csv',
      period: { from: '2024-01-01', to: '2026-01-01' },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Период — не длиннее 366 дней');
    const employee = await fixtures(app, db).member(company.companyId, 'employee');
    expect((await post({ types: ['branches'], format: 'csv' }, employee)).status).toBe(403);
    expect((await rest(app, 'GET', `${exportsPath()}/not-a-uuid`, { user: company.owner })).status).toBe(404);
  });

  it('is announced by an export.completed webhook and pushed to the screen', { timeout: 60_000 }, async () => {
    const hook = await rest(app, 'POST', `/api/companies/${company.companyId}/webhooks`, {
      user: company.owner,
      body: { url: `${sinkUrl}/exports`, events: ['export.completed'] },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    const ws = wsClient(app.url, { token: company.owner.token });
    const sub = await ws.subscribe(
      'subscription($c:Int!){exportChanged(companyId:$c){id status downloadUrl files{type rows}}}',
      { c: company.companyId },
    );
    const created = await gql(
      app,
      'mutation($c:Int!){createExport(companyId:$c,input:{types:[departments],format:csv,month:"2026-10"}){id status period{from to}}}',
      { c: company.companyId },
      company.owner,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createExport.id as string;
    expect(created.data!.createExport.period).toEqual(MONTH);
    // The queued, running and done states arrive in order; the last is done with its file.
    const pushed: { id: string; status: string; files: unknown[] }[] = [];
    while (pushed.at(-1)?.status !== 'done') pushed.push((await sub.next(20_000)).data.exportChanged);
    expect(pushed.every((p) => p.id === id)).toBe(true);
    expect(pushed.at(-1)!.files).toEqual([{ type: 'departments', rows: 2 }]);
    sub.dispose();
    await ws.close();

    const heard = await until(() => sink.at('/exports')[0], 'the export.completed delivery');
    const body = JSON.parse(heard.body);
    expect(body.type).toBe('export.completed');
    expect(body.data).toMatchObject({ id, status: 'done', types: ['departments'], period: MONTH, format: 'csv' });
    expect(body.data.downloadUrl).toBe(`http://app.test/api/companies/${company.companyId}/exports/${id}/download`);

    const one = await gql(
      app,
      'query($c:Int!,$id:ID!){export(companyId:$c,id:$id){status files{downloadUrl}}}',
      { c: company.companyId, id },
      company.owner,
    );
    expect(one.data?.export.status).toBe('done');
  });
});
