import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { pathParams } from '../src/app/openapi/openapi-document';
import { restRoutes } from '../src/app/routes';
import { companyParamOf, type RestRoute } from '../src/shared/rest';
import { registeredUser } from './accounts';
import { rest, signedInUser, startTestApp, type TestApp, type TestUser } from './harness';
import { startSmtpSink, tokenFrom, type SmtpSink } from './smtp-sink';
import { fullCompany, MONTH, type FullCompany } from './support/full-company.int-kit';
import { strictAnswer } from './support/strict-answer';

/**
 * The answer schemas of GET /api/openapi.json are true: real answers of a company with every kind
 * of record (full-company.int-kit.ts) are checked against each route's `doc.response`, with every
 * object closed (strictAnswer): a key the doc does not name fails, and so does a missing or
 * mistyped one. Every GET route with a JSON answer is called, by the owner and again by a member
 * with a narrow custom role (whose masked figures are null); so are the creates and the commands.
 */
interface Call {
  /** The row, as `METHOD /api/path/:param`. */
  route: string;
  url: () => string;
  body?: () => Record<string, unknown>;
  /** Who calls; the owner by default, nobody for an open route. */
  as?: 'owner' | 'nobody';
  /** The fixture guarantees none: an empty list checks nothing, so the others must not be empty. */
  mayBeEmpty?: true;
  /** Kept from the answer for the calls after it. */
  keep?: (answer: any) => void;
}

let app: TestApp;
let sink: SmtpSink;
let fc: FullCompany;
let invitee: TestUser;
/** Ids made by the calls, for the calls after them. */
const made: Record<string, any> = {};

const c = () => fc.companyId;
const q = () => `companyId=${c()}`;
const month = `from=${MONTH.from}&to=${MONTH.to}`;
/** A day in the company's calendar (Asia/Bishkek), in 1990: a birthday `days` from today. */
const birthday = (days: number) =>
  `1990${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bishkek' }).format(Date.now() + days * 86_400_000).slice(4)}`;

/** Writes, in order: each answer is checked, and what later calls need is kept. */
const WRITES: Call[] = [
  { route: 'POST /api/companies', url: () => '/api/companies', body: () => ({ name: 'Проверка ответов' }) },
  {
    route: 'POST /api/companies/:id/webhooks',
    url: () => `/api/companies/${c()}/webhooks`,
    body: () => ({ url: 'https://example.com/hook', events: ['employee.created'] }),
    keep: (w) => (made.webhook = w.id),
  },
  {
    route: 'POST /api/companies/:id/integrations',
    url: () => `/api/companies/${c()}/integrations`,
    body: () => ({ name: 'Бухгалтерия', role: 'verifier' }),
    keep: (i) => (made.integration = i.id),
  },
  {
    route: 'POST /api/companies/:id/exports',
    url: () => `/api/companies/${c()}/exports`,
    body: () => ({ types: ['branches'], format: 'csv' }),
    keep: (e) => (made.export = e.id),
  },
  {
    route: 'POST /api/branches',
    url: () => '/api/branches',
    body: () => ({ companyId: c(), name: 'Склад', city: 'Ош' }),
    keep: (b) => (made.branch = b.id),
  },
  {
    route: 'POST /api/departments',
    url: () => '/api/departments',
    body: () => ({ companyId: c(), name: 'Склад', branchId: made.branch }),
  },
  {
    route: 'POST /api/employees',
    url: () => '/api/employees',
    body: () => ({
      companyId: c(),
      firstName: 'Вера',
      lastName: 'Пак',
      phone: '+996 555 333 333',
      birthDate: birthday(0),
      departmentIds: [fc.ids.sales],
    }),
    keep: (e) => (made.employee = e.id),
  },
  {
    route: 'PUT /api/employees/:id',
    url: () => `/api/employees/${made.employee}`,
    body: () => ({ companyId: c(), jobPosition: 'Кладовщик' }),
  },
  {
    route: 'POST /api/employees',
    url: () => '/api/employees',
    body: () => ({
      companyId: c(),
      firstName: 'Глеб',
      lastName: 'Цой',
      phone: '+996 555 444 444',
      birthDate: birthday(1),
      departmentIds: [fc.ids.support],
    }),
  },
  {
    route: 'POST /api/bonuses-penalties',
    url: () => '/api/bonuses-penalties',
    body: () => ({
      companyId: c(),
      employeeId: made.employee,
      type: 'bonus',
      amount: '100.50',
      reason: 'Проверка',
      appliedDate: '2026-10-05',
    }),
    keep: (r) => (made.ledger = r.id),
  },
  {
    route: 'PUT /api/bonuses-penalties/:id',
    url: () => `/api/bonuses-penalties/${made.ledger}`,
    body: () => ({
      companyId: c(),
      employeeId: made.employee,
      type: 'bonus',
      amount: '200',
      reason: 'Проверка',
      appliedDate: '2026-10-05',
    }),
  },
  {
    route: 'POST /api/apply-employee-rules',
    url: () => '/api/apply-employee-rules',
    body: () => ({
      companyId: c(),
      employeeId: fc.ids.anna,
      startDate: MONTH.from,
      endDate: MONTH.to,
      ordersCount: 2,
      employeeProfit: '900',
    }),
  },
  {
    route: 'POST /api/employee-performance',
    url: () => '/api/employee-performance',
    body: () => ({
      companyId: c(),
      employeeId: fc.ids.boris,
      startDate: MONTH.from,
      endDate: MONTH.to,
      ordersCount: 5,
      employeeProfit: '1000',
    }),
    keep: (p) => (made.performance = p.record.id),
  },
  {
    route: 'PUT /api/employee-performance/:id',
    url: () => `/api/employee-performance/${made.performance}`,
    body: () => ({
      companyId: c(),
      employeeId: fc.ids.boris,
      startDate: MONTH.from,
      endDate: MONTH.to,
      ordersCount: 6,
      employeeProfit: '1200',
    }),
  },
  {
    route: 'POST /api/fix-employee-rules',
    url: () => '/api/fix-employee-rules',
    body: () => ({
      companyId: c(),
      employeeId: made.employee,
      startDate: '2026-08-01',
      endDate: '2026-08-31',
      employeeProfit: '0',
    }),
    keep: (f) => (made.fix = f.id),
  },
  {
    route: 'POST /api/payroll-fixes/:id/reopen',
    url: () => `/api/payroll-fixes/${made.fix}/reopen`,
    body: () => ({ companyId: c() }),
  },
  {
    route: 'POST /api/salary-rule-templates',
    url: () => '/api/salary-rule-templates',
    body: () => ({
      companyId: c(),
      templateName: 'Порог',
      ruleType: 'percent_individual',
      value: '3',
      salaryMode: 'bonus',
      thresholdType: 'employee_profit',
      thresholdValue: '500',
      achievementIcon: 'star',
      appliesTo: { departments: [], employees: [made.employee], groups: [] },
    }),
    keep: (t) => (made.salaryTemplate = t.id),
  },
  {
    route: 'PATCH /api/salary-rule-templates/:id/toggle',
    url: () => `/api/salary-rule-templates/${made.salaryTemplate}/toggle`,
    body: () => ({ companyId: c(), isActive: false }),
  },
  {
    route: 'POST /api/bonus-rule-templates',
    url: () => '/api/bonus-rule-templates',
    body: () => ({
      companyId: c(),
      templateName: 'За смену',
      amount: '50',
      assignmentType: 'group',
      employeeIds: [made.employee],
    }),
    keep: (t) => (made.bonusTemplate = t.id),
  },
  {
    route: 'PATCH /api/bonus-rule-templates/:id',
    url: () => `/api/bonus-rule-templates/${made.bonusTemplate}`,
    body: () => ({ companyId: c(), amount: '60' }),
  },
  {
    route: 'POST /api/penalty-rule-templates',
    url: () => '/api/penalty-rule-templates',
    body: () => ({
      companyId: c(),
      templateName: 'Брак',
      amount: '30',
      assignmentType: 'department',
      departmentIds: [fc.ids.sales],
    }),
  },
  {
    route: 'POST /api/custom-dashboards',
    url: () => '/api/custom-dashboards',
    body: () => ({ companyId: c(), name: 'Склад', showEmployeeCards: true, showSalaryPayouts: true }),
    keep: (d) => (made.dashboard = d.id),
  },
  {
    route: 'POST /api/custom-dashboards/base',
    url: () => '/api/custom-dashboards/base',
    body: () => ({ companyId: c() }),
  },
  {
    route: 'POST /api/custom-dashboards/:id/rotate-link',
    url: () => `/api/custom-dashboards/${fc.ids.dashboard}/rotate-link`,
    body: () => ({ companyId: c() }),
    keep: (d) => (made.shareUrl = d.shareUrl),
  },
  {
    route: 'POST /api/system-roles',
    url: () => '/api/system-roles',
    body: () => ({
      companyId: c(),
      name: 'Аудитор',
      code: 'auditor',
      color: 'blue',
      priority: 20,
      permissions: ['reports.view'],
    }),
    keep: (r) => (made.role = r.id),
  },
  {
    route: 'PATCH /api/system-roles/:id',
    url: () => `/api/system-roles/${made.role}`,
    body: () => ({ companyId: c(), name: 'Аудитор', description: 'Смотрит отчёты' }),
  },
  {
    route: 'POST /api/system-roles/:id/hierarchical-permissions/initialize',
    url: () => `/api/system-roles/${made.role}/hierarchical-permissions/initialize`,
    body: () => ({ companyId: c() }),
  },
  {
    route: 'POST /api/companies/:id/invitations',
    url: () => `/api/companies/${c()}/invitations`,
    body: () => ({ email: invitee.user.email, role: 'manager' }),
  },
  {
    route: 'POST /api/companies/:id/api-tokens',
    url: () => `/api/companies/${c()}/api-tokens`,
    body: () => ({ name: 'Учёт', scopes: ['staff:read'] }),
  },
  {
    route: 'POST /api/role-notification-settings',
    url: () => '/api/role-notification-settings',
    body: () => ({
      companyId: c(),
      settings: [{ role: 'manager', notificationType: 'employee_added', enabled: false }],
    }),
  },
  {
    route: 'POST /api/dashboard/department-threshold-progress',
    url: () => '/api/dashboard/department-threshold-progress',
    body: () => ({ companyId: c(), ...MONTH }),
  },
  {
    route: 'PATCH /api/companies/:id/members/:userId',
    url: () => `/api/companies/${c()}/members/${fc.member.user.id}`,
    body: () => ({ role: 'cashier' }),
  },
  {
    route: 'POST /api/employees/import/preview',
    url: () => '/api/employees/import/preview',
    body: () => ({ companyId: c(), fileName: 'staff.csv', content: made.template }),
  },
  {
    route: 'POST /api/auth/preferences',
    url: () => '/api/auth/preferences',
    body: () => ({ currentCompanyId: c() }),
  },
  {
    route: 'POST /api/auth/login',
    url: () => '/api/auth/login',
    body: () => ({ email: made.account.email, password: made.account.password }),
    as: 'nobody',
  },
  {
    route: 'PATCH /api/notifications/mark-all-read',
    url: () => '/api/notifications/mark-all-read',
    body: () => ({ companyId: c() }),
  },
  {
    route: 'DELETE /api/bonuses-penalties/:id',
    url: () => `/api/bonuses-penalties/${made.ledger}?${q()}`,
  },
  {
    route: 'PUT /api/companies/:id',
    url: () => `/api/companies/${c()}`,
    body: () => ({ name: 'Ромашка «Проверенная»' }),
  },
];

/** Every GET row with a JSON answer, with the fixture's ids. */
const READS: Call[] = [
  { route: 'GET /api/health', url: () => '/api/health', as: 'nobody' },
  { route: 'GET /api/health/live', url: () => '/api/health/live', as: 'nobody' },
  { route: 'GET /api/openapi.json', url: () => '/api/openapi.json', as: 'nobody' },
  { route: 'GET /api/companies', url: () => '/api/companies' },
  { route: 'GET /api/companies/:id', url: () => `/api/companies/${c()}` },
  { route: 'GET /api/auth/user', url: () => '/api/auth/user' },
  { route: 'GET /api/companies/:id/members', url: () => `/api/companies/${c()}/members` },
  { route: 'GET /api/companies/:id/invitations', url: () => `/api/companies/${c()}/invitations` },
  { route: 'GET /api/invitations/:token', url: () => `/api/invitations/${made.invitation}`, as: 'nobody' },
  { route: 'GET /api/branches', url: () => `/api/branches?${q()}` },
  { route: 'GET /api/departments', url: () => `/api/departments?${q()}` },
  { route: 'GET /api/birthdays/today', url: () => `/api/birthdays/today?${q()}` },
  { route: 'GET /api/birthdays/upcoming', url: () => `/api/birthdays/upcoming?${q()}` },
  { route: 'GET /api/activity-logs', url: () => `/api/activity-logs?${q()}&limit=200` },
  { route: 'GET /api/employees', url: () => `/api/employees?${q()}` },
  { route: 'GET /api/employees/:id', url: () => `/api/employees/${fc.ids.anna}?${q()}` },
  { route: 'GET /api/employees/:id/departments', url: () => `/api/employees/${fc.ids.anna}/departments?${q()}` },
  {
    route: 'GET /api/employees/:id/pay-history',
    url: () => `/api/employees/${fc.ids.anna}/pay-history?${q()}&months=2`,
  },
  { route: 'GET /api/bonuses-penalties', url: () => `/api/bonuses-penalties?${q()}&${month}` },
  {
    route: 'GET /api/employee-bonuses-penalties/:employeeId',
    url: () => `/api/employee-bonuses-penalties/${fc.ids.anna}?${q()}&${month}`,
  },
  { route: 'GET /api/dashboard/employee-cards', url: () => `/api/dashboard/employee-cards?${q()}&${month}` },
  {
    route: 'GET /api/dashboard/department-base-rule',
    url: () => `/api/dashboard/department-base-rule?${q()}&departmentId=${fc.ids.sales}&${month}`,
  },
  {
    route: 'GET /api/dashboard/department-threshold-progress',
    url: () => `/api/dashboard/department-threshold-progress?${q()}&${month}`,
  },
  { route: 'GET /api/dashboard/stats', url: () => `/api/dashboard/stats?${q()}&${month}` },
  { route: 'GET /api/dashboard/summary', url: () => `/api/dashboard/summary?${q()}&${month}` },
  { route: 'GET /api/salary-type-stats', url: () => `/api/salary-type-stats?${q()}&${month}` },
  { route: 'GET /api/employee-performance', url: () => `/api/employee-performance?${q()}&${month}` },
  { route: 'GET /api/payroll-fixes', url: () => `/api/payroll-fixes?${q()}` },
  { route: 'GET /api/reports/summary', url: () => `/api/reports/summary?${q()}&${month}` },
  { route: 'GET /api/salary-rule-templates', url: () => `/api/salary-rule-templates?${q()}` },
  { route: 'GET /api/bonus-rule-templates', url: () => `/api/bonus-rule-templates?${q()}` },
  { route: 'GET /api/penalty-rule-templates', url: () => `/api/penalty-rule-templates?${q()}` },
  { route: 'GET /api/notifications', url: () => `/api/notifications?${q()}`, mayBeEmpty: true },
  { route: 'GET /api/notifications/count', url: () => `/api/notifications/count?${q()}` },
  { route: 'GET /api/role-notification-settings', url: () => `/api/role-notification-settings?${q()}` },
  { route: 'GET /api/companies/:id/webhooks', url: () => `/api/companies/${c()}/webhooks` },
  { route: 'GET /api/webhooks/:id/deliveries', url: () => `/api/webhooks/${made.webhook}/deliveries?${q()}` },
  { route: 'GET /api/custom-dashboards', url: () => `/api/custom-dashboards?${q()}` },
  { route: 'GET /api/custom-dashboards/screens', url: () => `/api/custom-dashboards/screens?${q()}` },
  {
    route: 'GET /api/shared-dashboard/:shareUrl/data',
    url: () => `/api/shared-dashboard/${made.shareUrl}/data`,
    as: 'nobody',
  },
  {
    route: 'GET /api/shared-dashboard/:shareUrl/birthdays',
    url: () => `/api/shared-dashboard/${made.shareUrl}/birthdays`,
    as: 'nobody',
  },
  {
    route: 'GET /api/shared-dashboard/:shareUrl/screen',
    url: () => `/api/shared-dashboard/${made.shareUrl}/screen`,
    as: 'nobody',
  },
  {
    route: 'GET /api/shared-dashboard/:shareUrl/branding',
    url: () => `/api/shared-dashboard/${made.shareUrl}/branding`,
    as: 'nobody',
  },
  { route: 'GET /api/system-roles', url: () => `/api/system-roles?${q()}` },
  {
    route: 'GET /api/system-roles/:id/hierarchical-permissions',
    url: () => `/api/system-roles/${fc.ids.role}/hierarchical-permissions?${q()}`,
  },
  { route: 'GET /api/database/health', url: () => `/api/database/health?${q()}` },
  { route: 'GET /api/database/integrity/:companyId', url: () => `/api/database/integrity/${c()}` },
  { route: 'GET /api/developer-settings/:companyId', url: () => `/api/developer-settings/${c()}` },
  { route: 'GET /api/companies/:id/api-tokens', url: () => `/api/companies/${c()}/api-tokens` },
  {
    route: 'GET /api/companies/:id/integrations/:integrationId',
    url: () => `/api/companies/${c()}/integrations/${made.integration}`,
  },
  { route: 'GET /api/companies/:id/exports/:exportId', url: () => `/api/companies/${c()}/exports/${made.export}` },
  { route: 'GET /api/companies/:id/pay-runs/:period', url: () => `/api/companies/${c()}/pay-runs/2026-10` },
  {
    route: 'GET /api/companies/:id/pay-runs/:period/anomalies',
    url: () => `/api/companies/${c()}/pay-runs/2026-10/anomalies`,
  },
  { route: 'GET /api/whoami', url: () => '/api/whoami' },
];

/** GET rows left out, and why: each is a file, a redirect, or answers only outside a test server. */
const NOT_READ: Record<string, string> = {
  'GET /api/auth/google': 'answers 503 unless Google sign-in is configured',
};

const keyOf = (r: RestRoute) => `${r.method} ${r.path}`;
const listed = new Set([...READS.map((call) => call.route), ...Object.keys(NOT_READ)]);
const jsonReads = restRoutes.filter((r) => r.method === 'GET' && !r.doc.file && r.doc.response !== undefined);
/**
 * The GET rows not listed that need nothing but their company (in the path, or the query) are read
 * as they are: a row added with a typed answer is checked without a line here.
 */
const AUTO_READS: Call[] = jsonReads
  .filter((r) => !listed.has(keyOf(r)))
  .flatMap((r): Call[] => {
    const params = pathParams(r.path);
    const inPath = companyParamOf(r);
    if (params.length === 1 && inPath === params[0])
      return [{ route: keyOf(r), url: () => r.path.replace(`:${inPath}`, String(c())), mayBeEmpty: true }];
    const inQuery = r.company === 'query' || (typeof r.company === 'object' && r.company.in === 'query');
    if (params.length === 0 && inQuery) return [{ route: keyOf(r), url: () => `${r.path}?${q()}`, mayBeEmpty: true }];
    return [];
  });
/** The last answer of each row, for the checks of the checks. */
const answers = new Map<string, unknown>();

const rowOf = (key: string): RestRoute => {
  const route = restRoutes.find((r) => `${r.method} ${r.path}` === key);
  if (!route) throw new Error(`no row ${key}`);
  return route;
};

/** The issues of an answer against its row's schema, as `path: message` lines. */
function mismatches(route: RestRoute, answer: unknown): string[] {
  const schema = route.doc.response as z.ZodType;
  const result = strictAnswer(schema).safeParse(answer);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
}

async function check(call: Call, user: TestUser | undefined, failures: string[]) {
  const route = rowOf(call.route);
  const res = await rest(app, route.method, call.url(), { user, body: call.body?.() });
  if (res.status !== (route.status ?? 200)) {
    failures.push(`${call.route}: status ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    return undefined;
  }
  for (const issue of mismatches(route, res.body)) failures.push(`${call.route}: ${issue}`);
  answers.set(call.route, res.body);
  if (Array.isArray(res.body) && res.body.length === 0 && !call.mayBeEmpty)
    failures.push(`${call.route}: an empty list checks nothing`);
  return res.body;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  app = await startTestApp({ SMTP_URL: sink.url });
  fc = await fullCompany(app);
  invitee = await signedInUser(app);
  made.account = await registeredUser(app, sink);
  const template = await fetch(`${app.url}/api/employees/import/template?${q()}&format=csv`, {
    headers: fc.owner.headers,
  });
  // The template and one row that lacks its required names: the preview lists its errors.
  made.template = Buffer.concat([Buffer.from(await template.arrayBuffer()), Buffer.from('\n;;;\n')]).toString('base64');
}, 120_000);
afterAll(async () => {
  await app?.close();
  await sink?.close();
});

describe('the answers are what GET /api/openapi.json says', () => {
  it('of the writes, in order', async () => {
    const failures: string[] = [];
    for (const call of WRITES) {
      const answer = await check(call, call.as === 'nobody' ? undefined : fc.owner, failures);
      if (answer) call.keep?.(answer);
    }
    // The invitation's letter holds its token: accepted by the invitee, previewed on a second one.
    const letter = await sink.waitFor(invitee.user.email, (m) => m.subject.startsWith('Приглашение'));
    const accept = {
      route: 'POST /api/invitations/:token/accept',
      url: () => `/api/invitations/${encodeURIComponent(tokenFrom(letter, '/invitations/accept'))}/accept`,
    };
    await check(accept, invitee, failures);
    const second = 'second-invitee@example.test';
    await rest(app, 'POST', `/api/companies/${c()}/invitations`, {
      user: fc.owner,
      body: { email: second, role: 'employee' },
    });
    made.invitation = encodeURIComponent(
      tokenFrom(await sink.waitFor(second, (m) => m.subject.startsWith('Приглашение')), '/invitations/accept'),
    );
    expect(failures).toEqual([]);
  });

  it.each([...READS, ...AUTO_READS].map((call) => [call.route, call] as const))(
    'of %s, read by the owner',
    async (_, call) => {
      const failures: string[] = [];
      await check(call, call.as === 'nobody' ? undefined : fc.owner, failures);
      expect(failures).toEqual([]);
    },
  );

  it('of the reads of a member whose role hides figures: what they may read is typed too', async () => {
    const failures: string[] = [];
    let read = 0;
    for (const call of [...READS, ...AUTO_READS].filter((c) => c.as !== 'nobody')) {
      const route = rowOf(call.route);
      const res = await rest(app, 'GET', call.url(), { user: fc.member });
      if (res.status !== 200) continue;
      read++;
      for (const issue of mismatches(route, res.body)) failures.push(`${call.route}: ${issue}`);
    }
    expect(failures).toEqual([]);
    expect(read).toBeGreaterThan(10);
  });

  it('covers every GET row with a JSON answer', () => {
    const read = new Set([...listed, ...AUTO_READS.map((call) => call.route)]);
    expect(jsonReads.map(keyOf).filter((key) => !read.has(key))).toEqual([]);
  });

  it('closes every object: an answer key the doc does not name fails, and so does a missing one', () => {
    const route = rowOf('GET /api/employees/:id');
    const employee = answers.get('GET /api/employees/:id') as Record<string, unknown>;
    expect(mismatches(route, employee)).toEqual([]);
    expect(mismatches(route, { ...employee, salary: '1.00' })).toEqual([expect.stringContaining('salary')]);
    const { phone: _, ...withoutPhone } = employee;
    expect(mismatches(route, withoutPhone)).toEqual([expect.stringContaining('phone')]);
    const summary = answers.get('GET /api/dashboard/summary') as { overview: Record<string, unknown> };
    const nested = { ...summary, overview: { ...summary.overview, extra: 1 } };
    expect(mismatches(rowOf('GET /api/dashboard/summary'), nested)).toEqual([expect.stringContaining('overview')]);
  });
});
