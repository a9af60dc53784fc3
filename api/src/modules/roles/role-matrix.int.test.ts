import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRES } from '@staffpay/schema/auth/policy';
import { isOwnerOnlyKey } from '@staffpay/schema/roles/grants';
import { PERMISSION_TREE } from '@staffpay/schema/roles/permission-tree';
import { gql, rest, type TestApp, type TestUser, startTestApp } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

/**
 * The permission matrix: for every action key an operation exists for, a custom role granting
 * only that key (with its module's switch) may do that operation, over REST and over GraphQL,
 * and is refused the other actions of the same module (keys only the owner role holds cannot be
 * put in a custom role, so they appear only as refused). "Refused" is 403, or for a view key an
 * answer holding only the member's own data (here: nothing, as the member has no record).
 */

let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  f = fixtures(app, db);
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

/** A company with one of everything an operation may act on. */
async function world() {
  const { owner, companyId } = await f.company('Матрица');
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await rest(app, 'POST', path, { user: owner, body: { companyId, ...body } });
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  };
  const department = await post('/api/departments', { name: 'Продажи' });
  const spareDepartment = await post('/api/departments', { name: 'Склад' });
  const branch = await post('/api/branches', { name: 'Центр', city: 'Бишкек' });
  const employee = await post('/api/employees', {
    firstName: 'Анна',
    lastName: 'Иванова',
    phone: '+996 555 000 001',
    departmentIds: [department],
  });
  const spareEmployee = await post('/api/employees', {
    firstName: 'Борис',
    lastName: 'Петров',
    phone: '+996 555 000 002',
    departmentIds: [department],
  });
  const record = await post('/api/bonuses-penalties', {
    employeeId: employee,
    type: 'bonus',
    amount: '100',
    reason: 'План',
    appliedDate: '2026-11-02',
  });
  const template = await post('/api/salary-rule-templates', {
    templateName: 'Оклад',
    ruleType: 'fixed',
    value: 1000,
    salaryMode: 'base',
    appliesTo: { departments: [department], employees: [], groups: [] },
  });
  const dashboard = await post('/api/custom-dashboards', { name: 'Зал' });
  const role = await post('/api/system-roles', { name: 'Другая', code: 'other' });
  const fix = (
    await rest(app, 'POST', '/api/fix-employee-rules', {
      user: owner,
      body: {
        companyId,
        employeeId: spareEmployee,
        startDate: '2026-10-01',
        endDate: '2026-10-31',
        employeeProfit: '0',
      },
    })
  ).body.id as number;
  const colleague = await f.member(companyId, 'employee');
  return {
    owner,
    companyId,
    department,
    spareDepartment,
    branch,
    employee,
    spareEmployee,
    record,
    template,
    dashboard,
    role,
    fix,
    colleague,
  };
}
type World = Awaited<ReturnType<typeof world>>;

/** A member whose custom role grants exactly `key` and its module switch. */
async function holderOf(w: World, key: string): Promise<TestUser> {
  const code = `only_${key.replace(/\W/g, '_')}`;
  const created = await rest(app, 'POST', '/api/system-roles', {
    user: w.owner,
    // With the keys it counts only alongside (a backup needs every field key).
    body: { companyId: w.companyId, name: key, code, permissions: [key, ...(REQUIRES[key] ?? [])] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const member = await f.member(w.companyId, 'employee');
  const given = await rest(app, 'PATCH', `/api/companies/${w.companyId}/members/${member.user.id}`, {
    user: w.owner,
    body: { role: code },
  });
  expect(given.status, JSON.stringify(given.body)).toBe(200);
  return member;
}

type Outcome = 'allowed' | 'refused';
interface Op {
  rest: (u: TestUser, w: World) => Promise<Outcome>;
  gql: (u: TestUser, w: World) => Promise<Outcome>;
}

const byStatus =
  (ok: number) =>
  (res: { status: number; body: unknown }): Outcome => {
    if (res.status === ok) return 'allowed';
    if (res.status === 403) return 'refused';
    throw new Error(`unexpected ${res.status}: ${JSON.stringify(res.body)}`);
  };
/** A view answers everything to a holder and only the member's own (none) to others. */
const byList = (res: { status: number; body: unknown }): Outcome => {
  if (res.status === 403) return 'refused';
  if (res.status !== 200) throw new Error(`unexpected ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as unknown[]).length > 0 ? 'allowed' : 'refused';
};
const byGql =
  (field: string, list = false) =>
  (res: { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] }): Outcome => {
    const code = res.errors?.[0]?.extensions?.code;
    if (code === 'FORBIDDEN') return 'refused';
    if (code) throw new Error(`unexpected ${code}: ${JSON.stringify(res.errors)}`);
    const value = res.data?.[field];
    return list && Array.isArray(value) && value.length === 0 ? 'refused' : 'allowed';
  };

const call = (method: string, path: string, body?: Record<string, unknown>) => (u: TestUser) =>
  rest(app, method, path, { user: u, ...(body ? { body } : {}) });
const q = (query: string, variables: Record<string, unknown>) => (u: TestUser) => gql(app, query, variables, u);

/** Access passed and the service went on: the AI analysis then finds no provider configured. */
const byAiAccess = (res: { status: number; body: { message?: string } }): Outcome => {
  if (res.status === 400 && res.body.message === 'AI-анализ не настроен') return 'allowed';
  if (res.status === 403) return 'refused';
  throw new Error(`unexpected ${res.status}: ${JSON.stringify(res.body)}`);
};
const byGqlAiAccess = (res: { errors?: { message: string; extensions?: { code?: string } }[] }): Outcome =>
  byAiAccess({
    status: res.errors?.[0]?.extensions?.code === 'FORBIDDEN' ? 403 : 400,
    body: { message: res.errors?.[0]?.message },
  });

/** One operation per action key. */
const OPS: Record<string, Op> = {
  'dashboard.view': {
    rest: async (u, w) => byList(await call('GET', `/api/custom-dashboards?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql(
        'customDashboards',
        true,
      )(await q('query($c:Int!){customDashboards(companyId:$c){id}}', { c: w.companyId })(u)),
  },
  'dashboard.create': {
    rest: async (u, w) =>
      byStatus(201)(await call('POST', '/api/custom-dashboards', { companyId: w.companyId, name: 'Новый' })(u)),
    gql: async (u, w) =>
      byGql('createCustomDashboard')(
        await q('mutation($c:Int!){createCustomDashboard(companyId:$c,input:{name:"Г"}){id}}', { c: w.companyId })(u),
      ),
  },
  'dashboard.edit': {
    rest: async (u, w) =>
      byStatus(200)(
        await call('PUT', `/api/custom-dashboards/${w.dashboard}`, { companyId: w.companyId, name: 'Зал 2' })(u),
      ),
    gql: async (u, w) =>
      byGql('rotateDashboardLink')(
        await q('mutation($c:Int!,$id:Int!){rotateDashboardLink(companyId:$c,id:$id){id}}', {
          c: w.companyId,
          id: w.dashboard,
        })(u),
      ),
  },
  'dashboard.delete': {
    rest: async (u, w) =>
      byStatus(200)(await call('DELETE', `/api/custom-dashboards/${w.dashboard}?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('deleteCustomDashboard')(
        await q('mutation($c:Int!,$id:Int!){deleteCustomDashboard(companyId:$c,id:$id)}', {
          c: w.companyId,
          id: w.dashboard,
        })(u),
      ),
  },
  'employees.view': {
    rest: async (u, w) => byList(await call('GET', `/api/employees?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql(
        'employees',
        true,
      )(
        await q('query($c:Int!){employees(companyId:$c){edges{node{id}}}}', { c: w.companyId })(u).then((r) => ({
          ...r,
          data: r.data ? { employees: r.data.employees.edges } : r.data,
        })),
      ),
  },
  'employees.create': {
    rest: async (u, w) =>
      byStatus(201)(
        await call('POST', '/api/employees', {
          companyId: w.companyId,
          firstName: 'В',
          lastName: 'Г',
          phone: '1',
          departmentIds: [w.department],
        })(u),
      ),
    gql: async (u, w) =>
      byGql('createEmployee')(
        await q(
          'mutation($c:Int!,$d:Int!){createEmployee(companyId:$c,input:{firstName:"Д",lastName:"Е",phone:"2",departmentIds:[$d]}){id}}',
          {
            c: w.companyId,
            d: w.department,
          },
        )(u),
      ),
  },
  'employees.edit': {
    rest: async (u, w) =>
      byStatus(200)(await call('PUT', `/api/employees/${w.employee}`, { companyId: w.companyId, firstName: 'Аня' })(u)),
    gql: async (u, w) =>
      byGql('updateEmployee')(
        await q('mutation($c:Int!,$id:Int!){updateEmployee(companyId:$c,id:$id,input:{lastName:"Смирнова"}){id}}', {
          c: w.companyId,
          id: w.employee,
        })(u),
      ),
  },
  'employees.delete': {
    rest: async (u, w) =>
      byStatus(200)(await call('DELETE', `/api/employees/${w.employee}?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('deleteEmployee')(
        await q('mutation($c:Int!,$id:Int!){deleteEmployee(companyId:$c,id:$id)}', {
          c: w.companyId,
          id: w.spareEmployee,
        })(u),
      ),
  },
  'employees.ai': {
    rest: async (u, w) =>
      byAiAccess(await call('POST', `/api/employee-ai-analysis/${w.employee}`, { companyId: w.companyId })(u)),
    gql: async (u, w) =>
      byGqlAiAccess(
        await q('mutation($c:Int!,$e:Int!){analyzeEmployee(companyId:$c,employeeId:$e){analysis}}', {
          c: w.companyId,
          e: w.employee,
        })(u),
      ),
  },
  'departments.view': {
    rest: async (u, w) => byList(await call('GET', `/api/departments?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('departments', true)(await q('query($c:Int!){departments(companyId:$c){id}}', { c: w.companyId })(u)),
  },
  'departments.create': {
    rest: async (u, w) =>
      byStatus(201)(await call('POST', '/api/departments', { companyId: w.companyId, name: 'Новый' })(u)),
    gql: async (u, w) =>
      byGql('createDepartment')(
        await q('mutation($c:Int!){createDepartment(companyId:$c,input:{name:"Ж"}){id}}', { c: w.companyId })(u),
      ),
  },
  'departments.edit': {
    rest: async (u, w) =>
      byStatus(200)(
        await call('PUT', `/api/departments/${w.department}`, { companyId: w.companyId, name: 'Продажи 2' })(u),
      ),
    gql: async (u, w) =>
      byGql('updateDepartment')(
        await q('mutation($c:Int!,$id:Int!){updateDepartment(companyId:$c,id:$id,input:{name:"Продажи 3"}){id}}', {
          c: w.companyId,
          id: w.department,
        })(u),
      ),
  },
  'departments.delete': {
    rest: async (u, w) =>
      byStatus(200)(await call('DELETE', `/api/departments/${w.spareDepartment}?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('deleteDepartment')(
        await q('mutation($c:Int!,$id:Int!){deleteDepartment(companyId:$c,id:$id)}', {
          c: w.companyId,
          id: w.spareDepartment,
        })(u),
      ),
  },
  'branches.view': {
    rest: async (u, w) => byList(await call('GET', `/api/branches?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('branches', true)(await q('query($c:Int!){branches(companyId:$c){id}}', { c: w.companyId })(u)),
  },
  'branches.create': {
    rest: async (u, w) =>
      byStatus(201)(await call('POST', '/api/branches', { companyId: w.companyId, name: 'Юг', city: 'Ош' })(u)),
    gql: async (u, w) =>
      byGql('createBranch')(
        await q('mutation($c:Int!){createBranch(companyId:$c,input:{name:"Север",city:"Нарын"}){id}}', {
          c: w.companyId,
        })(u),
      ),
  },
  'branches.edit': {
    rest: async (u, w) =>
      byStatus(200)(
        await call('PUT', `/api/branches/${w.branch}`, { companyId: w.companyId, name: 'Центр 2', city: 'Бишкек' })(u),
      ),
    gql: async (u, w) =>
      byGql('updateBranch')(
        await q(
          'mutation($c:Int!,$id:Int!){updateBranch(companyId:$c,id:$id,input:{name:"Центр 3",city:"Бишкек"}){id}}',
          {
            c: w.companyId,
            id: w.branch,
          },
        )(u),
      ),
  },
  'branches.delete': {
    rest: async (u, w) => byStatus(200)(await call('DELETE', `/api/branches/${w.branch}?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('deleteBranch')(
        await q('mutation($c:Int!,$id:Int!){deleteBranch(companyId:$c,id:$id)}', { c: w.companyId, id: w.branch })(u),
      ),
  },
  'salaries.view': {
    rest: async (u, w) => byStatus(200)(await call('GET', `/api/dashboard/stats?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('payrollStats')(
        await q('query($c:Int!){payrollStats(companyId:$c){totalSalaryFund}}', { c: w.companyId })(u),
      ),
  },
  'salaries.create': {
    rest: async (u, w) =>
      byStatus(201)(
        await call('POST', '/api/salary-rule-templates', {
          companyId: w.companyId,
          templateName: 'Ещё',
          ruleType: 'fixed',
          value: 10,
          salaryMode: 'bonus',
          appliesTo: { departments: [], employees: [], groups: [] },
        })(u),
      ),
    gql: async (u, w) =>
      byGql('createBonusRuleTemplate')(
        await q('mutation($c:Int!){createBonusRuleTemplate(companyId:$c,input:{templateName:"Б",amount:"10"}){id}}', {
          c: w.companyId,
        })(u),
      ),
  },
  'salaries.edit': {
    rest: async (u, w) =>
      byStatus(200)(
        await call('PATCH', `/api/salary-rule-templates/${w.template}/toggle`, {
          companyId: w.companyId,
          isActive: false,
        })(u),
      ),
    gql: async (u, w) =>
      byGql('toggleSalaryRuleTemplate')(
        await q('mutation($c:Int!,$id:Int!){toggleSalaryRuleTemplate(companyId:$c,id:$id,isActive:true){id}}', {
          c: w.companyId,
          id: w.template,
        })(u),
      ),
  },
  'salaries.delete': {
    rest: async (u, w) =>
      byStatus(200)(await call('DELETE', `/api/salary-rule-templates/${w.template}?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('deleteSalaryRuleTemplate')(
        await q('mutation($c:Int!,$id:Int!){deleteSalaryRuleTemplate(companyId:$c,id:$id)}', {
          c: w.companyId,
          id: w.template,
        })(u),
      ),
  },
  'salaries.approve': {
    rest: async (u, w) =>
      byStatus(201)(
        await call('POST', '/api/fix-employee-rules', {
          companyId: w.companyId,
          employeeId: w.employee,
          startDate: '2026-09-01',
          endDate: '2026-09-30',
          employeeProfit: '0',
        })(u),
      ),
    gql: async (u, w) =>
      byGql('fixPayrollPeriod')(
        await q(
          'mutation($c:Int!,$e:Int!){fixPayrollPeriod(companyId:$c,input:{employeeId:$e,startDate:"2026-08-01",endDate:"2026-08-31",employeeProfit:"0"}){id}}',
          { c: w.companyId, e: w.employee },
        )(u),
      ),
  },
  'salaries.reopen': {
    rest: async (u, w) =>
      byStatus(200)(await call('POST', `/api/payroll-fixes/${w.fix}/reopen`, { companyId: w.companyId })(u)),
    gql: async (u, w) =>
      byGql('reopenPayrollPeriod')(
        await q('mutation($c:Int!,$id:Int!){reopenPayrollPeriod(companyId:$c,id:$id){id}}', {
          c: w.companyId,
          id: w.fix,
        })(u),
      ),
  },
  'bonuses.view': {
    rest: async (u, w) => byList(await call('GET', `/api/bonuses-penalties?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('ledgerRecords', true)(await q('query($c:Int!){ledgerRecords(companyId:$c){id}}', { c: w.companyId })(u)),
  },
  'bonuses.create': {
    rest: async (u, w) =>
      byStatus(201)(
        await call('POST', '/api/bonuses-penalties', {
          companyId: w.companyId,
          employeeId: w.employee,
          type: 'bonus',
          amount: '50',
          reason: 'Касса',
          appliedDate: '2026-11-03',
        })(u),
      ),
    gql: async (u, w) =>
      byGql('createLedgerRecord')(
        await q(
          'mutation($c:Int!,$e:Int!){createLedgerRecord(companyId:$c,input:{employeeId:$e,type:penalty,amount:"5",reason:"Опоздание",appliedDate:"2026-11-04"}){id}}',
          { c: w.companyId, e: w.employee },
        )(u),
      ),
  },
  'bonuses.edit': {
    rest: async (u, w) =>
      byStatus(200)(
        await call('PUT', `/api/bonuses-penalties/${w.record}`, {
          companyId: w.companyId,
          employeeId: w.employee,
          type: 'bonus',
          amount: '150',
          reason: 'План',
        })(u),
      ),
    gql: async (u, w) =>
      byGql('updateLedgerRecord')(
        await q(
          'mutation($c:Int!,$id:Int!,$e:Int!){updateLedgerRecord(companyId:$c,id:$id,input:{employeeId:$e,type:bonus,amount:"175",reason:"План"}){id}}',
          { c: w.companyId, id: w.record, e: w.employee },
        )(u),
      ),
  },
  'bonuses.delete': {
    rest: async (u, w) =>
      byStatus(200)(await call('DELETE', `/api/bonuses-penalties/${w.record}?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('deleteLedgerRecord')(
        await q('mutation($c:Int!,$id:Int!){deleteLedgerRecord(companyId:$c,id:$id)}', {
          c: w.companyId,
          id: w.record,
        })(u),
      ),
  },
  'reports.view': {
    rest: async (u, w) => byStatus(200)(await call('GET', `/api/reports/summary?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('reportSummary')(
        await q('query($c:Int!){reportSummary(companyId:$c){period{from}}}', { c: w.companyId })(u),
      ),
  },
  'settings.edit': {
    rest: async (u, w) => byStatus(200)(await call('PUT', `/api/companies/${w.companyId}`, { name: 'Матрица 2' })(u)),
    gql: async (u, w) =>
      byGql('updateCompany')(
        await q('mutation($id:Int!){updateCompany(id:$id,input:{name:"Матрица 3"}){id}}', { id: w.companyId })(u),
      ),
  },
  'settings.delete': {
    rest: async (u, w) => byStatus(200)(await call('DELETE', `/api/companies/${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('deleteCompany')(await q('mutation($id:Int!){deleteCompany(id:$id)}', { id: w.companyId })(u)),
  },
  'settings.activity.view': {
    rest: async (u, w) => byStatus(200)(await call('GET', `/api/activity-logs?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('activityLogs')(await q('query($c:Int!){activityLogs(companyId:$c){id}}', { c: w.companyId })(u)),
  },
  'settings.protection.view': {
    rest: async (u, w) => byStatus(200)(await call('GET', `/api/database/integrity/${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('databaseHealth')(
        await q('query($c:Int!){databaseHealth(companyId:$c){status details{employeeCount}}}', { c: w.companyId })(u),
      ),
  },
  'settings.backup.create': {
    // A file download: REST only, so both transports ask it.
    rest: async (u, w) => byStatus(200)(await call('POST', `/api/database/backup/company/${w.companyId}`)(u)),
    gql: async (u, w) => byStatus(200)(await call('POST', `/api/database/backup/company/${w.companyId}`)(u)),
  },
  'settings.developer': {
    rest: async (u, w) =>
      byStatus(200)(
        await call('POST', '/api/developer-settings', { companyId: w.companyId, companySlogan: 'Вместе' })(u),
      ),
    gql: async (u, w) =>
      byGql('saveDeveloperSettings')(
        await q('mutation($c:Int!){saveDeveloperSettings(companyId:$c,input:{logoSize:"large"}){logoSizePx}}', {
          c: w.companyId,
        })(u),
      ),
  },
  'settings.api': {
    rest: async (u, w) =>
      byStatus(201)(
        await call('POST', `/api/companies/${w.companyId}/api-tokens`, { name: 'ERP', scopes: ['staff:read'] })(u),
      ),
    gql: async (u, w) =>
      byGql('createApiToken')(
        await q('mutation($c:Int!){createApiToken(companyId:$c,input:{name:"BI",scopes:["pay:read"]}){id}}', {
          c: w.companyId,
        })(u),
      ),
  },
  'settings.webhooks': {
    rest: async (u, w) =>
      byStatus(201)(
        await call('POST', `/api/companies/${w.companyId}/webhooks`, {
          url: 'https://example.test/hook',
          events: ['employee.created'],
        })(u),
      ),
    gql: async (u, w) =>
      byGql('createWebhook')(
        await q(
          'mutation($c:Int!){createWebhook(companyId:$c,input:{url:"https://example.test/gql",events:["branch.created"]}){id}}',
          { c: w.companyId },
        )(u),
      ),
  },
  'roles.view': {
    rest: async (u, w) => byStatus(200)(await call('GET', `/api/system-roles?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('systemRoles')(await q('query($c:Int!){systemRoles(companyId:$c){id}}', { c: w.companyId })(u)),
  },
  'roles.create': {
    rest: async (u, w) =>
      byStatus(201)(
        await call('POST', '/api/system-roles', { companyId: w.companyId, name: 'Ревизор', code: 'revizor' })(u),
      ),
    gql: async (u, w) =>
      byGql('createRole')(
        await q('mutation($c:Int!){createRole(companyId:$c,input:{name:"Аудитор",code:"auditor"}){id}}', {
          c: w.companyId,
        })(u),
      ),
  },
  'roles.edit': {
    rest: async (u, w) =>
      byStatus(200)(
        await call('PATCH', `/api/system-roles/${w.role}`, { companyId: w.companyId, name: 'Другая 2' })(u),
      ),
    gql: async (u, w) =>
      byGql('updateRole')(
        await q('mutation($c:Int!,$id:Int!){updateRole(companyId:$c,id:$id,input:{name:"Другая 3"}){id}}', {
          c: w.companyId,
          id: w.role,
        })(u),
      ),
  },
  'roles.delete': {
    rest: async (u, w) =>
      byStatus(200)(await call('DELETE', `/api/system-roles/${w.role}?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('deleteRole')(
        await q('mutation($c:Int!,$id:Int!){deleteRole(companyId:$c,id:$id)}', { c: w.companyId, id: w.role })(u),
      ),
  },
  'roles.members.create': {
    rest: async (u, w) =>
      byStatus(201)(
        await call('POST', `/api/companies/${w.companyId}/invitations`, { email: 'new@example.com', role: 'other' })(u),
      ),
    gql: async (u, w) =>
      byGql('inviteMember')(
        await q('mutation($c:Int!){inviteMember(companyId:$c,email:"next@example.com",role:"other"){id}}', {
          c: w.companyId,
        })(u),
      ),
  },
  'roles.members.edit': {
    rest: async (u, w) =>
      byStatus(200)(
        // A role with no keys: a member may only hand out what they hold themselves (grants.int.test.ts).
        await call('PATCH', `/api/companies/${w.companyId}/members/${w.colleague.user.id}`, { role: 'other' })(u),
      ),
    gql: async (u, w) =>
      byGql('changeMemberRole')(
        await q('mutation($c:Int!,$u:Int!){changeMemberRole(companyId:$c,userId:$u,role:other){userId}}', {
          c: w.companyId,
          u: w.colleague.user.id,
        })(u),
      ),
  },
  'notifications.view': {
    rest: async (u, w) =>
      byStatus(200)(await call('GET', `/api/role-notification-settings?companyId=${w.companyId}`)(u)),
    gql: async (u, w) =>
      byGql('roleNotificationSettings')(
        await q('query($c:Int!){roleNotificationSettings(companyId:$c){role}}', { c: w.companyId })(u),
      ),
  },
  'notifications.edit': {
    rest: async (u, w) =>
      byStatus(200)(
        await call('POST', '/api/role-notification-settings', {
          companyId: w.companyId,
          settings: [{ role: 'verifier', notificationType: 'system', enabled: false }],
        })(u),
      ),
    gql: async (u, w) =>
      byGql('saveRoleNotificationSettings')(
        await q(
          'mutation($c:Int!){saveRoleNotificationSettings(companyId:$c,settings:[{role:verifier,notificationType:system,enabled:true}]){role}}',
          { c: w.companyId },
        )(u),
      ),
  },
};

const WITHOUT_OPERATION: string[] = [];
const ACTION_KEYS = PERMISSION_TREE.filter((e) => e.level === 'action').map((e) => e.key);
/** Keys no custom role may hold (the built-in owner's alone): grants.int.test.ts covers them. */
const CUSTOM_KEYS = ACTION_KEYS.filter((k) => !isOwnerOnlyKey(k));
const moduleOf = (key: string) => key.split('.')[0]!;

describe('the permission matrix', () => {
  it('has an operation for every action key', () => {
    expect(ACTION_KEYS.filter((k) => !OPS[k])).toEqual(WITHOUT_OPERATION);
  });

  for (const transport of ['rest', 'gql'] as const) {
    for (const key of CUSTOM_KEYS.filter((k) => OPS[k])) {
      it(`${transport}: a role with only ${key} may do it and is refused the rest of ${moduleOf(key)}`, async () => {
        const w = await world();
        const member = await holderOf(w, key);
        const neighbours = ACTION_KEYS.filter((k) => k !== key && OPS[k] && moduleOf(k) === moduleOf(key));
        // Refusals first: they change nothing, so the allowed operation still finds its target.
        for (const other of neighbours) {
          expect(await OPS[other]![transport](member, w), `${other} with only ${key}`).toBe('refused');
        }
        expect(await OPS[key]![transport](member, w), key).toBe('allowed');
      });
    }
  }

  it('a role with the module switch off is refused its actions, whatever their flags', async () => {
    const w = await world();
    const member = await holderOf(w, 'bonuses.create');
    const role = (await rest(app, 'GET', `/api/system-roles?companyId=${w.companyId}`, { user: w.owner })).body.find(
      (r: { code: string }) => r.code === 'only_bonuses_create',
    );
    const tree = await rest(app, 'POST', `/api/system-roles/${role.id}/hierarchical-permissions/initialize`, {
      user: w.owner,
      body: { companyId: w.companyId },
    });
    const entries = tree.body.map((e: { permissionKey: string; isGranted: boolean }) =>
      e.permissionKey === 'bonuses' ? { ...e, isGranted: false } : e,
    );
    const saved = await rest(app, 'PUT', `/api/system-roles/${role.id}/hierarchical-permissions`, {
      user: w.owner,
      body: { companyId: w.companyId, permissions: entries },
    });
    expect(saved.status).toBe(200);
    expect(await OPS['bonuses.create']!.rest(member, w)).toBe('refused');
  });
});
