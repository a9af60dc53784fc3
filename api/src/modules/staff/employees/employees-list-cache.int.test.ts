import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rest, startTestApp, type TestApp, type TestUser } from '../../../../test/harness';
import { connect, fixtures } from '../../../../test/support/staff.fixtures';

/**
 * The whole REST list is shared between staff readers until the company's staff or pay changes:
 * a repeated read queries no employee, and every kind of change is seen by the next read.
 */
let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let companyId: number;
let departmentId: number;
let branchId: number;
const employeeQueries: string[] = [];

const list = async (user: TestUser = owner) => {
  const res = await rest(app, 'GET', `/api/employees?companyId=${companyId}`, { user });
  expect(res.status).toBe(200);
  return res.body as Record<string, any>[];
};
const post = (path: string, body: Record<string, unknown>) =>
  rest(app, 'POST', path, { user: owner, body: { companyId, ...body } });

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  ({ owner, companyId } = await fixtures(app, db).company('Список'));
  branchId = (await post('/api/branches', { name: 'Центр', city: 'Бишкек' })).body.id;
  departmentId = (await post('/api/departments', { name: 'Продажи', branchId })).body.id;
  const res = await post('/api/employees', {
    firstName: 'Анна',
    lastName: 'Ахматова',
    phone: '+996 1',
    departmentIds: [departmentId],
    branchIds: [branchId],
  });
  expect(res.status).toBe(201);
  app.server.deps.orm.config.set('onQuery', (sql: string) => {
    if (/from employees e/.test(sql)) employeeQueries.push(sql);
    return sql;
  });
});

afterAll(async () => {
  await db?.end();
  await app?.close();
});

it('a repeated read of the whole list queries no employee; a filtered one always does', async () => {
  expect(await list()).toHaveLength(1);
  const after = employeeQueries.length;
  await Promise.all([list(), list()]);
  expect(employeeQueries.length).toBe(after);
  await rest(app, 'GET', `/api/employees?companyId=${companyId}&search=анна`, { user: owner });
  expect(employeeQueries.length).toBeGreaterThan(after);
});

it('sees new employees, renamed departments and branches, and this month’s figures at once', async () => {
  await post('/api/employees', {
    firstName: 'Борис',
    lastName: 'Блок',
    phone: '+996 2',
    departmentIds: [departmentId],
  });
  expect((await list()).map((e) => e.lastName)).toEqual(['Ахматова', 'Блок']);

  await rest(app, 'PUT', `/api/departments/${departmentId}`, {
    user: owner,
    body: { companyId, name: 'Отдел продаж', branchId },
  });
  expect((await list())[0]!.departmentName).toBe('Отдел продаж');

  await rest(app, 'PUT', `/api/branches/${branchId}`, { user: owner, body: { companyId, name: 'Север', city: 'Ош' } });
  expect((await list())[0]!.branchName).toBe('Север');

  const [anna] = await list();
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bishkek' }).format(new Date());
  const saved = await post('/api/employee-performance', {
    employeeId: anna!.id,
    startDate: today,
    endDate: today,
    ordersCount: 3,
    employeeProfit: '150.50',
  });
  expect(saved.status).toBe(201);
  expect((await list())[0]).toMatchObject({ ordersCount: 3, employeeProfit: '150.50' });
});

it('an employee-role member still gets only their own record', async () => {
  const member = await fixtures(app, db).member(companyId, 'employee');
  const [anna] = await list();
  await db.query('update employees set user_id = $1 where id = $2', [member.user.id, anna!.id]);
  expect((await list(member)).map((e) => e.id)).toEqual([anna!.id]);
});
