import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_RUN_MESSAGES, payRunSchema } from '@staffpay/schema/pay/pay-run.schemas';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

/**
 * The pay run's approval: draft → in review (frozen) → returned → in review → approved (fixed
 * with the submitted snapshot) → reopened → in review again, over REST and GraphQL, with the
 * refusals (state, permission, another company), the push, notifications, activity and events.
 */
let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let editor: TestUser;
let approver: TestUser;
let viewer: TestUser;
let companyId: number;
let other: { owner: TestUser; companyId: number };
let ruleId: number;
let bonusId: number;
let performanceId: number;
const emp = { a: 0, b: 0 };
const PERIOD = '2026-10';

const body = (extra: Record<string, unknown> = {}) => ({ companyId, ...extra });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, user: TestUser, b?: object) =>
  rest(app, method, path, { user, ...(b ? { body: b } : {}) });
const runPath = (step = '', company = companyId) => `/api/companies/${company}/pay-runs/${PERIOD}${step}`;

const RUN_FIELDS = `companyId period status stage employeeCount fixedCount
  review { state submittedAt submittedBy { id name } decidedAt decidedBy { id name } returnReason }`;
const SUBMIT = `mutation ($c: Int!, $p: String!) { submitPayRun(companyId: $c, period: $p) { ${RUN_FIELDS} } }`;
const APPROVE = `mutation ($c: Int!, $p: String!) { approvePayRun(companyId: $c, period: $p) { ${RUN_FIELDS} } }`;
const RETURN = `mutation ($c: Int!, $p: String!, $r: String!) {
  returnPayRun(companyId: $c, period: $p, reason: $r) { ${RUN_FIELDS} } }`;
const FIX = `mutation ($c: Int!, $i: PerformanceInput!) { fixPayrollPeriod(companyId: $c, input: $i) { id } }`;

const reasonOf = (res: { body: any }) => res.body.reason;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Проверка'));
  other = await f.company('Чужая');
  emp.a = await f.employee(companyId, { firstName: 'Айбек', lastName: 'Асанов' });
  emp.b = await f.employee(companyId, { firstName: 'Бермет', lastName: 'Бакирова' });
  const rule = await call('POST', '/api/salary-rule-templates', owner, {
    companyId,
    templateName: 'Оклад',
    ruleType: 'fixed',
    value: '30000',
    period: 'monthly',
    salaryMode: 'base',
    appliesTo: { departments: [], employees: [emp.a, emp.b] },
  });
  expect(rule.status, JSON.stringify(rule.body)).toBe(201);
  ruleId = rule.body.id;
  const bonus = await call('POST', '/api/bonuses-penalties', owner, {
    companyId,
    employeeId: emp.a,
    type: 'bonus',
    amount: '1000',
    reason: 'План',
    appliedDate: '2026-10-10',
  });
  expect(bonus.status, JSON.stringify(bonus.body)).toBe(201);
  bonusId = bonus.body.id;
  const perf = await call('POST', '/api/employee-performance', owner, {
    companyId,
    employeeId: emp.b,
    startDate: '2026-10-01',
    endDate: '2026-10-15',
    ordersCount: 3,
    employeeProfit: '900',
    bonusRules: [],
    penaltyRules: [],
  });
  expect(perf.status, JSON.stringify(perf.body)).toBe(201);
  performanceId = perf.body.record.id;
  const role = async (code: string, permissions: string[]) => {
    const res = await call('POST', '/api/system-roles', owner, { companyId, name: code, code, permissions });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  await role('editor', ['salaries.view', 'salaries.edit', 'employees.view']);
  await role('approver', ['salaries.view', 'salaries.approve', 'employees.view']);
  await role('viewer', ['salaries.view', 'employees.view']);
  editor = await f.member(companyId, 'editor');
  approver = await f.member(companyId, 'approver');
  viewer = await f.member(companyId, 'viewer');
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

/** Every write of the month's records, and a fix touching it: each answer's status and reason. */
async function writesOfMonth() {
  const created = await call('POST', '/api/bonuses-penalties', owner, {
    companyId,
    employeeId: emp.a,
    type: 'penalty',
    amount: '10',
    reason: 'Опоздание',
    appliedDate: '2026-10-12',
  });
  const movedIn = await call('PUT', `/api/bonuses-penalties/${bonusId}`, owner, {
    companyId,
    employeeId: emp.a,
    type: 'bonus',
    amount: '1200',
    reason: 'План',
    appliedDate: '2026-10-11',
  });
  const deleted = await call('DELETE', `/api/bonuses-penalties/${bonusId}?companyId=${companyId}`, owner);
  const perf = {
    companyId,
    employeeId: emp.b,
    startDate: '2026-10-01',
    endDate: '2026-10-20',
    ordersCount: 1,
    employeeProfit: '100',
    bonusRules: [],
    penaltyRules: [],
  };
  const perfCreated = await call('POST', '/api/employee-performance', owner, perf);
  const perfUpdated = await call('PUT', `/api/employee-performance/${performanceId}`, owner, perf);
  const perfDeleted = await call('DELETE', `/api/employee-performance/${performanceId}?companyId=${companyId}`, owner);
  const fix = await gql(
    app,
    FIX,
    {
      c: companyId,
      i: { employeeId: emp.a, startDate: '2026-09-20', endDate: '2026-10-05', ordersCount: 0, employeeProfit: '0' },
    },
    owner,
  );
  return [
    ...[created, movedIn, deleted, perfCreated, perfUpdated, perfDeleted].map((r) => [r.status, reasonOf(r)]),
    [fix.errors?.[0]?.extensions?.code, (fix.errors?.[0]?.extensions as { reason?: string } | undefined)?.reason],
  ];
}

describe('pay run approval', () => {
  it('a month never sent is a draft with no review; the GET answers stage and review', async () => {
    const res = await call('GET', runPath(), owner);
    expect(res.status).toBe(200);
    expect(payRunSchema.safeParse(res.body).error).toBeUndefined();
    expect(res.body).toMatchObject({ status: 'open', stage: 'draft', review: null, employeeCount: 2 });
  });

  it('refuses a step to a role without its key, and answers another company’s member 404', async () => {
    expect((await call('POST', runPath('/submit'), approver, body())).status).toBe(403);
    expect((await call('POST', runPath('/submit'), viewer, body())).status).toBe(403);
    expect((await gql(app, SUBMIT, { c: companyId, p: PERIOD }, viewer)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await call('POST', runPath('/submit'), other.owner, body())).status).toBe(404);
    expect((await gql(app, SUBMIT, { c: companyId, p: PERIOD }, other.owner)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await call('POST', runPath('/approve'), other.owner, body())).status).toBe(404);
    expect((await call('GET', runPath(), other.owner)).status).toBe(404);
  });

  it('refuses approving or returning a draft (409) and a bad month (400)', async () => {
    const approved = await call('POST', runPath('/approve'), owner, body());
    expect([approved.status, approved.body.message]).toEqual([409, PAY_RUN_MESSAGES.notInReview]);
    expect((await call('POST', runPath('/return'), owner, body({ reason: 'x' }))).status).toBe(409);
    expect((await call('POST', `/api/companies/${companyId}/pay-runs/2026-13/submit`, owner, body())).status).toBe(400);
  });

  it('submits over REST (salaries.edit): in review, the month frozen for every write with PERIOD_IN_REVIEW', async () => {
    const ws = wsClient(app.url, { token: owner.token });
    const live = await ws.subscribe(
      `subscription ($c: Int!, $p: String!) { payRunChanged(companyId: $c, period: $p) { stage } }`,
      {
        c: companyId,
        p: PERIOD,
      },
    );
    const res = await call('POST', runPath('/submit'), editor, body());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(payRunSchema.safeParse(res.body).error).toBeUndefined();
    expect(res.body).toMatchObject({
      stage: 'in_review',
      status: 'open',
      review: { state: 'in_review', submittedBy: { id: editor.user.id }, decidedBy: null, returnReason: null },
    });
    expect((await live.next()).data.payRunChanged).toEqual({ stage: 'in_review' });
    await ws.close();
    const refused = await writesOfMonth();
    expect(refused).toEqual(
      Array(7)
        .fill([409, 'PERIOD_IN_REVIEW'])
        .map((r, i) => (i === 6 ? ['CONFLICT', 'PERIOD_IN_REVIEW'] : r)),
    );
    const one = await call('DELETE', `/api/bonuses-penalties/${bonusId}?companyId=${companyId}`, owner);
    expect(one.body.message).toBe(PAY_RUN_MESSAGES.periodInReview);
    // Another month is not frozen.
    const november = await call('POST', '/api/bonuses-penalties', owner, {
      companyId,
      employeeId: emp.a,
      type: 'bonus',
      amount: '5',
      reason: 'Ноябрь',
      appliedDate: '2026-11-02',
    });
    expect(november.status).toBe(201);
    const again = await call('POST', runPath('/submit'), editor, body());
    expect([again.status, again.body.message]).toEqual([409, PAY_RUN_MESSAGES.alreadyInReview]);
  });

  it('the approvers were told of the submission; the submitter was not', async () => {
    const rows = await db.query(
      `select user_id, type from notifications where company_id = $1 and type like 'pay_run%'`,
      [companyId],
    );
    const told = rows.rows.map((r) => r.user_id).sort();
    expect(told).toEqual([owner.user.id, approver.user.id].sort());
    expect(rows.rows.every((r) => r.type === 'pay_run_submitted')).toBe(true);
  });

  it('returns with a reason over GraphQL (trimmed; required); writes are allowed again', async () => {
    const empty = await gql(app, RETURN, { c: companyId, p: PERIOD, r: '   ' }, approver);
    expect(empty.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(empty.errors)).toContain(PAY_RUN_MESSAGES.reasonRequired);
    const long = await gql(app, RETURN, { c: companyId, p: PERIOD, r: 'я'.repeat(501) }, approver);
    expect(long.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const res = await gql(app, RETURN, { c: companyId, p: PERIOD, r: '  Проверьте бонусы  ' }, approver);
    expect(res.errors).toBeUndefined();
    expect(res.data.returnPayRun).toMatchObject({
      stage: 'draft',
      review: { state: 'returned', decidedBy: { id: approver.user.id }, returnReason: 'Проверьте бонусы' },
    });
    const created = await call('POST', '/api/bonuses-penalties', owner, {
      companyId,
      employeeId: emp.a,
      type: 'penalty',
      amount: '10',
      reason: 'Опоздание',
      appliedDate: '2026-10-12',
    });
    expect(created.status).toBe(201);
    const told = await db.query(
      `select user_id from notifications where company_id = $1 and type = 'pay_run_returned'`,
      [companyId],
    );
    expect(told.rows.map((r) => r.user_id)).toEqual([editor.user.id]);
  });

  it('submits again over GraphQL, approves with the snapshot taken then even though a rule changed meanwhile', async () => {
    const sent = await gql(app, SUBMIT, { c: companyId, p: PERIOD }, editor);
    expect(sent.errors).toBeUndefined();
    expect(sent.data.submitPayRun).toMatchObject({ stage: 'in_review', review: { returnReason: null } });
    const cards = (await call('GET', `/api/dashboard/employee-cards?companyId=${companyId}&period=${PERIOD}`, owner))
      .body as { id: number; totalSalary: string }[];
    const reviewed = Object.fromEntries(cards.map((c) => [c.id, c.totalSalary]));
    expect(reviewed[emp.a]).toBe('30990.00');
    // Templates are not frozen: the rule changes during the review.
    const changed = await call('PUT', `/api/salary-rule-templates/${ruleId}`, owner, {
      companyId,
      templateName: 'Оклад',
      ruleType: 'fixed',
      value: '40000',
      period: 'monthly',
      salaryMode: 'base',
      appliesTo: { departments: [], employees: [emp.a, emp.b] },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await gql(app, APPROVE, { c: companyId, p: PERIOD }, editor)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    const res = await call('POST', runPath('/approve'), approver, body());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'fixed',
      stage: 'approved',
      fixedCount: 2,
      review: { state: 'approved', decidedBy: { id: approver.user.id } },
    });
    const fixes = await db.query(
      `select employee_id, period_from::text, period_to::text, snapshot->'card'->>'totalSalary' as total, fixed_by
         from payroll_fixes where company_id = $1 and reopened_at is null order by employee_id`,
      [companyId],
    );
    expect(fixes.rows).toEqual([
      {
        employee_id: emp.a,
        period_from: '2026-10-01',
        period_to: '2026-10-31',
        total: reviewed[emp.a],
        fixed_by: approver.user.id,
      },
      {
        employee_id: emp.b,
        period_from: '2026-10-01',
        period_to: '2026-10-31',
        total: reviewed[emp.b],
        fixed_by: approver.user.id,
      },
    ]);
    expect((await call('POST', runPath('/submit'), editor, body())).body.message).toBe(
      PAY_RUN_MESSAGES.alreadyApproved,
    );
    expect((await call('POST', runPath('/approve'), approver, body())).status).toBe(409);
  });

  it('recorded each step in the activity log and the events feed, and told the submitter of the approval', async () => {
    const activity = await db.query(
      `select action from activity_logs where company_id = $1 and entity_type = 'payRun' order by id`,
      [companyId],
    );
    expect(activity.rows.map((r) => r.action)).toEqual(['submitted', 'returned', 'submitted', 'approved']);
    const events = await db.query(
      `select type from events where company_id = $1 and (type like 'payRun.%' or type = 'payroll.period.fixed') order by seq`,
      [companyId],
    );
    expect(events.rows.map((r) => r.type)).toEqual([
      'payRun.submitted',
      'payRun.returned',
      'payRun.submitted',
      'payroll.period.fixed',
      'payroll.period.fixed',
      'payRun.approved',
    ]);
    const told = await db.query(
      `select user_id from notifications where company_id = $1 and type = 'pay_run_approved'`,
      [companyId],
    );
    expect(told.rows.map((r) => r.user_id)).toEqual([editor.user.id]);
  });

  it('a reopened fix makes the stage reopened; it may then be sent again', async () => {
    const fix = await db.query(`select id from payroll_fixes where company_id = $1 and employee_id = $2`, [
      companyId,
      emp.a,
    ]);
    const reopened = await call('POST', `/api/payroll-fixes/${fix.rows[0].id}/reopen`, owner, body());
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect((await call('GET', runPath(), owner)).body).toMatchObject({ status: 'partially_fixed', stage: 'reopened' });
    // emp.b's month is still fixed whole; emp.a's is open: the run may go again.
    const res = await call('POST', runPath('/submit'), editor, body());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.stage).toBe('in_review');
    const approved = await call('POST', runPath('/approve'), owner, body());
    expect(approved.body).toMatchObject({ stage: 'approved', status: 'fixed', fixedCount: 2 });
  });
});
