import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

/**
 * A month of payroll through the API: templates, performance records and ledger records for
 * October 2026, the figures of every call to the cent, preview writing nothing, the fix locking
 * the period and an owner reopening it, and who may see what.
 */
let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let companyId: number;
let d1: number;
let d2: number;
const emp = { a: 0, b: 0, c: 0, x: 0 };
const tpl = { s1: 0, s2: 0, s3: 0, s4: 0, t1: 0, p1: 0 };
const OCT = 'period=2026-10';

async function post(path: string, body: Record<string, unknown>, user: TestUser = owner) {
  return rest(app, 'POST', path, { user, body: { companyId, ...body } });
}
async function get(path: string, user: TestUser = owner) {
  return rest(app, 'GET', `${path}${path.includes('?') ? '&' : '?'}companyId=${companyId}`, { user });
}
async function created(path: string, body: Record<string, unknown>): Promise<number> {
  const res = await post(path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
const card = (cards: { id: number }[], id: number) => cards.find((c) => c.id === id) as Record<string, any>;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Расчётная'));
  const dep = async (name: string) => (await post('/api/departments', { name })).body.id as number;
  d1 = await dep('Продажи');
  d2 = await dep('Склад');
  emp.a = await f.employee(companyId, { firstName: 'Айгерим', lastName: 'Абаева' });
  emp.b = await f.employee(companyId, { firstName: 'Бакыт', lastName: 'Бекова' });
  emp.c = await f.employee(companyId, { firstName: 'Чынара', lastName: 'Чокоева', status: 'vacation' });
  emp.x = await f.employee(companyId, { firstName: 'Икс', lastName: 'Иксов', status: 'inactive' });
  for (const id of [emp.a, emp.b, emp.x]) await f.placeInDepartment(id, d1);
  await f.placeInDepartment(emp.c, d2);

  tpl.s1 = await created('/api/salary-rule-templates', {
    templateName: 'Оклад',
    ruleType: 'fixed',
    value: '30000',
    period: 'monthly',
    salaryMode: 'base',
    appliesTo: { departments: [d1, d2], employees: [] },
  });
  tpl.s2 = await created('/api/salary-rule-templates', {
    templateName: 'Личные продажи',
    ruleType: 'percent_individual',
    value: '10',
    salaryMode: 'base',
    appliesTo: { departments: [], employees: [emp.a] },
  });
  tpl.s3 = await created('/api/salary-rule-templates', {
    templateName: 'Доля отдела',
    ruleType: 'percent_department',
    value: '2',
    salaryMode: 'base',
    appliesTo: { departments: [d1], employees: [] },
  });
  tpl.s4 = await created('/api/salary-rule-templates', {
    templateName: 'Премия за план',
    ruleType: 'fixed',
    value: '5000',
    salaryMode: 'bonus',
    thresholdType: 'employee_profit',
    thresholdValue: '100000',
    appliesTo: { departments: [], employees: [emp.a, emp.b] },
  });
  tpl.t1 = await created('/api/bonus-rule-templates', {
    templateName: 'Лучший отзыв',
    calculationType: 'fixed',
    amount: 1000,
    assignmentType: 'group',
    employeeIds: [emp.a],
  });
  tpl.p1 = await created('/api/penalty-rule-templates', {
    templateName: 'Опоздание',
    calculationType: 'per_unit',
    amount: 200,
    unitType: 'per_violation',
    assignmentType: 'department',
    departmentIds: [d1],
  });

  const saved = await post('/api/employee-performance', {
    employeeId: emp.a,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    ordersCount: 10,
    employeeProfit: '150000',
    bonusRules: [{ ruleId: tpl.t1, unitCount: 1 }],
    penaltyRules: [{ ruleId: tpl.p1, unitCount: 2 }],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  expect(saved.body.card.totalSalary).toBe('53600.00');
  await created('/api/employee-performance', {
    employeeId: emp.b,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    ordersCount: 5,
    employeeProfit: '50000',
  });
  const ledger = async (employeeId: number, type: string, amount: string, appliedDate: string, extra = {}) =>
    created('/api/bonuses-penalties', { employeeId, type, amount, appliedDate, reason: 'Тест', ...extra });
  await ledger(emp.a, 'bonus', '2000', '2026-10-15');
  await ledger(emp.b, 'penalty', '500', '2026-10-10');
  await ledger(emp.a, 'advance', '10000', '2026-10-20');
  await ledger(emp.b, 'piecework', '3000', '2026-10-05', { quantity: 3 });
  await ledger(emp.a, 'bonus', '99999', '2026-09-30');
}, 60_000);

afterAll(async () => {
  await db?.end();
  await app?.close();
});

describe('the October payroll', () => {
  it('cards: every figure to the cent, paid employees only, legacy rule lines over REST', async () => {
    const res = await get(`/api/dashboard/employee-cards?${OCT}`);
    expect(res.status).toBe(200);
    expect(res.body.map((c: { id: number }) => c.id)).toEqual([emp.a, emp.b, emp.c]);
    const a = card(res.body, emp.a);
    expect(a).toMatchObject({
      name: 'Айгерим Абаева',
      departmentName: 'Продажи',
      ordersCount: 10,
      employeeProfit: '150000.00',
      baseSalary: '49000.00',
      totalBonuses: '8000.00',
      totalPenalties: '400.00',
      totalAdvances: '10000.00',
      totalSalary: '56600.00',
      amountDue: '46600.00',
      shouldShowOrdersAndProfit: true,
    });
    expect(a.appliedRules).toEqual([
      'Оклад - Оклад: 30 000',
      'Личные продажи - Оклад: 15 000',
      'Доля отдела - Оклад: 4 000',
      'Премия за план - Бонус: +5 000',
      'Лучший отзыв - Бонус: +1 000',
      'Опоздание - Штраф: -400',
    ]);
    expect(a.bonuses).toEqual([expect.objectContaining({ reason: 'Тест', amount: '2000.00' })]);
    expect(card(res.body, emp.b)).toMatchObject({
      baseSalary: '34000.00',
      totalBonuses: '0.00',
      totalPenalties: '500.00',
      piecework: '3000.00',
      totalSalary: '36500.00',
      amountDue: '36500.00',
    });
    expect(card(res.body, emp.c)).toMatchObject({ status: 'vacation', totalSalary: '30000.00' });
  });

  it('filters cards by department', async () => {
    const res = await get(`/api/dashboard/employee-cards?${OCT}&departmentId=${d2}`);
    expect(res.body.map((c: { id: number }) => c.id)).toEqual([emp.c]);
  });

  it('stats, salary types, base rate and threshold progress', async () => {
    expect((await get(`/api/dashboard/stats?${OCT}`)).body).toEqual({
      totalSalaryFund: '123100.00',
      averageSalary: '41033.33',
      totalBonuses: '8000.00',
      totalPenalties: '900.00',
    });
    expect((await get(`/api/salary-type-stats?${OCT}`)).body).toEqual({ fixed: 3, percentage: 0, team: 0 });
    const rate = await get(`/api/dashboard/department-base-rule?${OCT}&departmentId=${d1}`);
    expect(rate.body).toMatchObject({ baseRulePercentage: 2, totalBaseRateAmount: '8000.00' });
    const none = await get(`/api/dashboard/department-base-rule?${OCT}&departmentId=${d2}`);
    expect(none.body.baseRulePercentage).toBeNull();
    const progress = await post('/api/dashboard/department-threshold-progress', {
      departmentId: d1,
      totalDepartmentProfit: 1,
      period: '2026-10',
    });
    expect(progress.status).toBe(200);
    expect(progress.body.thresholdProgress).toEqual([
      expect.objectContaining({
        ruleName: 'Премия за план',
        employeeId: emp.a,
        currentValue: '150000.00',
        thresholdValue: '100000.00',
        progress: '150.0',
        isAchieved: true,
        remaining: '0.00',
      }),
      expect.objectContaining({ employeeId: emp.b, progress: '50.0', isAchieved: false, remaining: '50000.00' }),
    ]);
    const viaGet = await get(`/api/dashboard/department-threshold-progress?${OCT}`);
    expect(viaGet.body.thresholdProgress).toHaveLength(2);
  });

  it('GraphQL gives applied rules structured and money as decimal strings', async () => {
    const res = await gql(
      app,
      `query($c: Int!) { employeeCards(companyId: $c, period: "2026-10") { id totalSalary
         appliedRules { name salaryMode calculatedAmount } }
         payrollSummary(companyId: $c, period: "2026-10") { overview { totalProfit salaryPercentOfProfit amountDue }
         bestEmployee { id } } }`,
      { c: companyId },
      owner,
    );
    expect(res.errors).toBeUndefined();
    const a = res.data.employeeCards.find((c: { id: number }) => c.id === emp.a);
    expect(a.totalSalary).toBe('56600.00');
    expect(a.appliedRules[3]).toEqual({ name: 'Премия за план', salaryMode: 'bonus', calculatedAmount: '5000.00' });
    expect(res.data.payrollSummary.overview).toEqual({
      totalProfit: '200000.00',
      salaryPercentOfProfit: '61.6',
      amountDue: '113100.00',
    });
    expect(res.data.payrollSummary.bestEmployee.id).toBe(emp.a);
  });

  it('the current month is the default period', async () => {
    const res = await get('/api/dashboard/stats');
    expect(res.body.totalPenalties).toBe('0.00');
    expect((await get('/api/dashboard/stats?period=2026-13')).status).toBe(400);
  });
});

describe('preview, save, fix and reopen', () => {
  it('apply-employee-rules previews what a record adds and writes nothing', async () => {
    const count = async () => Number((await db.query('select count(*) from performance_records')).rows[0].count);
    const before = await count();
    const res = await post('/api/apply-employee-rules', {
      employeeId: emp.b,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      ordersCount: 1,
      employeeProfit: '60000',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.added).toMatchObject({ totalSalary: '6200.00', ruleBonuses: '5000.00', baseSalary: '1200.00' });
    expect(res.body.after.totalSalary).toBe('42700.00');
    expect(await count()).toBe(before);
  });

  it('refuses a template not assigned to the employee and bad input with the contract’s texts', async () => {
    const res = await post('/api/employee-performance', {
      employeeId: emp.b,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      employeeProfit: '1',
      bonusRules: [{ ruleId: tpl.t1, unitCount: 1 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.bonusRules).toContain('Шаблон не назначен этому сотруднику');
    const bad = await post('/api/employee-performance', { employeeId: 0, startDate: '', endDate: '', ordersCount: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      employeeId: ['Выберите сотрудника'],
      startDate: ['Дата начала обязательна'],
      endDate: ['Дата окончания обязательна'],
      ordersCount: ['Количество заказов не может быть отрицательным'],
      employeeProfit: ['Прибыль обязательна'],
    });
    const negativeUnits = await post('/api/employee-performance', {
      employeeId: emp.a,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      employeeProfit: '1',
      penaltyRules: [{ ruleId: tpl.p1, unitCount: -1 }],
    });
    expect(negativeUnits.status).toBe(400);
    expect(JSON.stringify(negativeUnits.body.fieldErrors)).toContain('Количество единиц не может быть отрицательным');
    const future = await post('/api/employee-performance', {
      employeeId: emp.b,
      startDate: '2099-01-01',
      endDate: '2099-01-02',
      employeeProfit: '1',
    });
    expect(future.status).toBe(400);
  });

  it('a fixed period locks the employee’s records until an owner reopens it', async () => {
    const fix = await post('/api/fix-employee-rules', {
      employeeId: emp.a,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      ordersCount: 0,
      employeeProfit: '0',
    });
    expect(fix.status, JSON.stringify(fix.body)).toBe(201);
    expect(fix.body.snapshot.card).toMatchObject({ totalSalary: '56600.00', amountDue: '46600.00' });
    expect(
      (
        await post('/api/fix-employee-rules', {
          employeeId: emp.a,
          startDate: '2026-10-15',
          endDate: '2026-10-20',
          employeeProfit: '0',
        })
      ).status,
    ).toBe(409);

    const locked = await post('/api/bonuses-penalties', {
      employeeId: emp.a,
      type: 'bonus',
      amount: '1',
      reason: 'Поздно',
      appliedDate: '2026-10-25',
    });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toContain('Период зафиксирован');
    const perf = await post('/api/employee-performance', {
      employeeId: emp.a,
      startDate: '2026-10-01',
      endDate: '2026-10-02',
      employeeProfit: '1',
    });
    expect(perf.status).toBe(409);
    const otherEmployee = await post('/api/bonuses-penalties', {
      employeeId: emp.b,
      type: 'bonus',
      amount: '1',
      reason: 'Можно',
      appliedDate: '2026-10-25',
    });
    expect(otherEmployee.status).toBe(201);

    const manager = await fixtures(app, db).member(companyId, 'manager');
    const reopenPath = `/api/payroll-fixes/${fix.body.id}/reopen`;
    expect((await post(reopenPath, {}, manager)).status).toBe(403);
    const reopened = await post(reopenPath, {});
    expect(reopened.status).toBe(200);
    expect(reopened.body.reopenedAt).toBeTruthy();
    const log = await fixtures(app, db).activity(companyId, 'payrollFix');
    expect(log.map((r: { action: string }) => r.action)).toEqual(['fixed', 'reopened']);
    expect(
      (
        await post('/api/bonuses-penalties', {
          employeeId: emp.a,
          type: 'bonus',
          amount: '1',
          reason: 'Теперь можно',
          appliedDate: '2026-10-25',
        })
      ).status,
    ).toBe(201);
  });
});

describe('the employee record', () => {
  it('shows this month’s orders and profit, from the same engine as the cards', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bishkek' }).format(new Date());
    for (const profit of ['1000.50', '2000.25']) {
      await created('/api/employee-performance', {
        employeeId: emp.c,
        startDate: today,
        endDate: today,
        ordersCount: 2,
        employeeProfit: profit,
      });
    }
    const record = await get(`/api/employees/${emp.c}`);
    expect(record.body).toMatchObject({ ordersCount: 4, employeeProfit: '3000.75' });
    const cards = await get('/api/dashboard/employee-cards');
    expect(card(cards.body, emp.c)).toMatchObject({ ordersCount: 4, employeeProfit: '3000.75' });
  });
});

describe('live', () => {
  it('payChanged delivers a saved record after its commit; the employee role only what touches their card', async () => {
    const ws = wsClient(app.url, { token: owner.token });
    try {
      const sub = await ws.subscribe(
        'subscription($c: Int!) { payChanged(companyId: $c) { source action id employeeIds dates } }',
        { c: companyId },
      );
      const saved = await post('/api/employee-performance', {
        employeeId: emp.b,
        startDate: '2026-10-03',
        endDate: '2026-10-04',
        employeeProfit: '10',
      });
      const event = await sub.next();
      expect(event.data.payChanged).toEqual({
        source: 'performance',
        action: 'created',
        id: saved.body.record.id,
        employeeIds: [emp.b],
        dates: ['2026-10-04'],
      });
      const stored = await db.query('select id from performance_records where id = $1', [saved.body.record.id]);
      expect(stored.rowCount).toBe(1);
      expect(
        (
          await rest(app, 'DELETE', `/api/employee-performance/${saved.body.record.id}?companyId=${companyId}`, {
            user: owner,
          })
        ).status,
      ).toBe(200);
      expect((await sub.next()).data.payChanged).toMatchObject({ action: 'deleted', employeeIds: [emp.b] });
    } finally {
      await ws.close();
    }
  });
});

describe('who sees what', () => {
  it('another company’s owner learns nothing; a verifier reads but cannot write', async () => {
    const f = fixtures(app, db);
    const stranger = await f.company('Чужая');
    for (const path of [
      '/api/dashboard/employee-cards',
      '/api/dashboard/stats',
      '/api/salary-type-stats',
      '/api/dashboard/department-base-rule',
      '/api/dashboard/department-threshold-progress',
      '/api/employee-performance',
      '/api/payroll-fixes',
    ]) {
      expect((await get(path, stranger.owner)).status, path).toBe(404);
    }
    expect(
      (
        await post(
          '/api/apply-employee-rules',
          { employeeId: emp.a, startDate: '2026-10-01', endDate: '2026-10-02', employeeProfit: '1' },
          stranger.owner,
        )
      ).status,
    ).toBe(404);
    const foreign = await rest(app, 'POST', '/api/employee-performance', {
      user: stranger.owner,
      body: {
        companyId: stranger.companyId,
        employeeId: emp.a,
        startDate: '2026-10-01',
        endDate: '2026-10-02',
        employeeProfit: '1',
      },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors.employeeId).toEqual(['Сотрудник не найден']);

    const [record] = (await db.query('select id from performance_records where company_id = $1 limit 1', [companyId]))
      .rows;
    const strangerWrites = [
      rest(app, 'PUT', `/api/employee-performance/${record.id}`, {
        user: stranger.owner,
        body: { companyId, employeeId: emp.a, startDate: '2026-10-01', endDate: '2026-10-02', employeeProfit: '1' },
      }),
      rest(app, 'DELETE', `/api/employee-performance/${record.id}?companyId=${companyId}`, { user: stranger.owner }),
      post(
        '/api/fix-employee-rules',
        { employeeId: emp.b, startDate: '2026-09-01', endDate: '2026-09-30', employeeProfit: '0' },
        stranger.owner,
      ),
      post('/api/payroll-fixes/1/reopen', {}, stranger.owner),
    ];
    for (const res of await Promise.all(strangerWrites)) expect(res.status).toBe(404);
    const viaGraphql = await gql(
      app,
      'query($c: Int!) { employeeCards(companyId: $c) { id } }',
      { c: companyId },
      stranger.owner,
    );
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const stillThere = await db.query('select count(*) from payroll_fixes where company_id = $1 and employee_id = $2', [
      companyId,
      emp.b,
    ]);
    expect(Number(stillThere.rows[0].count)).toBe(0);

    const verifier = await f.member(companyId, 'verifier');
    expect((await get(`/api/dashboard/employee-cards?${OCT}`, verifier)).body).toHaveLength(3);
    expect(
      (
        await post(
          '/api/employee-performance',
          { employeeId: emp.b, startDate: '2026-10-01', endDate: '2026-10-02', employeeProfit: '1' },
          verifier,
        )
      ).status,
    ).toBe(403);
  });

  it('an employee member sees only their own card and nothing company-wide', async () => {
    const f = fixtures(app, db);
    const member = await f.member(companyId, 'employee');
    await db.query('update employees set user_id = $1 where id = $2', [member.user.id, emp.b]);
    const cards = await get(`/api/dashboard/employee-cards?${OCT}`, member);
    expect(cards.body.map((c: { id: number }) => c.id)).toEqual([emp.b]);
    expect((await get(`/api/dashboard/stats?${OCT}`, member)).status).toBe(403);
    const records = await get(`/api/employee-performance?${OCT}`, member);
    expect(records.body.map((r: { employeeId: number }) => r.employeeId)).toEqual([emp.b]);
  });
});
