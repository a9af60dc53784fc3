import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_VERSION } from '@staffpay/schema/data-protection/backup.schemas';
import { fixSnapshotSchema } from '@staffpay/schema/pay/fix-snapshot.schemas';
import { payrollFixAnswer } from '@staffpay/schema/pay/pay.responses';
import { payRunSchema } from '@staffpay/schema/pay/pay-run.schemas';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

/**
 * Typed payroll results: a fix's typed snapshot equals the card computed before fixing, to the
 * cent, in GraphQL and REST, masked for a role without the pay figures; a company's month as one
 * pay run, open, partly fixed and fixed, through GraphQL and its REST shim.
 */
let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let plain: TestUser;
let companyId: number;
let other: { owner: TestUser; companyId: number };
const emp = { a: 0, b: 0 };

const post = (path: string, body: Record<string, unknown>, user: TestUser = owner) =>
  rest(app, 'POST', path, { user, body: { companyId, ...body } });
const cardsOf = async (user: TestUser = owner) =>
  (await rest(app, 'GET', `/api/dashboard/employee-cards?companyId=${companyId}&period=2026-10`, { user })).body as {
    id: number;
    [k: string]: unknown;
  }[];

const FIXES = `query ($companyId: Int!) {
  payrollFixesConnection(companyId: $companyId) { edges { node { id employeeId typedSnapshot {
    formatVersion period { from to }
    card { id name firstName lastName role status employmentType jobPosition customPosition departmentId departmentName branchId
      figures { ordersCount employeeProfit averageCheck baseSalary ruleBonuses rulePenalties totalBonuses totalPenalties
        totalAdvances piecework totalSalary amountDue }
      appliedRules { source ruleSource ruleId name salaryMode calculatedAmount }
      ledgerLines { type id amount quantity reason appliedDate } } } } } }
}`;
const PAY_RUN = `query ($companyId: Int!, $period: String!) {
  payRun(companyId: $companyId, period: $period) {
    companyId period from to status employeeCount fixedCount fixedAt fixedBy { id name } stage
    review { state submittedAt submittedBy { id name } decidedAt decidedBy { id name } returnReason }
    totals { totalSalaryFund totalBonuses totalPenalties totalAdvances totalPiecework amountDue totalProfit }
  }
}`;
const fixOf = (employeeId: number) =>
  post('/api/fix-employee-rules', {
    employeeId,
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    ordersCount: 0,
    employeeProfit: '0',
  });
const payRun = async (user: TestUser, period = '2026-10', company = companyId) =>
  gql(app, PAY_RUN, { companyId: company, period }, user);

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Типизированная'));
  other = await f.company('Чужая');
  const department = (await post('/api/departments', { name: 'Цех' })).body.id as number;
  emp.a = await f.employee(companyId, { firstName: 'Айбек', lastName: 'Асанов' });
  emp.b = await f.employee(companyId, { firstName: 'Бермет', lastName: 'Бакирова' });
  for (const id of Object.values(emp)) await f.placeInDepartment(id, department);
  const rule = await post('/api/salary-rule-templates', {
    templateName: 'Оклад',
    ruleType: 'fixed',
    value: '30000.10',
    period: 'monthly',
    salaryMode: 'base',
    appliesTo: { departments: [department], employees: [] },
  });
  expect(rule.status, JSON.stringify(rule.body)).toBe(201);
  const book = async (body: Record<string, unknown>) => {
    const res = await post('/api/bonuses-penalties', { employeeId: emp.a, appliedDate: '2026-10-10', ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  };
  await book({ type: 'bonus', amount: '1500.55', reason: 'План' });
  await book({ type: 'penalty', amount: '200.05', reason: 'Опоздание' });
  await book({ type: 'advance', amount: '10000' });
  await book({ type: 'piecework', amount: '125.25', quantity: 3 });
  await createRole('plain', ['salaries.view', 'employees.view']);
  plain = await f.member(companyId, 'employee');
  const moved = await rest(app, 'PATCH', `/api/companies/${companyId}/members/${plain.user.id}`, {
    user: owner,
    body: { role: 'plain' },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

async function createRole(code: string, permissions: string[]) {
  const res = await post('/api/system-roles', { name: code, code, permissions });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

describe('typed fix snapshot', () => {
  let before: Record<string, any>;
  let fixId: number;

  it('a fix answers its typed snapshot: the figures of the card computed before fixing, to the cent', async () => {
    before = (await cardsOf()).find((c) => c.id === emp.a)!;
    expect(before).toMatchObject({ totalSalary: '31425.85', amountDue: '21425.85', piecework: '125.25' });
    const fix = await fixOf(emp.a);
    expect(fix.status, JSON.stringify(fix.body)).toBe(201);
    fixId = fix.body.id;
    expect(payrollFixAnswer.safeParse(fix.body).error).toBeUndefined();
    // Who fixed it is no employee data nor a pay figure: every reader sees it.
    expect(fix.body).toMatchObject({ fixedBy: owner.user.id, reopenedBy: null });
    const typed = fix.body.typedSnapshot;
    expect(typed.formatVersion).toBe(BACKUP_VERSION);
    expect(typed.period).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    const { figures, ledgerLines, appliedRules, ...person } = typed.card;
    expect(person).toMatchObject({ id: emp.a, name: 'Айбек Асанов', departmentName: 'Цех', status: 'active' });
    for (const name of Object.keys(figures)) expect([name, figures[name]]).toEqual([name, before[name]]);
    expect(appliedRules).toEqual([
      expect.objectContaining({ name: 'Оклад', salaryMode: 'base', calculatedAmount: '30000.10' }),
    ]);
    const lines = Object.fromEntries(ledgerLines.map((l: any) => [l.type, l]));
    expect(lines.bonus).toMatchObject({ amount: '1500.55', reason: 'План', appliedDate: '2026-10-10', quantity: null });
    expect(lines.piecework).toMatchObject({ amount: '125.25', quantity: 3 });
    expect(lines.advance.amount).toBe('10000.00');
    expect(ledgerLines).toHaveLength(4);
  });

  it('GraphQL reads the same typed snapshot, and the list and reopen answers carry it too', async () => {
    const res = await gql(app, FIXES, { companyId }, owner);
    const node = res.data.payrollFixesConnection.edges.find((e: any) => e.node.id === fixId).node;
    expect(fixSnapshotSchema.safeParse(node.typedSnapshot).error).toBeUndefined();
    const listed = await rest(app, 'GET', `/api/payroll-fixes?companyId=${companyId}`, { user: owner });
    expect(listed.body.find((f: any) => f.id === fixId).typedSnapshot).toEqual(node.typedSnapshot);
    expect(node.typedSnapshot.card.figures.totalSalary).toBe(before.totalSalary);
  });

  it('a role without the pay figures reads the card and lines without their amounts', async () => {
    const res = await gql(app, FIXES, { companyId }, plain);
    expect(res.errors).toBeUndefined();
    const card = res.data.payrollFixesConnection.edges.find((e: any) => e.node.id === fixId).node.typedSnapshot.card;
    expect(card.name).toBe('Айбек Асанов');
    expect(Object.values(card.figures).every((v) => v === null)).toBe(true);
    expect(card.appliedRules[0]).toMatchObject({ name: 'Оклад', calculatedAmount: null });
    expect(card.ledgerLines.map((l: any) => l.amount)).toEqual([null, null, null, null]);
    expect(card.ledgerLines.find((l: any) => l.type === 'piecework').quantity).toBe(3);
    const listed = await rest(app, 'GET', `/api/payroll-fixes?companyId=${companyId}`, { user: plain });
    const rest_ = listed.body.find((f: any) => f.id === fixId);
    expect(rest_.typedSnapshot.card.figures.totalSalary).toBeNull();
    expect(rest_.snapshot.card.totalSalary).toBeNull();
  });
});

describe('pay run', () => {
  it('a month nobody fixed is open; one employee fixed makes it partly fixed', async () => {
    const open = await payRun(owner, '2026-09');
    expect(open.data.payRun).toMatchObject({
      status: 'open',
      employeeCount: 2,
      fixedCount: 0,
      fixedAt: null,
      fixedBy: null,
    });
    const partly = await payRun(owner);
    expect(partly.data.payRun).toMatchObject({
      status: 'partially_fixed',
      fixedCount: 1,
      fixedAt: null,
      fixedBy: null,
    });
  });

  it('every paid employee fixed: fixed, with totals of the cards, when and by whom', async () => {
    const cards = await cardsOf();
    const b = await fixOf(emp.b);
    expect(b.status).toBe(201);
    const run = (await payRun(owner)).data.payRun;
    expect(run).toMatchObject({
      companyId,
      period: '2026-10',
      from: '2026-10-01',
      to: '2026-10-31',
      status: 'fixed',
      employeeCount: 2,
      fixedCount: 2,
      fixedBy: { id: owner.user.id, name: `${owner.user.firstName} ${owner.user.lastName}` },
    });
    expect(new Date(run.fixedAt).toISOString()).toBe(new Date(b.body.fixedAt).toISOString());
    const sum = (name: string) => (cards.reduce((s, c) => s + Math.round(Number(c[name]) * 100), 0) / 100).toFixed(2);
    expect(run.totals).toEqual({
      totalSalaryFund: sum('totalSalary'),
      totalBonuses: sum('totalBonuses'),
      totalPenalties: sum('totalPenalties'),
      totalAdvances: sum('totalAdvances'),
      totalPiecework: sum('piecework'),
      amountDue: sum('amountDue'),
      totalProfit: '0.00',
    });
    expect(run.totals.totalSalaryFund).toBe('61425.95');
  });

  it('the REST shim answers the same run; a reopened fix makes it partly fixed again', async () => {
    const graph = (await payRun(owner)).data.payRun;
    const shim = await rest(app, 'GET', `/api/companies/${companyId}/pay-runs/2026-10`, { user: owner });
    expect(shim.status).toBe(200);
    expect(payRunSchema.safeParse(shim.body).error).toBeUndefined();
    expect({ ...shim.body, fixedAt: new Date(shim.body.fixedAt).toISOString() }).toEqual({
      ...graph,
      fixedAt: new Date(graph.fixedAt).toISOString(),
    });
    const fixes = (
      await rest(app, 'GET', `/api/payroll-fixes?companyId=${companyId}&employeeId=${emp.b}`, { user: owner })
    ).body;
    expect((await post(`/api/payroll-fixes/${fixes[0].id}/reopen`, {})).status).toBe(200);
    expect((await payRun(owner)).data.payRun).toMatchObject({ status: 'partially_fixed', fixedCount: 1 });
  });

  it('hides the totals from a role without the pay figures, and refuses strangers and bad months', async () => {
    const hidden = (await payRun(plain)).data.payRun;
    expect(hidden.status).toBe('partially_fixed');
    expect(Object.values(hidden.totals).every((v) => v === null)).toBe(true);
    const shim = await rest(app, 'GET', `/api/companies/${companyId}/pay-runs/2026-10`, { user: plain });
    expect(shim.body.totals.totalSalaryFund).toBeNull();
    expect((await payRun(other.owner)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await rest(app, 'GET', `/api/companies/${companyId}/pay-runs/2026-10`, { user: other.owner })).status).toBe(
      404,
    );
    expect((await payRun(owner, '2026-13')).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await rest(app, 'GET', `/api/companies/${companyId}/pay-runs/oct`, { user: owner })).status).toBe(400);
  });
});

describe('pay runs', () => {
  const RUNS = `query ($companyId: Int!, $first: Int, $after: String) {
    payRuns(companyId: $companyId, first: $first, after: $after) {
      edges { cursor node { period status fixedCount } } pageInfo { hasNextPage endCursor } totalCount
    }
  }`;

  it('pages through every month a fix reaches into, newest first', async () => {
    const november = await post('/api/fix-employee-rules', {
      employeeId: emp.a,
      startDate: '2026-11-01',
      endDate: '2026-11-05',
      employeeProfit: '0',
    });
    expect(november.status, JSON.stringify(november.body)).toBe(201);
    const first = (await gql(app, RUNS, { companyId, first: 1 }, owner)).data.payRuns;
    expect(first.totalCount).toBe(2);
    expect(first.edges.map((e: any) => e.node)).toEqual([
      { period: '2026-11', status: 'partially_fixed', fixedCount: 0 },
    ]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await gql(app, RUNS, { companyId, first: 1, after: first.pageInfo.endCursor }, owner)).data.payRuns;
    expect(next.edges.map((e: any) => e.node)).toEqual([
      { period: '2026-10', status: 'partially_fixed', fixedCount: 1 },
    ]);
    expect(next.pageInfo.hasNextPage).toBe(false);
    const forged = Buffer.from('["2026-13"]').toString('base64url');
    expect((await gql(app, RUNS, { companyId, after: forged }, owner)).errors?.[0].extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await gql(app, RUNS, { companyId }, other.owner)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('typed twins of text fields', () => {
  it('answer the same values as the deprecated text, as enums and Decimals', async () => {
    const res = await gql(
      app,
      `query ($c: Int!, $id: Int!) {
        employeeCards(companyId: $c, period: "2026-10") { id status employeeStatus employmentType employment
          appliedRules { source ruleSource } }
        employee(companyId: $c, id: $id) { employeeProfit profit }
      }`,
      { c: companyId, id: emp.a },
      owner,
    );
    expect(res.errors).toBeUndefined();
    const a = res.data.employeeCards.find((c: any) => c.id === emp.a);
    expect(a).toMatchObject({
      status: 'active',
      employeeStatus: 'active',
      employmentType: 'full_time',
      employment: 'full_time',
    });
    expect(a.appliedRules).toEqual([{ source: 'salary', ruleSource: 'salary' }]);
    expect(res.data.employee.profit).toBe(res.data.employee.employeeProfit);
    const hidden = await gql(
      app,
      `query ($c: Int!, $id: Int!) { employee(companyId: $c, id: $id) { id employeeProfit profit } }`,
      { c: companyId, id: emp.a },
      plain,
    );
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data.employee).toEqual({ id: emp.a, employeeProfit: null, profit: null });
  });
});

describe('payChanged twins', () => {
  it('tells what changed and what happened as enums too', async () => {
    const ws = wsClient(app.url, { token: owner.token });
    try {
      const sub = await ws.subscribe(
        'subscription($c: Int!) { payChanged(companyId: $c) { source changeSource action changeAction id } }',
        { c: companyId },
      );
      const booked = await post('/api/bonuses-penalties', {
        employeeId: emp.b,
        type: 'bonus',
        amount: '1',
        reason: 'Ноябрь',
        appliedDate: '2026-11-02',
      });
      expect(booked.status).toBe(201);
      expect((await sub.next()).data.payChanged).toEqual({
        source: 'ledger',
        changeSource: 'ledger',
        action: 'created',
        changeAction: 'created',
        id: booked.body.id,
      });
    } finally {
      await ws.close();
    }
  });
});
