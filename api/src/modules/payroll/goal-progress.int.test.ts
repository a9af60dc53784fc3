import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workingDays } from '@staffpay/pay-engine/goals';
import { monthPeriod } from '@staffpay/pay-engine/period';
import { goalProgressListAnswer } from '@staffpay/schema/pay/pay.responses';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

/**
 * Goal progress: the figures of a past month over REST and GraphQL (its projection is the current
 * value: every working day has passed), the employee role's own goals, values hidden without
 * profit and payouts without amounts, 404 to another company's member and for a foreign
 * employee, and a push when a performance record moves a goal.
 */
let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let staffUser: TestUser;
let noAmounts: TestUser;
let noProfit: TestUser;
let companyId: number;
let other: { owner: TestUser; companyId: number; employee: number };
const emp = { a: 0, b: 0 };
const rule = { profit: 0, orders: 0 };
const MONTH = '2026-10';
const sockets: { close(): Promise<void> | void }[] = [];

const FIELDS = `ruleId ruleName thresholdType employeeId currentValue thresholdValue remaining progressPercent isAchieved
  workingDaysElapsed workingDaysTotal projectedValue projectedAchieved currentPayout projectedPayout`;
const QUERY = `query($c:Int!,$e:Int,$p:String){goalProgress(companyId:$c,employeeId:$e,period:$p){${FIELDS}}}`;

const post = (path: string, body: Record<string, unknown>, user: TestUser = owner) =>
  rest(app, 'POST', path, { user, body: { companyId, ...body } });
const goalsRest = (user: TestUser, extra = '') =>
  rest(app, 'GET', `/api/goal-progress?companyId=${companyId}&period=${MONTH}${extra}`, { user });

async function performance(employeeId: number, employeeProfit: string, ordersCount: number) {
  const res = await post('/api/employee-performance', {
    employeeId,
    startDate: `${MONTH}-01`,
    endDate: `${MONTH}-15`,
    employeeProfit,
    ordersCount,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function template(body: Record<string, unknown>) {
  const res = await post('/api/salary-rule-templates', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

async function roleHolder(code: string, permissions: string[]) {
  const res = await post('/api/system-roles', { name: code, code, permissions });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return fixtures(app, db).member(companyId, code);
}

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Цели'));
  const sales = (await post('/api/departments', { name: 'Продажи' })).body.id as number;
  staffUser = await f.member(companyId, 'employee');
  emp.a = await f.employee(companyId, { firstName: 'Айбек', lastName: 'Асанов', userId: staffUser.user.id });
  emp.b = await f.employee(companyId, { firstName: 'Бермет', lastName: 'Бекова' });
  await f.placeInDepartment(emp.a, sales);
  await f.placeInDepartment(emp.b, sales);
  const appliesTo = { departments: [sales], employees: [], groups: [] };
  await template({ templateName: 'Оклад', ruleType: 'fixed', value: '30000', salaryMode: 'base', appliesTo });
  rule.profit = await template({
    templateName: 'Премия за прибыль',
    ruleType: 'percent_individual',
    value: '10',
    salaryMode: 'bonus',
    thresholdType: 'employee_profit',
    thresholdValue: '50000',
    appliesTo,
  });
  rule.orders = await template({
    templateName: 'За заказы',
    ruleType: 'fixed_per_deal',
    value: '100',
    salaryMode: 'bonus',
    thresholdType: 'orders_count',
    thresholdValue: '10',
    appliesTo,
  });
  await performance(emp.a, '60000', 12);
  await performance(emp.b, '20000', 5);
  noAmounts = await roleHolder('goalsnoamounts', ['salaries.view', 'salaries.field.profit']);
  noProfit = await roleHolder('goalsnoprofit', ['salaries.view', 'salaries.field.amounts']);
  const o = await f.company('Чужая');
  other = { ...o, employee: await f.employee(o.companyId) };
});

afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await db?.end();
  await app?.close();
});

// October 2026 has 22 working days; it is over, so the projection is where each goal stands.
const october = <T extends object>(fields: T) => ({ workingDaysElapsed: 22, workingDaysTotal: 22, ...fields });
const expected = () => [
  october({
    ruleId: rule.profit,
    ruleName: 'Премия за прибыль',
    thresholdType: 'employee_profit',
    employeeId: emp.a,
    currentValue: '60000.00',
    thresholdValue: '50000.00',
    remaining: '0.00',
    progressPercent: '120.0',
    isAchieved: true,
    projectedValue: '60000.00',
    projectedAchieved: true,
    currentPayout: '6000.00',
    projectedPayout: '6000.00',
  }),
  october({
    ruleId: rule.profit,
    ruleName: 'Премия за прибыль',
    thresholdType: 'employee_profit',
    employeeId: emp.b,
    currentValue: '20000.00',
    thresholdValue: '50000.00',
    remaining: '30000.00',
    progressPercent: '40.0',
    isAchieved: false,
    projectedValue: '20000.00',
    projectedAchieved: false,
    currentPayout: '0.00',
    projectedPayout: '0.00',
  }),
  october({
    ruleId: rule.orders,
    ruleName: 'За заказы',
    thresholdType: 'orders_count',
    employeeId: emp.a,
    currentValue: '12',
    thresholdValue: '10',
    remaining: '0',
    progressPercent: '120.0',
    isAchieved: true,
    projectedValue: '12',
    projectedAchieved: true,
    currentPayout: '1200.00',
    projectedPayout: '1200.00',
  }),
  october({
    ruleId: rule.orders,
    ruleName: 'За заказы',
    thresholdType: 'orders_count',
    employeeId: emp.b,
    currentValue: '5',
    thresholdValue: '10',
    remaining: '5',
    progressPercent: '50.0',
    isAchieved: false,
    projectedValue: '5',
    projectedAchieved: false,
    currentPayout: '0.00',
    projectedPayout: '0.00',
  }),
];

describe('goal progress', () => {
  it('answers the same figures over REST and GraphQL', async () => {
    const res = await goalsRest(owner);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(goalProgressListAnswer.safeParse(res.body).error).toBeUndefined();
    expect(res.body.goalProgress).toEqual(expected());
    const q = await gql(app, QUERY, { c: companyId, p: MONTH }, owner);
    expect(q.errors).toBeUndefined();
    expect(q.data.goalProgress).toEqual(expected());
    const one = await gql(app, QUERY, { c: companyId, p: MONTH, e: emp.b }, owner);
    expect(one.data.goalProgress).toEqual(expected().filter((i) => i.employeeId === emp.b));
  });

  it('the current month counts the working days up to the company’s today', async () => {
    const q = await gql(app, QUERY, { c: companyId }, owner);
    expect(q.errors).toBeUndefined();
    const today = new Date().toISOString().slice(0, 10);
    const days = workingDays(monthPeriod(today.slice(0, 7)), today);
    // Without records this month every value is 0, and so is its projection.
    expect(q.data.goalProgress.map((i: Record<string, unknown>) => i.workingDaysTotal)).toEqual([
      days.total,
      days.total,
      days.total,
      days.total,
    ]);
    expect(q.data.goalProgress[0]).toMatchObject({
      currentValue: '0.00',
      projectedValue: '0.00',
      projectedPayout: '0.00',
    });
  });

  it('the employee role sees its own goals only, and nobody else’s when asking for them', async () => {
    const own = expected().filter((i) => i.employeeId === emp.a);
    expect((await goalsRest(staffUser)).body.goalProgress).toEqual(own);
    expect((await gql(app, QUERY, { c: companyId, p: MONTH }, staffUser)).data.goalProgress).toEqual(own);
    expect((await goalsRest(staffUser, `&employeeId=${emp.b}`)).body.goalProgress).toEqual([]);
  });

  it('hides payouts without amounts and values without profit', async () => {
    const [first] = (await goalsRest(noAmounts)).body.goalProgress;
    expect(first).toMatchObject({ currentValue: '60000.00', projectedValue: '60000.00', currentPayout: null });
    expect(first.projectedPayout).toBeNull();
    const q = await gql(app, QUERY, { c: companyId, p: MONTH }, noProfit);
    expect(q.errors).toBeUndefined();
    expect(q.data.goalProgress[0]).toMatchObject({
      currentValue: null,
      thresholdValue: null,
      remaining: null,
      projectedValue: null,
      progressPercent: '120.0',
      projectedAchieved: true,
      currentPayout: '6000.00',
      projectedPayout: '6000.00',
    });
  });

  it('another company’s member and a foreign employee get 404', async () => {
    expect((await goalsRest(other.owner)).status).toBe(404);
    const q = await gql(app, QUERY, { c: companyId, p: MONTH }, other.owner);
    expect(q.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await goalsRest(owner, `&employeeId=${other.employee}`)).status).toBe(404);
    const foreign = await gql(app, QUERY, { c: companyId, p: MONTH, e: other.employee }, owner);
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('pushes the list when a performance record moves a goal', async () => {
    const ws = wsClient(app.url, { token: owner.token });
    sockets.push(ws);
    const sub = await ws.subscribe(
      `subscription($c:Int!){goalProgressChanged(companyId:$c,period:"${MONTH}"){employeeId ruleId currentValue isAchieved currentPayout projectedPayout}}`,
      { c: companyId },
    );
    await performance(emp.b, '40000', 0);
    const pushed = (await sub.next()).data.goalProgressChanged;
    expect(
      pushed.find((i: { employeeId: number; ruleId: number }) => i.employeeId === emp.b && i.ruleId === rule.profit),
    ).toEqual({
      employeeId: emp.b,
      ruleId: rule.profit,
      currentValue: '60000.00',
      isAchieved: true,
      currentPayout: '6000.00',
      projectedPayout: '6000.00',
    });
  });
});
