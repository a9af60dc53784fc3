import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { wsClient } from '../../../test/subscribe';
import { todayInZone } from '../../shared/calendar/calendar-dates';

/**
 * Privacy mode (issue 33): a link shows money as progress only. The amounts are planted as
 * canaries; not one of them, in any spelling, leaves over REST, GraphQL or the subscription, while
 * the progress percentages and the ranks do.
 */
let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let companyId: number;
let today: string;
let anna: number;
let boris: number;
let sales: number;
const sockets: ReturnType<typeof wsClient>[] = [];

const CANARIES = ['98765', '31337', '54321', '100000', '11111', '4444'];
const leaked = (answer: unknown) => CANARIES.filter((c) => JSON.stringify(answer).includes(c));

const FIELDS = `privacyMode companyId dashboard { name showEmployeeProfit showSalaryPayouts }
  employees { id name rank ordersCount employeeProfit averageCheck shouldShowOrdersAndProfit totalSalary baseSalary
    bonusAmount penaltyAmount advanceAmount appliedRules { name salaryMode calculatedAmount } }
  thresholdProgress { templateName departmentName currentValue thresholdValue progressPercent projectedPercent }
  baseRatePercentage totalBaseRateAmount totalTeamBonuses totalAdvances totalSalaryPayouts
  bestEmployee { id name totalSalary }`;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Тайна'));
  const tz = (await db.query('select timezone from companies where id = $1', [companyId])).rows[0].timezone;
  today = todayInZone(tz);
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await rest(app, 'POST', path, { user: owner, body: { companyId, ...body } });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  sales = (await post('/api/departments', { name: 'Продажи' })).id as number;
  anna = await f.employee(companyId, { firstName: 'Анна', lastName: 'Первая' });
  boris = await f.employee(companyId, { firstName: 'Борис', lastName: 'Второй' });
  for (const id of [anna, boris]) await f.placeInDepartment(id, sales);
  await post('/api/salary-rule-templates', {
    templateName: 'Оклад',
    ruleType: 'fixed',
    value: '54321',
    salaryMode: 'base',
    appliesTo: { departments: [sales], employees: [] },
  });
  await post('/api/salary-rule-templates', {
    templateName: 'Премия за план',
    ruleType: 'fixed',
    value: '4444',
    salaryMode: 'bonus',
    thresholdType: 'employee_profit',
    thresholdValue: '100000',
    appliesTo: { departments: [], employees: [anna, boris] },
  });
  for (const [employeeId, profit] of [
    [anna, '31337.77'],
    [boris, '20000'],
  ] as const) {
    await post('/api/employee-performance', {
      employeeId,
      startDate: `${today.slice(0, 7)}-01`,
      endDate: today,
      ordersCount: 7,
      employeeProfit: profit,
    });
  }
  await post('/api/bonuses-penalties', {
    employeeId: anna,
    type: 'bonus',
    amount: '98765.43',
    reason: 'Канарейка',
    appliedDate: today,
  });
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await db?.end();
  await app?.close();
});

async function privateLink(): Promise<string> {
  const base = await rest(app, 'POST', '/api/custom-dashboards/base', { user: owner, body: { companyId } });
  const put = await rest(app, 'PUT', `/api/custom-dashboards/${base.body.id}/screen`, {
    user: owner,
    body: { companyId, privacyMode: true },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  expect(put.body.screen.privacyMode).toBe(true);
  return base.body.shareUrl as string;
}

describe('privacy mode', () => {
  it('the same link without it shows the amounts (the canaries are there to find)', async () => {
    const base = await rest(app, 'POST', '/api/custom-dashboards/base', { user: owner, body: { companyId } });
    const data = await rest(app, 'GET', `/api/shared-dashboard/${base.body.shareUrl}/data`);
    expect(leaked(data.body)).toEqual(expect.arrayContaining(['98765', '31337', '54321', '100000']));
  });

  it('sends no amount over REST, only progress and ranks', async () => {
    const token = await privateLink();
    const data = await rest(app, 'GET', `/api/shared-dashboard/${token}/data`);
    expect(data.status).toBe(200);
    expect(leaked(data.body)).toEqual([]);
    expect(data.body.privacyMode).toBe(true);
    const byId = new Map(data.body.employees.map((e: { id: number }) => [e.id, e]));
    expect(byId.get(anna)).toMatchObject({ rank: 1, name: 'Анна Первая' });
    expect(byId.get(boris)).toMatchObject({ rank: 2 });
    for (const e of data.body.employees) {
      for (const key of ['totalSalary', 'baseSalary', 'bonusAmount', 'employeeProfit', 'ordersCount', 'averageCheck'])
        expect(e[key] ?? null, key).toBeNull();
      for (const rule of e.appliedRules) expect(rule.calculatedAmount).toBeNull();
    }
    expect(data.body.thresholdProgress).toEqual(
      expect.arrayContaining([
        {
          templateName: 'Премия за план',
          departmentName: 'Продажи',
          currentValue: null,
          thresholdValue: null,
          progressPercent: '31.3',
          // The month-end projection's share: a percent like the progress, never an amount.
          projectedPercent: expect.stringMatching(/^\d+\.\d$/),
        },
      ]),
    );
    expect(data.body.bestEmployee).toEqual({ id: anna, name: 'Анна Первая', totalSalary: null });
    for (const key of ['totalSalaryPayouts', 'totalAdvances', 'totalTeamBonuses', 'totalBaseRateAmount'])
      expect(data.body[key] ?? null, key).toBeNull();
  });

  it('sends no amount over GraphQL, every field asked for', async () => {
    const token = await privateLink();
    const res = await gql(app, `query($t:String!){ sharedDashboardData(shareUrl:$t){ ${FIELDS} } }`, { t: token });
    expect(res.errors).toBeUndefined();
    expect(leaked(res.data)).toEqual([]);
    expect(res.data.sharedDashboardData.employees.map((e: { rank: number }) => e.rank).sort()).toEqual([1, 2]);
  });

  it('sends no amount in a push: a booking moves no shown figure, a new colleague does', async () => {
    const token = await privateLink();
    const ws = wsClient(app.url);
    sockets.push(ws);
    const sub = await ws.subscribe(`subscription($t:String!){ sharedDashboard(shareUrl:$t){ ${FIELDS} } }`, {
      t: token,
    });
    const booked = await rest(app, 'POST', '/api/bonuses-penalties', {
      user: owner,
      body: { companyId, employeeId: boris, type: 'bonus', amount: '11111.11', reason: 'Ещё', appliedDate: today },
    });
    expect(booked.status).toBe(201);
    const hired = await rest(app, 'POST', '/api/employees', {
      user: owner,
      body: {
        companyId,
        firstName: 'Вера',
        lastName: 'Третья',
        phone: '+996700111222',
        role: 'employee',
        departmentIds: [sales],
      },
    });
    expect(hired.status, JSON.stringify(hired.body)).toBe(201);
    const push = await sub.next();
    expect(push.data.sharedDashboard.privacyMode).toBe(true);
    expect(push.data.sharedDashboard.employees.map((e: { name: string }) => e.name)).toContain('Вера Третья');
    expect(leaked(push)).toEqual([]);
  });
});
