import { describe, expect, it } from 'vitest';
import { gql, rest, type TestUser } from '../../../test/harness';
import { rolesKit } from '../../../test/support/roles.int-kit';

/**
 * Fields a role may not see never leave the server: a card's amounts and profit, phones, birth
 * dates and payslips, in answers, in pushes (per subscriber, narrowed from the next push), on a
 * public dashboard (as its last editor's role may see) and in the activity log.
 */
const { s, socket, subscribe, roles, createRole, patchRole, setRole } = rolesKit();

describe('sensitive fields', () => {
  /** A birth date whose birthday is tomorrow, inside any company's upcoming window. */
  const soon = `1990-${new Date(Date.now() + 86_400_000).toISOString().slice(5, 10)}`;
  async function pay() {
    const { owner, companyId } = await s.f.company('Поля');
    const department = (
      await rest(s.app, 'POST', '/api/departments', { user: owner, body: { companyId, name: 'Зал' } })
    ).body.id;
    const employee = (
      await rest(s.app, 'POST', '/api/employees', {
        user: owner,
        body: {
          companyId,
          firstName: 'Анна',
          lastName: 'Иванова',
          phone: '1',
          birthDate: soon,
          departmentIds: [department],
        },
      })
    ).body.id;
    await rest(s.app, 'POST', '/api/salary-rule-templates', {
      user: owner,
      body: {
        companyId,
        templateName: 'Оклад',
        ruleType: 'fixed',
        value: 30000,
        salaryMode: 'base',
        appliesTo: { departments: [department], employees: [], groups: [] },
      },
    });
    return { owner, companyId, employee };
  }
  async function holder(w: Awaited<ReturnType<typeof pay>>, code: string, permissions: string[]) {
    await createRole(w.owner, w.companyId, { name: code, code, permissions });
    const member = await s.f.member(w.companyId, 'employee');
    await setRole(w.owner, w.companyId, member.user.id, code);
    return member;
  }

  it('a card’s amounts go with salaries.field.amounts, its orders and profit with salaries.field.profit', async () => {
    const w = await pay();
    const plain = await holder(w, 'plain', ['salaries.view', 'reports.view']);
    const paid = await holder(w, 'paid', ['salaries.view', 'salaries.field.amounts']);
    const cards = (u: TestUser) =>
      rest(s.app, 'GET', `/api/dashboard/employee-cards?companyId=${w.companyId}`, { user: u });
    const [ownerCard] = (await cards(w.owner)).body;
    expect(ownerCard).toMatchObject({ totalSalary: '30000.00', employeeProfit: '0.00' });
    const [hidden] = (await cards(plain)).body;
    expect(hidden).toMatchObject({
      id: w.employee,
      totalSalary: null,
      baseSalary: null,
      employeeProfit: null,
      ordersCount: null,
    });
    expect(hidden.appliedRules).toEqual(['Оклад - Оклад']);
    const [partly] = (await cards(paid)).body;
    expect(partly).toMatchObject({ totalSalary: '30000.00', employeeProfit: null });
    const stats = await gql(
      s.app,
      'query($c:Int!){payrollSummary(companyId:$c){stats{totalSalaryFund} overview{totalProfit totalSalaries employeeCount}}}',
      { c: w.companyId },
      plain,
    );
    expect(stats.data.payrollSummary).toEqual({
      stats: { totalSalaryFund: null },
      overview: { totalProfit: null, totalSalaries: null, employeeCount: 1 },
    });
    const report = await rest(s.app, 'GET', `/api/reports/export?companyId=${w.companyId}&format=csv&period=month`, {
      user: plain,
    });
    expect(report.status).toBe(200);
    const header = String(report.body).split('\r\n')[0]!;
    expect(header).toContain('Сотрудник');
    expect(header).not.toContain('Итого');
    expect(header).not.toContain('Прибыль');
    const summary = await rest(s.app, 'GET', `/api/reports/summary?companyId=${w.companyId}`, { user: plain });
    expect(summary.body.departments[0]).toMatchObject({ totalSalaryFund: null, totalProfit: null, employeeCount: 1 });
  });

  it('the public dashboard shows only what its last editor’s role may see', async () => {
    const w = await pay();
    const editor = await holder(w, 'editor', ['dashboard.view', 'dashboard.create', 'dashboard.edit']);
    const made = await rest(s.app, 'POST', '/api/custom-dashboards', {
      user: editor,
      body: {
        companyId: w.companyId,
        name: 'Стена',
        showEmployeeCards: true,
        showSalaryPayouts: true,
        showEmployeeProfit: true,
      },
    });
    expect(made.status).toBe(201);
    const data = (await rest(s.app, 'GET', `/api/shared-dashboard/${made.body.shareUrl}/data`)).body;
    expect(data.dashboard).toMatchObject({
      showSalaryPayouts: false,
      showEmployeeProfit: false,
      showEmployeeCards: true,
    });
    for (const amount of ['baseSalary', 'bonusAmount', 'penaltyAmount', 'totalSalary'])
      expect(data.employees[0]).not.toHaveProperty(amount);
    expect(data.employees[0]).not.toHaveProperty('employeeProfit');
    expect(data).not.toHaveProperty('totalSalaryPayouts');
    const upgraded = await rest(s.app, 'PUT', `/api/custom-dashboards/${made.body.id}`, {
      user: w.owner,
      body: { companyId: w.companyId, name: 'Стена', showEmployeeCards: true, showSalaryPayouts: true },
    });
    expect(upgraded.status).toBe(200);
    const full = (await rest(s.app, 'GET', `/api/shared-dashboard/${made.body.shareUrl}/data`)).body;
    expect(full.employees[0]).toMatchObject({ baseSalary: '30000.00', totalSalary: '30000.00' });
  });

  it('an open wall screen follows its editor’s role at once', async () => {
    const w = await pay();
    // dashboard.edit: only an editor receives the link (docs/permissions.md).
    const keys = ['dashboard.view', 'dashboard.create', 'dashboard.edit', 'salaries.field.amounts'];
    const editor = await holder(w, 'walleditor', keys);
    const made = await rest(s.app, 'POST', '/api/custom-dashboards', {
      user: editor,
      body: { companyId: w.companyId, name: 'Стена', showEmployeeCards: true, showSalaryPayouts: true },
    });
    const wall = socket();
    const sub = await wall.subscribe(
      'subscription($s:String!){sharedDashboard(shareUrl:$s){employees{id baseSalary}}}',
      { s: made.body.shareUrl },
    );
    const roleId = (await roles(w.owner, w.companyId)).body.find((r: { code: string }) => r.code === 'walleditor').id;
    await patchRole(w.owner, w.companyId, roleId, { name: 'walleditor', permissions: keys.slice(0, 3) });
    let pushed = await sub.next();
    while (pushed.data?.sharedDashboard.employees[0].baseSalary !== null) pushed = await sub.next();
    expect(pushed.data.sharedDashboard.employees).toEqual([{ id: w.employee, baseSalary: null }]);
  });

  it('pushed cards are masked per subscriber, and another employee’s payslip needs the amounts', async () => {
    const w = await pay();
    const plain = await holder(w, 'plainlive', ['salaries.view', 'bonuses.create', 'reports.view']);
    const sub = await subscribe(
      plain,
      'subscription($c:Int!){employeeCardsChanged(companyId:$c){cards{id totalSalary totalBonuses}}}',
      {
        c: w.companyId,
      },
    );
    await rest(s.app, 'POST', '/api/bonuses-penalties', {
      user: w.owner,
      body: {
        companyId: w.companyId,
        employeeId: w.employee,
        type: 'bonus',
        amount: '700',
        reason: 'План',
        appliedDate: new Date().toISOString().slice(0, 10),
      },
    });
    const pushed = await sub.next();
    expect(pushed.data.employeeCardsChanged.cards).toEqual([{ id: w.employee, totalSalary: null, totalBonuses: null }]);
    const month = new Date().toISOString().slice(0, 7);
    const slip = await rest(s.app, 'GET', `/api/payslips/${w.employee}?companyId=${w.companyId}&period=${month}`, {
      user: plain,
    });
    expect(slip.status).toBe(403);
  });

  it('an open cards subscription follows its holder’s narrowed role from the next push, beside one that keeps it', async () => {
    const w = await pay();
    const keys = ['salaries.view', 'bonuses.create', 'reports.view', 'salaries.field.amounts'];
    const query = 'subscription($c:Int!){employeeCardsChanged(companyId:$c){cards{id totalBonuses}}}';
    // The same query and the same view until the narrowing: the first subscriber's bytes are shared.
    const keeper = await holder(w, 'keeping', keys);
    const kept = await subscribe(keeper, query, { c: w.companyId });
    const reader = await holder(w, 'narrowing', keys);
    const narrowed = await subscribe(reader, query, { c: w.companyId });
    const bonus = (amount: string) =>
      rest(s.app, 'POST', '/api/bonuses-penalties', {
        user: w.owner,
        body: {
          companyId: w.companyId,
          employeeId: w.employee,
          type: 'bonus',
          amount,
          reason: 'План',
          appliedDate: new Date().toISOString().slice(0, 10),
        },
      });
    await bonus('100');
    for (const sub of [kept, narrowed])
      expect((await sub.next()).data.employeeCardsChanged.cards).toEqual([{ id: w.employee, totalBonuses: '100.00' }]);
    const roleId = (await roles(w.owner, w.companyId)).body.find((r: { code: string }) => r.code === 'narrowing').id;
    await patchRole(w.owner, w.companyId, roleId, { name: 'narrowing', permissions: keys.slice(0, 3) });
    await bonus('200');
    let pushed = await narrowed.next();
    while (pushed.data.employeeCardsChanged.cards[0]?.totalBonuses === '100.00') pushed = await narrowed.next();
    expect(pushed.data.employeeCardsChanged.cards).toEqual([{ id: w.employee, totalBonuses: null }]);
    expect((await kept.next()).data.employeeCardsChanged.cards).toEqual([{ id: w.employee, totalBonuses: '300.00' }]);
  });

  it('one’s own record always shows in full', async () => {
    const w = await pay();
    const self = await holder(w, 'self', ['employees.view']);
    await s.db.query('update employees set user_id = $1 where id = $2', [self.user.id, w.employee]);
    const [own] = (await rest(s.app, 'GET', `/api/employees?companyId=${w.companyId}`, { user: self })).body;
    expect(own).toMatchObject({ phone: '1', birthDate: soon });
    const [card] = (await rest(s.app, 'GET', `/api/dashboard/employee-cards?companyId=${w.companyId}`, { user: self }))
      .body;
    expect(card.totalSalary).toBe('30000.00');
  });

  it('birthdays need employees.field.birthDate', async () => {
    const w = await pay();
    const without = await holder(w, 'nobday', ['employees.view']);
    const withIt = await holder(w, 'bday', ['employees.view', 'employees.field.birthDate']);
    const upcoming = (u: TestUser) =>
      rest(s.app, 'GET', `/api/birthdays/upcoming?companyId=${w.companyId}&days=365`, { user: u });
    expect((await upcoming(withIt)).body.length).toBe((await upcoming(w.owner)).body.length);
    expect((await upcoming(without)).body).toEqual([]);
  });

  it('the activity log hides what the reader’s role may not see', async () => {
    const w = await pay();
    const auditor = await holder(w, 'auditor', ['settings.activity.view']);
    const log = (await rest(s.app, 'GET', `/api/activity-logs?companyId=${w.companyId}`, { user: auditor })).body;
    const created = log.find((r: { entityType: string }) => r.entityType === 'employee');
    expect(created.after).toMatchObject({ firstName: 'Анна', phone: null, birthDate: null });
  });
});
