import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRESETS } from '@staffpay/schema/auth/policy';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

/**
 * The managers' charts over REST, GraphQL and subscriptions, on a company with two months of
 * records, seen on 10 November 2026 in Bishkek. Everyone earns a fixed 30 000 a month:
 * - October (31 days): Айгерим's profit 1000.50 (4 orders) on the 10th and a bonus of 1000 on the 15th;
 * - November (30 days, today the 10th): Бакыт's profit 2000 on the 3rd and an advance of 2000 on the 2nd,
 *   Чынара's profit 500 on the 9th and a penalty of 500 on the 5th.
 */
const NOW = new Date('2026-11-10T06:00:00Z');
let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let staffUser: TestUser;
let noProfit: TestUser;
let stranger: TestUser;
let companyId: number;
let strangerCompany: number;
let sales: number;
let stock: number;
let foreignEmployee: number;
const emp = { a: 0, b: 0, c: 0 };
const clients: { close(): Promise<void> | void }[] = [];

const TREND = `query($c: Int!, $p: String) { payTrend(companyId: $c, period: $p) {
  period { from to } previousPeriod { from to } points { day date profit payroll previousProfit previousPayroll } } }`;
const BREAKDOWN = `query($c: Int!) { departmentPayBreakdown(companyId: $c) { departmentId departmentName bonuses penalties advances } }`;
const HISTORY = `query($c: Int!, $m: Int, $d: Int) { payHistory(companyId: $c, months: $m, departmentId: $d) {
  period { from to } payrollFund averagePay profit employeeCount } }`;
const EMPLOYEE_HISTORY = `query($c: Int!, $e: Int!, $m: Int) { employeePayHistory(companyId: $c, employeeId: $e, months: $m) {
  employeeId period { from } totalSalary baseSalary bonuses penalties advances employeeProfit ordersCount averageCheck } }`;

async function post(path: string, body: Record<string, unknown>) {
  const res = await rest(app, 'POST', path, { user: owner, body: { companyId, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
const book = (employeeId: number, type: string, amount: string, appliedDate: string) =>
  post('/api/bonuses-penalties', { employeeId, type, amount, reason: 'Тест', appliedDate });
const perform = (employeeId: number, endDate: string, employeeProfit: string, ordersCount: number) =>
  post('/api/employee-performance', { employeeId, startDate: endDate, endDate, employeeProfit, ordersCount });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  app = await startTestApp();
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Графики', { timezone: 'Asia/Bishkek' }));
  sales = (await post('/api/departments', { name: 'Продажи' })).id;
  stock = (await post('/api/departments', { name: 'Склад' })).id;
  staffUser = await f.member(companyId, 'employee');
  emp.a = await f.employee(companyId, { firstName: 'Айгерим', lastName: 'Абаева', userId: staffUser.user.id });
  emp.b = await f.employee(companyId, { firstName: 'Бакыт', lastName: 'Бекова' });
  emp.c = await f.employee(companyId, { firstName: 'Чынара', lastName: 'Чокоева' });
  await f.placeInDepartment(emp.a, sales);
  await f.placeInDepartment(emp.b, sales);
  await f.placeInDepartment(emp.c, stock);
  await post('/api/salary-rule-templates', {
    templateName: 'Оклад',
    ruleType: 'fixed',
    value: '30000',
    salaryMode: 'base',
    appliesTo: { departments: [sales, stock], employees: [] },
  });
  await perform(emp.a, '2026-10-10', '1000.50', 4);
  await book(emp.a, 'bonus', '1000', '2026-10-15');
  await perform(emp.b, '2026-11-03', '2000', 5);
  await book(emp.b, 'advance', '2000', '2026-11-02');
  await perform(emp.c, '2026-11-09', '500', 1);
  await book(emp.c, 'penalty', '500', '2026-11-05');

  const permissions = [...PRESETS.manager].filter((k) => k !== 'salaries.field.profit');
  const role = await rest(app, 'POST', '/api/system-roles', {
    user: owner,
    body: { companyId, name: 'Без прибыли', code: 'no_profit', permissions },
  });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  noProfit = await f.member(companyId, 'no_profit');
  ({ owner: stranger, companyId: strangerCompany } = await f.company('Чужая'));
  foreignEmployee = await f.employee(strangerCompany, { firstName: 'Чужой', lastName: 'Сотрудник' });
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await db?.end();
  await app?.close();
  vi.useRealTimers();
});

/** October's rest of 30 000 per card over 31 days: 967.75 on the first 6 days, 967.74 after; three cards. */
const OCTOBER = {
  1: '2903.25',
  10: '29032.38',
  15: '44548.48',
  31: '91000.00',
} as const;

describe('payTrend', () => {
  it('answers each day of November against October, cumulative, nothing after today', async () => {
    const res = await rest(app, 'GET', `/api/reports/pay-trend?companyId=${companyId}`, { user: owner });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { period, previousPeriod, points } = res.body;
    expect(period).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(previousPeriod).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(points).toHaveLength(31);
    expect(points[0]).toEqual({
      day: 1,
      date: '2026-11-01',
      profit: '0.00',
      payroll: '3000.00',
      previousProfit: '0.00',
      previousPayroll: OCTOBER[1],
    });
    // The 3rd: Бакыт's profit; the 5th: Чынара's penalty; the advance is not payroll.
    expect(points[2]).toMatchObject({ profit: '2000.00', payroll: '9000.00' });
    expect(points[4]).toMatchObject({ profit: '2000.00', payroll: '14500.00' });
    expect(points[9]).toEqual({
      day: 10,
      date: '2026-11-10',
      profit: '2500.00',
      payroll: '29500.00',
      previousProfit: '1000.50',
      previousPayroll: OCTOBER[10],
    });
    expect(points[10]).toMatchObject({ day: 11, date: '2026-11-11', profit: null, payroll: null });
    expect(points[14]).toMatchObject({ previousPayroll: OCTOBER[15] });
    expect(points[30]).toEqual({
      day: 31,
      date: null,
      profit: null,
      payroll: null,
      previousProfit: '1000.50',
      previousPayroll: OCTOBER[31],
    });

    const viaGql = await gql(app, TREND, { c: companyId }, owner);
    expect(viaGql.data.payTrend).toEqual(res.body);
  });

  it('a past month shows every day; its last day is the month’s fund', async () => {
    const res = await gql(app, TREND, { c: companyId, p: '2026-10' }, owner);
    const points = res.data.payTrend.points;
    expect(points).toHaveLength(31);
    expect(points[30]).toMatchObject({ date: '2026-10-31', profit: '1000.50', payroll: '91000.00' });
    // September has 30 days: its 31st is null.
    expect(points[29]).toMatchObject({ previousProfit: '0.00', previousPayroll: '90000.00' });
    expect(points[30]).toMatchObject({ previousProfit: null, previousPayroll: null });
  });

  it('a role without profit gets null profit, payroll still', async () => {
    const res = await gql(app, TREND, { c: companyId }, noProfit);
    const day = res.data.payTrend.points[9];
    expect(day).toMatchObject({
      profit: null,
      previousProfit: null,
      payroll: '29500.00',
      previousPayroll: OCTOBER[10],
    });
    const viaRest = await rest(app, 'GET', `/api/reports/pay-trend?companyId=${companyId}`, { user: noProfit });
    expect(viaRest.body.points.every((p: { profit: unknown }) => p.profit === null)).toBe(true);
  });

  it('refuses the employee role, another company’s member and a bad month', async () => {
    expect((await rest(app, 'GET', `/api/reports/pay-trend?companyId=${companyId}`, { user: staffUser })).status).toBe(
      403,
    );
    expect((await rest(app, 'GET', `/api/reports/pay-trend?companyId=${companyId}`, { user: stranger })).status).toBe(
      404,
    );
    const bad = await rest(app, 'GET', `/api/reports/pay-trend?companyId=${companyId}&period=2026-13`, { user: owner });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Некорректный период');
  });
});

describe('departmentPayBreakdown', () => {
  it('answers bonuses, penalties and advances per department', async () => {
    const expected = [
      { departmentId: sales, departmentName: 'Продажи', bonuses: '0.00', penalties: '0.00', advances: '2000.00' },
      { departmentId: stock, departmentName: 'Склад', bonuses: '0.00', penalties: '500.00', advances: '0.00' },
    ];
    const res = await rest(app, 'GET', `/api/reports/department-breakdown?companyId=${companyId}`, { user: owner });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expected);
    expect((await gql(app, BREAKDOWN, { c: companyId }, owner)).data.departmentPayBreakdown).toEqual(expected);
    const october = await rest(app, 'GET', `/api/reports/department-breakdown?companyId=${companyId}&period=2026-10`, {
      user: owner,
    });
    expect(october.body[0]).toMatchObject({ departmentName: 'Продажи', bonuses: '1000.00' });
  });
});

describe('payHistory', () => {
  it('answers the last months ending with the current one', async () => {
    const res = await rest(app, 'GET', `/api/reports/pay-history?companyId=${companyId}&months=2`, { user: owner });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual([
      {
        period: { from: '2026-10-01', to: '2026-10-31' },
        payrollFund: '91000.00',
        averagePay: '30333.33',
        profit: '1000.50',
        employeeCount: 3,
      },
      {
        period: { from: '2026-11-01', to: '2026-11-30' },
        payrollFund: '89500.00',
        averagePay: '29833.33',
        profit: '2500.00',
        employeeCount: 3,
      },
    ]);
    const twelve = await gql(app, HISTORY, { c: companyId }, owner);
    expect(twelve.data.payHistory).toHaveLength(12);
    expect(twelve.data.payHistory[0]).toEqual({
      period: { from: '2025-12-01', to: '2025-12-31' },
      payrollFund: '90000.00',
      averagePay: '30000.00',
      profit: '0.00',
      employeeCount: 3,
    });
  });

  it('narrows to a department’s members; another company’s department is 404', async () => {
    const res = await gql(app, HISTORY, { c: companyId, m: 2, d: sales }, owner);
    expect(res.data.payHistory.map((m: Record<string, unknown>) => [m.payrollFund, m.averagePay, m.profit])).toEqual([
      ['61000.00', '30500.00', '1000.50'],
      ['60000.00', '30000.00', '2000.00'],
    ]);
    const foreign = await rest(
      app,
      'GET',
      `/api/reports/pay-history?companyId=${strangerCompany}&departmentId=${sales}`,
      {
        user: stranger,
      },
    );
    expect(foreign.status).toBe(404);
  });

  it('hides profit from a role without it and refuses bad counts', async () => {
    const res = await gql(app, HISTORY, { c: companyId, m: 1 }, noProfit);
    expect(res.data.payHistory).toEqual([
      {
        period: { from: '2026-11-01', to: '2026-11-30' },
        payrollFund: '89500.00',
        averagePay: '29833.33',
        profit: null,
        employeeCount: 3,
      },
    ]);
    const bad = await rest(app, 'GET', `/api/reports/pay-history?companyId=${companyId}&months=25`, { user: owner });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Количество месяцев — от 1 до 24');
  });
});

describe('employeePayHistory', () => {
  const aigerim = [
    {
      employeeId: 0,
      period: { from: '2026-10-01' },
      totalSalary: '31000.00',
      baseSalary: '30000.00',
      bonuses: '1000.00',
      penalties: '0.00',
      advances: '0.00',
      employeeProfit: '1000.50',
      ordersCount: 4,
      averageCheck: '250.13',
    },
    {
      employeeId: 0,
      period: { from: '2026-11-01' },
      totalSalary: '30000.00',
      baseSalary: '30000.00',
      bonuses: '0.00',
      penalties: '0.00',
      advances: '0.00',
      employeeProfit: '0.00',
      ordersCount: 0,
      averageCheck: null,
    },
  ];
  const expected = () => aigerim.map((m) => ({ ...m, employeeId: emp.a }));

  it('answers an employee’s months over GraphQL and REST', async () => {
    const res = await gql(app, EMPLOYEE_HISTORY, { c: companyId, e: emp.a, m: 2 }, owner);
    expect(res.data.employeePayHistory).toEqual(expected());
    const viaRest = await rest(app, 'GET', `/api/employees/${emp.a}/pay-history?companyId=${companyId}&months=2`, {
      user: owner,
    });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.map((m: { period: { from: string } }) => m.period.from)).toEqual(['2026-10-01', '2026-11-01']);
    expect(viaRest.body[0]).toMatchObject({ totalSalary: '31000.00', averageCheck: '250.13' });
  });

  it('the employee role sees their own in full and nobody else’s', async () => {
    const own = await gql(app, EMPLOYEE_HISTORY, { c: companyId, e: emp.a, m: 2 }, staffUser);
    expect(own.data.employeePayHistory).toEqual(expected());
    const other = await rest(app, 'GET', `/api/employees/${emp.b}/pay-history?companyId=${companyId}`, {
      user: staffUser,
    });
    expect(other.status).toBe(404);
  });

  it('a role without profit sees amounts only; a foreign employee and another company’s member are 404', async () => {
    const res = await gql(app, EMPLOYEE_HISTORY, { c: companyId, e: emp.a, m: 1 }, noProfit);
    expect(res.data.employeePayHistory[0]).toMatchObject({
      totalSalary: '30000.00',
      employeeProfit: null,
      ordersCount: null,
      averageCheck: null,
    });
    const foreign = await rest(app, 'GET', `/api/employees/${foreignEmployee}/pay-history?companyId=${companyId}`, {
      user: owner,
    });
    expect(foreign.status).toBe(404);
    const stranger404 = await rest(app, 'GET', `/api/employees/${emp.a}/pay-history?companyId=${companyId}`, {
      user: stranger,
    });
    expect(stranger404.status).toBe(404);
  });
});

describe('live', () => {
  async function subscribe(user: TestUser, query: string, variables: Record<string, unknown> = {}) {
    const ws = wsClient(app.url, { token: user.token });
    clients.push(ws);
    return ws.subscribe(query, { c: companyId, ...variables });
  }

  it('a booked bonus pushes every chart its new figures', async () => {
    const trend = await subscribe(
      owner,
      `subscription($c: Int!) { payTrendChanged(companyId: $c) { points { day payroll profit } } }`,
    );
    const trendNoProfit = await subscribe(
      noProfit,
      `subscription($c: Int!) { payTrendChanged(companyId: $c) { points { day payroll profit } } }`,
    );
    const breakdown = await subscribe(
      owner,
      `subscription($c: Int!) { departmentPayBreakdownChanged(companyId: $c) { departmentName bonuses } }`,
    );
    const history = await subscribe(
      owner,
      `subscription($c: Int!) { payHistoryChanged(companyId: $c, months: 2) { payrollFund } }`,
    );
    const own = await subscribe(
      staffUser,
      `subscription($c: Int!, $e: Int!) { employeePayHistoryChanged(companyId: $c, employeeId: $e, months: 1) { bonuses totalSalary } }`,
      { e: emp.a },
    );

    await book(emp.a, 'bonus', '700', '2026-11-10');

    const pushed = (await trend.next()).data.payTrendChanged.points;
    expect(pushed[9]).toEqual({ day: 10, payroll: '30200.00', profit: '2500.00' });
    expect((await trendNoProfit.next()).data.payTrendChanged.points[9]).toEqual({
      day: 10,
      payroll: '30200.00',
      profit: null,
    });
    expect((await breakdown.next()).data.departmentPayBreakdownChanged[0]).toEqual({
      departmentName: 'Продажи',
      bonuses: '700.00',
    });
    expect((await history.next()).data.payHistoryChanged).toEqual([
      { payrollFund: '91000.00' },
      { payrollFund: '90200.00' },
    ]);
    expect((await own.next()).data.employeePayHistoryChanged).toEqual([{ bonuses: '700.00', totalSalary: '30700.00' }]);
  });

  it('a bonus dated last month moves the history and the trend’s last month', async () => {
    const trend = await subscribe(
      owner,
      `subscription($c: Int!) { payTrendChanged(companyId: $c) { points { day previousPayroll } } }`,
    );
    const history = await subscribe(
      owner,
      `subscription($c: Int!) { payHistoryChanged(companyId: $c, months: 2) { payrollFund } }`,
    );

    await book(emp.a, 'bonus', '300', '2026-10-05');

    expect((await history.next()).data.payHistoryChanged).toEqual([
      { payrollFund: '91300.00' },
      { payrollFund: '90200.00' },
    ]);
    expect((await trend.next()).data.payTrendChanged.points.at(-1)).toEqual({ day: 31, previousPayroll: '91300.00' });
  });

  it('refuses a subscription to another company’s member and another employee’s history to the employee role', async () => {
    const ws = wsClient(app.url, { token: stranger.token });
    clients.push(ws);
    const sub = await ws.subscribe(`subscription($c: Int!) { payTrendChanged(companyId: $c) { period { from } } }`, {
      c: companyId,
    });
    expect(JSON.stringify(await sub.next())).toContain('NOT_FOUND');
    const staff = wsClient(app.url, { token: staffUser.token });
    clients.push(staff);
    const other = await staff.subscribe(
      `subscription($c: Int!, $e: Int!) { employeePayHistoryChanged(companyId: $c, employeeId: $e) { bonuses } }`,
      { c: companyId, e: emp.b },
    );
    expect(JSON.stringify(await other.next())).toContain('NOT_FOUND');
  });
});
