/**
 * A company with every kind of record a backup holds, made through the API as a user would:
 * logo, branch, departments with a manager, employees with a photo and placements, every kind of
 * template, ledger records of each type, a performance record, a fixed period (and a reopened
 * one), a custom dashboard, a custom role with its tree and a member holding it, and changed
 * notification settings. Imported only by *.int.test.ts.
 */
import { rest, signedInUser, type TestApp, type TestUser } from '../harness';
import { PNG } from './employees.int-kit';

export const MONTH = { from: '2026-10-01', to: '2026-10-31' };

export interface FullCompany {
  owner: TestUser;
  companyId: number;
  member: TestUser;
  ids: Record<'sales' | 'support' | 'branch' | 'anna' | 'boris' | 'dashboard' | 'role', number>;
}

export async function fullCompany(app: TestApp, name = 'Ромашка «Полная»'): Promise<FullCompany> {
  const owner = await signedInUser(app);
  const call = async (method: string, path: string, body: Record<string, unknown>, status = 201) => {
    const res = await rest(app, method, path, { user: owner, body });
    if (res.status !== status)
      throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body;
  };
  const company = await call('POST', '/api/companies', {
    name,
    description: 'Компания для резервной копии',
    currency: 'KGS',
    timezone: 'Asia/Bishkek',
    logo: PNG,
  });
  const companyId = company.id as number;
  const post = (path: string, body: Record<string, unknown>, status = 201) =>
    call('POST', path, { companyId, ...body }, status);

  const branch = (await post('/api/branches', { name: 'Центр', city: 'Бишкек', address: 'ул. Киевская, 1' })).id;
  const sales = (await post('/api/departments', { name: 'Продажи', description: 'Отдел продаж', branchId: branch })).id;
  const support = (await post('/api/departments', { name: 'Поддержка' })).id;
  const anna = (
    await post('/api/employees', {
      firstName: 'Анна',
      lastName: 'Ким',
      phone: '+996 555 111 111',
      email: 'anna@example.test',
      photo: PNG,
      birthDate: '1990-03-15',
      role: 'manager',
      departmentIds: [sales, support],
      branchIds: [branch],
      jobPosition: 'Старший менеджер',
      hobbies: 'Шахматы',
    })
  ).id;
  const boris = (
    await post('/api/employees', {
      firstName: 'Борис',
      lastName: 'Ли',
      phone: '+996 555 222 222',
      hasFlexibleSchedule: true,
      departmentIds: [support],
    })
  ).id;
  await call(
    'PUT',
    `/api/departments/${sales}`,
    {
      companyId,
      name: 'Продажи',
      description: 'Отдел продаж',
      managerId: anna,
      branchId: branch,
    },
    200,
  );

  await post('/api/salary-rule-templates', {
    templateName: 'Оклад',
    ruleType: 'fixed',
    value: '30000',
    appliesTo: { departments: [sales, support], employees: [], groups: [] },
  });
  await post('/api/salary-rule-templates', {
    templateName: 'Процент с прибыли',
    ruleType: 'percent_individual',
    value: '5',
    salaryMode: 'bonus',
    thresholdType: 'employee_profit',
    thresholdValue: '1000',
    achievementIcon: 'crown',
    appliesTo: { departments: [], employees: [anna], groups: [] },
  });
  const bonusTemplate = (
    await post('/api/bonus-rule-templates', {
      templateName: 'За отзыв',
      amount: '500',
      assignmentType: 'department',
      departmentIds: [sales],
    })
  ).id;
  const penaltyTemplate = (
    await post('/api/penalty-rule-templates', {
      templateName: 'Опоздание',
      amount: '200',
      assignmentType: 'group',
      employeeIds: [anna],
    })
  ).id;

  const book = (body: Record<string, unknown>) => post('/api/bonuses-penalties', { employeeId: anna, ...body });
  await book({ type: 'bonus', amount: '5000', reason: 'Лучший месяц', appliedDate: '2026-10-10' });
  await book({ type: 'penalty', amount: '1000.50', reason: 'Опоздание', appliedDate: '2026-10-12' });
  await book({ type: 'advance', amount: '10000', appliedDate: '2026-10-15' });
  await book({ type: 'piecework', amount: '1500', quantity: 3, appliedDate: '2026-10-20' });
  await post('/api/bonuses-penalties', {
    employeeId: boris,
    type: 'bonus',
    amount: '700',
    reason: 'Помощь',
    appliedDate: '2026-09-05',
  });
  await post('/api/employee-performance', {
    employeeId: anna,
    startDate: MONTH.from,
    endDate: MONTH.to,
    ordersCount: 40,
    employeeProfit: '250000',
    bonusRules: [{ ruleId: bonusTemplate, unitCount: 2 }],
    penaltyRules: [{ ruleId: penaltyTemplate, unitCount: 1 }],
  });
  await post('/api/fix-employee-rules', {
    employeeId: boris,
    startDate: '2026-09-01',
    endDate: '2026-09-30',
    employeeProfit: '0',
  });
  const reopened = await post('/api/fix-employee-rules', {
    employeeId: anna,
    startDate: '2026-09-01',
    endDate: '2026-09-30',
    employeeProfit: '0',
  });
  await post(`/api/payroll-fixes/${reopened.id}/reopen`, {}, 200);
  const dashboard = (
    await post('/api/custom-dashboards', {
      name: 'Зал продаж',
      description: 'Экран в зале',
      selectedDepartments: [sales],
      showCompanyProfit: true,
      showEmployeeCards: true,
      employeeCardsDepartments: [sales],
      showThresholdProgress: true,
      thresholdProgressDepartments: [sales],
    })
  ).id;

  const role = (
    await post('/api/system-roles', {
      name: 'Кассир',
      code: 'cashier',
      description: 'Выдаёт авансы',
      color: 'green',
      priority: 30,
      permissions: ['employees.view', 'bonuses.view', 'bonuses.create'],
    })
  ).id;
  const tree = await post(`/api/system-roles/${role}/hierarchical-permissions/initialize`, {}, 200);
  await call(
    'PUT',
    `/api/system-roles/${role}/hierarchical-permissions`,
    {
      companyId,
      permissions: (tree as { permissionKey: string; id: number }[]).map((e) =>
        e.permissionKey === 'bonuses.create' ? { ...e, conditions: { maxAmount: 5000 } } : e,
      ),
    },
    200,
  );
  const member = await signedInUser(app);
  await addMember(app, companyId, member);

  await call(
    'POST',
    '/api/role-notification-settings',
    {
      companyId,
      settings: [
        { role: 'manager', notificationType: 'bonus_penalty_added', enabled: false },
        { role: 'cashier', notificationType: 'employee_added', enabled: false },
      ],
    },
    200,
  );
  return { owner, companyId, member, ids: { sales, support, branch, anna, boris, dashboard, role } };
}

/** The member joins directly (the API only invites by e-mail). */
async function addMember(app: TestApp, companyId: number, member: TestUser): Promise<void> {
  await app.server.deps.orm.em
    .fork()
    .getConnection()
    .execute("insert into memberships (user_id, company_id, role, created_at) values (?, ?, 'cashier', now())", [
      member.user.id,
      companyId,
    ]);
}
