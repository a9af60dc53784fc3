import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

/**
 * The pay feed: a change pushes each subscriber only what moved in its view (one card for one
 * employee's bonus, nothing to another department), figures only when they change, the employee
 * role its own card only; one computation per change whatever the number of subscribers; a
 * burst coalesced into fewer pushes than changes.
 */
let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let staffUser: TestUser;
let stranger: TestUser;
let companyId: number;
let sales: number;
let stock: number;
const emp = { a: 0, b: 0, c: 0 };
const MONTH = '2026-10';
const clients: { close(): Promise<void> | void }[] = [];
let statements: () => number;

const CARD_FIELDS = 'id totalBonuses totalSalary amountDue';
const SUBSCRIPTIONS = {
  cards: `subscription($c: Int!, $d: Int) { employeeCardsChanged(companyId: $c, departmentId: $d, period: "${MONTH}") {
    period { from to } cards { ${CARD_FIELDS} } removedIds } }`,
  stats: `subscription($c: Int!, $d: Int) { payrollStatsChanged(companyId: $c, departmentId: $d, period: "${MONTH}") {
    totalSalaryFund totalBonuses } }`,
  salaryTypes: `subscription($c: Int!) { salaryTypeStatsChanged(companyId: $c, period: "${MONTH}") { fixed percentage team } }`,
  baseRate: `subscription($c: Int!, $d: Int) { departmentBaseRuleChanged(companyId: $c, departmentId: $d, period: "${MONTH}") {
    ruleId totalBaseRateAmount } }`,
  thresholds: `subscription($c: Int!, $d: Int) { thresholdProgressChanged(companyId: $c, departmentId: $d, period: "${MONTH}") {
    ruleId progress } }`,
  summary: `subscription($c: Int!) { payrollSummaryChanged(companyId: $c, period: "${MONTH}") {
    stats { totalBonuses } overview { amountDue } bestEmployee { id } } }`,
} as const;

async function subscribe(user: TestUser, query: string, variables: Record<string, unknown> = {}) {
  const ws = wsClient(app.url, { token: user.token });
  clients.push(ws);
  return ws.subscribe(query, { c: companyId, ...variables });
}

async function book(employeeId: number, amount: string, type = 'bonus') {
  const res = await rest(app, 'POST', '/api/bonuses-penalties', {
    user: owner,
    body: { companyId, employeeId, type, amount, reason: 'Тест', appliedDate: `${MONTH}-10` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Живая'));
  const dep = async (name: string) =>
    (await rest(app, 'POST', '/api/departments', { user: owner, body: { companyId, name } })).body.id as number;
  sales = await dep('Продажи');
  stock = await dep('Склад');
  staffUser = await f.member(companyId, 'employee');
  emp.a = await f.employee(companyId, { firstName: 'Айгерим', lastName: 'Абаева', userId: staffUser.user.id });
  emp.b = await f.employee(companyId, { firstName: 'Бакыт', lastName: 'Бекова' });
  emp.c = await f.employee(companyId, { firstName: 'Чынара', lastName: 'Чокоева' });
  await f.placeInDepartment(emp.a, sales);
  await f.placeInDepartment(emp.b, sales);
  await f.placeInDepartment(emp.c, stock);
  const res = await rest(app, 'POST', '/api/salary-rule-templates', {
    user: owner,
    body: {
      companyId,
      templateName: 'Оклад',
      ruleType: 'fixed',
      value: '30000',
      salaryMode: 'base',
      appliesTo: { departments: [sales, stock], employees: [] },
    },
  });
  expect(res.status).toBe(201);
  ({ owner: stranger } = await f.company('Чужая'));
  statements = countStatements(app);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await db?.end();
  await app?.close();
});

describe('what each subscriber receives', () => {
  it('a bonus for one employee pushes that card alone, to the company and to its department only', async () => {
    const all = await subscribe(owner, SUBSCRIPTIONS.cards);
    const stockCards = await subscribe(owner, SUBSCRIPTIONS.cards, { d: stock });
    const stats = await subscribe(owner, SUBSCRIPTIONS.stats);
    const baseRate = await subscribe(owner, SUBSCRIPTIONS.baseRate, { d: sales });

    await book(emp.a, '4000');
    expect((await all.next()).data.employeeCardsChanged).toEqual({
      period: { from: `${MONTH}-01`, to: `${MONTH}-31` },
      cards: [{ id: emp.a, totalBonuses: '4000.00', totalSalary: '34000.00', amountDue: '34000.00' }],
      removedIds: [],
    });
    expect((await stats.next()).data.payrollStatsChanged).toEqual({
      totalSalaryFund: '94000.00',
      totalBonuses: '4000.00',
    });

    // The stock department's first push is Чынара's: Айгерим's bonus never reached it.
    await book(emp.c, '500', 'penalty');
    expect((await stockCards.next()).data.employeeCardsChanged.cards).toEqual([
      { id: emp.c, totalBonuses: '0.00', totalSalary: '29500.00', amountDue: '29500.00' },
    ]);
    expect((await all.next()).data.employeeCardsChanged.cards.map((c: { id: number }) => c.id)).toEqual([emp.c]);

    // The base rate moved with neither: its first push is the one a department rule causes.
    const rule = await rest(app, 'POST', '/api/salary-rule-templates', {
      user: owner,
      body: {
        companyId,
        templateName: 'Доля отдела',
        ruleType: 'percent_department',
        value: '2',
        salaryMode: 'base',
        appliesTo: { departments: [sales], employees: [] },
      },
    });
    expect(rule.status).toBe(201);
    expect((await baseRate.next()).data.departmentBaseRuleChanged).toEqual({
      ruleId: rule.body.id,
      totalBaseRateAmount: '0.00',
    });
  });

  it('a deleted employee leaves as a removed id', async () => {
    const stockCards = await subscribe(owner, SUBSCRIPTIONS.cards, { d: stock });
    const removed = await rest(app, 'DELETE', `/api/employees/${emp.c}?companyId=${companyId}`, { user: owner });
    expect(removed.status).toBe(200);
    expect((await stockCards.next()).data.employeeCardsChanged).toMatchObject({ cards: [], removedIds: [emp.c] });
  });

  it('the employee role receives its own card only and no company figures', async () => {
    const own = await subscribe(staffUser, SUBSCRIPTIONS.cards);
    await book(emp.b, '100');
    await book(emp.a, '200');
    expect((await own.next()).data.employeeCardsChanged.cards).toEqual([
      { id: emp.a, totalBonuses: '4200.00', totalSalary: '34200.00', amountDue: '34200.00' },
    ]);
    const summary = await subscribe(staffUser, SUBSCRIPTIONS.summary);
    expect((await summary.next()).errors).toEqual([expect.objectContaining({ extensions: { code: 'FORBIDDEN' } })]);
  });

  it('a stranger subscribes to none of them', async () => {
    for (const query of Object.values(SUBSCRIPTIONS)) {
      const sub = await subscribe(stranger, query);
      const first = await sub.next();
      expect(first.errors, query).toEqual([expect.objectContaining({ extensions: { code: 'NOT_FOUND' } })]);
    }
  });
});

describe('compute once, send many', () => {
  it('twenty subscribers of the company cost the SQL of one', async () => {
    const cost = async (subscribers: number) => {
      const subs = await Promise.all(Array.from({ length: subscribers }, () => subscribe(owner, SUBSCRIPTIONS.cards)));
      await book(emp.b, '1'); // the first event of a subscription re-reads the membership once
      await Promise.all(subs.map((s) => s.next()));
      const bookedAt = statements();
      await book(emp.b, '1');
      const afterBooking = statements();
      const pushes = await Promise.all(subs.map((s) => s.next()));
      for (const p of pushes)
        expect(p.data.employeeCardsChanged.cards.map((c: { id: number }) => c.id)).toEqual([emp.b]);
      const spent = statements() - afterBooking;
      for (const s of subs) s.dispose();
      return { booking: afterBooking - bookedAt, recompute: spent };
    };
    const one = await cost(1);
    const twenty = await cost(20);
    expect(one.recompute).toBeGreaterThan(0);
    expect(twenty.recompute).toBe(one.recompute);
  });

  it('a burst of changes is coalesced into fewer pushes, the last holding every change', async () => {
    const sub = await subscribe(owner, SUBSCRIPTIONS.cards, { d: sales });
    const before = (
      await rest(app, 'GET', `/api/dashboard/employee-cards?companyId=${companyId}&period=${MONTH}`, { user: owner })
    ).body as { id: number; totalBonuses: string }[];
    const start = Number(before.find((c) => c.id === emp.b)!.totalBonuses);
    const BURST = 30;
    await Promise.all(Array.from({ length: BURST }, () => book(emp.b, '10')));
    const expected = (start + BURST * 10).toFixed(2);
    let pushes = 0;
    for (;;) {
      const card = (await sub.next()).data.employeeCardsChanged.cards.find((c: { id: number }) => c.id === emp.b);
      pushes += 1;
      if (card?.totalBonuses === expected) break;
    }
    expect(pushes).toBeLessThan(BURST);
  });
});
