import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements, gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { todayInZone } from '../../shared/calendar/calendar-dates';

let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let companyId: number;
let sales: number;
let support: number;
let north: number;
let anna: number;
let boris: number;
const clients: ReturnType<typeof wsClient>[] = [];
let statements: () => number;

const insertId = async (sql: string, params: unknown[]) => (await db.query(sql, params)).rows[0].id as number;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Ромашка'));
  const today = todayInZone(
    (await db.query('select timezone from companies where id = $1', [companyId])).rows[0].timezone,
  );
  const born = (year: number) => `${year}${today.slice(4)}`;
  sales = await insertId(
    `insert into departments (company_id, name, created_at, updated_at) values ($1, 'Продажи', now(), now()) returning id`,
    [companyId],
  );
  support = await insertId(
    `insert into departments (company_id, name, created_at, updated_at) values ($1, 'Поддержка', now(), now()) returning id`,
    [companyId],
  );
  north = await insertId(
    `insert into branches (company_id, name, city, created_at, updated_at) values ($1, 'Северный', 'Бишкек', now(), now()) returning id`,
    [companyId],
  );
  anna = await f.employee(companyId, { firstName: 'Анна', lastName: 'Алиева', birthDate: born(1990) });
  await db.query(`update employees set email = 'secret.anna@example.test', phone = '+996 700 111 222' where id = $1`, [
    anna,
  ]);
  await f.placeInDepartment(anna, sales);
  await f.placeInBranch(anna, north);
  boris = await f.employee(companyId, { firstName: 'Борис', lastName: 'Бекова', birthDate: born(1985) });
  await f.placeInDepartment(boris, support);
  const notToday = today.slice(5) === '01-01' ? '1980-06-15' : '1980-01-01';
  await f.employee(companyId, { firstName: 'Вера', lastName: 'Власова', birthDate: notToday });
  statements = countStatements(app);
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await db?.end();
  await app?.close();
});

async function dashboard(body: Record<string, unknown>) {
  const res = await rest(app, 'POST', '/api/custom-dashboards', {
    user: owner,
    body: { companyId, name: 'Стена', ...body },
  });
  if (res.status !== 201) throw new Error(`dashboard: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; shareUrl: string };
}
const birthdays = (shareUrl: string) =>
  rest(app, 'GET', `/api/shared-dashboard/${encodeURIComponent(shareUrl)}/birthdays`);
const annaEntry = {
  id: 0,
  firstName: 'Анна',
  lastName: 'Алиева',
  photoUrl: null,
  departmentName: 'Продажи',
  branchName: 'Северный',
};
const borisEntry = {
  id: 0,
  firstName: 'Борис',
  lastName: 'Бекова',
  photoUrl: null,
  departmentName: 'Поддержка',
  branchName: null,
};
const settings = (showBirthdaysOnDashboard: boolean) =>
  rest(app, 'PUT', `/api/companies/${companyId}`, { user: owner, body: { showBirthdaysOnDashboard } });

const SUBSCRIPTION = `subscription($s:String!){ sharedDashboardBirthdaysChanged(shareUrl:$s){ id firstName } }`;
async function screen(shareUrl: string) {
  const client = wsClient(app.url);
  clients.push(client);
  return client.subscribe(SUBSCRIPTION, { s: shareUrl });
}

describe('the public birthday banner', () => {
  it("lists today's birthdays of the dashboard's employees, without sign-in, never cached and without birth dates", async () => {
    const all = await dashboard({});
    const res = await birthdays(all.shareUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual([
      { ...annaEntry, id: anna },
      { ...borisEntry, id: boris },
    ]);
    const raw = JSON.stringify(res.body);
    for (const secret of ['1990', '1985', 'secret.anna', '+996', 'birthDate', 'Вера'])
      expect(raw).not.toContain(secret);

    const bySupport = await dashboard({ selectedDepartments: [support] });
    expect((await birthdays(bySupport.shareUrl)).body).toEqual([{ ...borisEntry, id: boris }]);
    const byBranch = await dashboard({ selectedBranches: [north] });
    expect((await birthdays(byBranch.shareUrl)).body).toEqual([{ ...annaEntry, id: anna }]);
  });

  it('is empty while the company turns the widget off, and 404 for a dead link', async () => {
    const d = await dashboard({});
    expect((await settings(false)).status).toBe(200);
    expect((await birthdays(d.shareUrl)).body).toEqual([]);
    expect((await settings(true)).status).toBe(200);
    expect((await birthdays(d.shareUrl)).body).toHaveLength(2);

    await rest(app, 'POST', `/api/custom-dashboards/${d.id}/rotate-link`, { user: owner, body: { companyId } });
    expect(await birthdays(d.shareUrl)).toMatchObject({
      status: 404,
      body: { message: 'Дашборд не найден или неактивен' },
    });
    const query = `query($s:String!){ sharedDashboardBirthdays(shareUrl:$s){ id firstName } }`;
    expect((await gql(app, query, { s: d.shareUrl })).errors?.[0]).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('pushes the list when settings or the selection move it, and ends when the link is rotated', async () => {
    const d = await dashboard({});
    const wall = await screen(d.shareUrl);
    expect((await settings(false)).status).toBe(200);
    expect(await wall.next()).toEqual({ data: { sharedDashboardBirthdaysChanged: [] } });
    expect((await settings(true)).status).toBe(200);
    expect(await wall.next()).toEqual({
      data: {
        sharedDashboardBirthdaysChanged: [
          { id: anna, firstName: 'Анна' },
          { id: boris, firstName: 'Борис' },
        ],
      },
    });
    const edited = await rest(app, 'PUT', `/api/custom-dashboards/${d.id}`, {
      user: owner,
      body: { companyId, name: 'Стена', selectedDepartments: [sales] },
    });
    expect(edited.status).toBe(200);
    expect(await wall.next()).toEqual({
      data: { sharedDashboardBirthdaysChanged: [{ id: anna, firstName: 'Анна' }] },
    });
    await rest(app, 'POST', `/api/custom-dashboards/${d.id}/rotate-link`, { user: owner, body: { companyId } });
    expect(await wall.next()).toEqual({ complete: true });
  });

  it('costs the SQL of one screen however many screens watch the link', async () => {
    const d = await dashboard({});
    const cost = async (count: number) => {
      const walls = await Promise.all(Array.from({ length: count }, () => screen(d.shareUrl)));
      const before = statements();
      expect((await settings(false)).status).toBe(200);
      for (const w of walls) expect(await w.next()).toEqual({ data: { sharedDashboardBirthdaysChanged: [] } });
      const spent = statements() - before;
      expect((await settings(true)).status).toBe(200);
      for (const w of walls) await w.next();
      for (const w of walls) w.dispose();
      return spent;
    };
    const one = await cost(1);
    expect(await cost(8)).toBe(one);
  });
});
