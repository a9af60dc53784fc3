import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_RUN_MESSAGES, payRunAnomaliesSchema } from '@staffpay/schema/pay/pay-run.schemas';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

/**
 * The pre-close check through the API: September fixed whole, October compared with it and with
 * its own ledger; each kind found, amounts hidden from a role without them, another company
 * refused, and a booked record pushed.
 */
let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let viewer: TestUser;
let companyId: number;
let other: { owner: TestUser; companyId: number };
const emp = { a: 0, b: 0, c: 0, d: 0 };
const ids = { old: 0, bonus: 0, dup1: 0, dup2: 0, advanceC: 0 };

const post = (path: string, body: Record<string, unknown>, user: TestUser = owner) =>
  rest(app, 'POST', path, { user, body: { companyId, ...body } });
const anomaliesPath = (query = '', company = companyId) =>
  `/api/companies/${company}/pay-runs/2026-10/anomalies${query}`;
const QUERY = `query ($c: Int!, $p: String!, $s: Decimal) {
  payRunAnomalies(companyId: $c, period: $p, changeShare: $s) {
    period comparedWith changeShare
    items { kind employeeId employeeName ruleId ruleName ledgerType recordIds amount previousAmount }
  }
}`;

async function book(employeeId: number, type: string, amount: string, appliedDate: string) {
  const res = await post('/api/bonuses-penalties', { employeeId, type, amount, reason: 'Запись', appliedDate });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}

const rule = (templateName: string, value: string, employees: number[], extra: Record<string, unknown> = {}) => ({
  templateName,
  ruleType: 'fixed',
  value,
  period: 'monthly',
  salaryMode: 'base',
  appliesTo: { departments: [], employees },
  ...extra,
});

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Проверка перед закрытием'));
  other = await f.company('Чужая');
  emp.a = await f.employee(companyId, { firstName: 'Айбек', lastName: 'Асанов' });
  emp.b = await f.employee(companyId, { firstName: 'Бермет', lastName: 'Бакирова' });
  emp.c = await f.employee(companyId, { firstName: 'Канат', lastName: 'Каримов', status: 'inactive' });
  emp.d = await f.employee(companyId, { firstName: 'Дина', lastName: 'Дуйшеева' });
  expect((await post('/api/salary-rule-templates', rule('Оклад', '30000', [emp.a, emp.b]))).status).toBe(201);
  const old = await post('/api/salary-rule-templates', rule('Старый', '5000', [emp.b]));
  ids.old = old.body.id;
  // September, fixed whole for every paid employee.
  for (const employeeId of [emp.a, emp.b, emp.d]) {
    const fix = await post('/api/fix-employee-rules', {
      employeeId,
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      ordersCount: 0,
      employeeProfit: '0',
    });
    expect(fix.status, JSON.stringify(fix.body)).toBe(201);
  }
  // October: a's new bonus rule, b's old rule switched off, duplicates, an inactive's advance, a negative due.
  expect(
    (await post('/api/salary-rule-templates', rule('Премия', '10000', [emp.a], { salaryMode: 'bonus' }))).status,
  ).toBe(201);
  const off = await rest(app, 'PUT', `/api/salary-rule-templates/${ids.old}`, {
    user: owner,
    body: { companyId, ...rule('Старый', '5000', [emp.b]), isActive: false },
  });
  expect(off.status, JSON.stringify(off.body)).toBe(200);
  ids.dup1 = await book(emp.b, 'bonus', '500', '2026-10-05');
  ids.dup2 = await book(emp.b, 'bonus', '500.00', '2026-10-06');
  ids.advanceC = await book(emp.c, 'advance', '300', '2026-10-07');
  await book(emp.d, 'advance', '100', '2026-10-08');
  const role = await post('/api/system-roles', {
    name: 'viewer',
    code: 'viewer',
    permissions: ['salaries.view', 'employees.view'],
  });
  expect(role.status, JSON.stringify(role.body)).toBe(201);
  viewer = await f.member(companyId, 'viewer');
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

describe('pay run anomalies', () => {
  it('finds each kind through REST, compared with September', async () => {
    const res = await rest(app, 'GET', anomaliesPath(), { user: owner });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(payRunAnomaliesSchema.safeParse(res.body).error).toBeUndefined();
    expect(res.body).toMatchObject({ period: '2026-10', comparedWith: '2026-09', changeShare: '0.25' });
    const found = res.body.items.map((i: any) => [i.employeeId, i.kind]);
    expect(found).toEqual([
      [emp.a, 'total_changed'],
      [emp.a, 'rule_started'],
      [emp.b, 'rule_stopped'],
      [emp.b, 'duplicate_record'],
      [emp.c, 'inactive_paid'],
      [emp.d, 'negative_due'],
      [emp.d, 'no_base_rule'],
    ]);
    const [changed, started, stopped, duplicate, inactive, negative] = res.body.items;
    expect(changed).toMatchObject({ employeeName: 'Айбек Асанов', amount: '40000.00', previousAmount: '30000.00' });
    expect(started).toMatchObject({ ruleName: 'Премия' });
    expect(stopped).toMatchObject({ ruleId: ids.old, ruleName: 'Старый' });
    expect(duplicate).toMatchObject({ ledgerType: 'bonus', recordIds: [ids.dup1, ids.dup2], amount: '500.00' });
    expect(inactive).toMatchObject({ recordIds: [ids.advanceC] });
    expect(negative).toMatchObject({ amount: '-100.00' });
  });

  it('GraphQL answers the same; a wider share drops the change; a bad share is refused', async () => {
    const graph = await gql(app, QUERY, { c: companyId, p: '2026-10' }, owner);
    expect(graph.errors).toBeUndefined();
    const shim = await rest(app, 'GET', anomaliesPath(), { user: owner });
    expect(graph.data.payRunAnomalies).toEqual(shim.body);
    const wide = await gql(app, QUERY, { c: companyId, p: '2026-10', s: '0.5' }, owner);
    expect(wide.data.payRunAnomalies.items.map((i: any) => i.kind)).not.toContain('total_changed');
    for (const bad of ['0', '11', 'abc']) {
      const res = await rest(app, 'GET', anomaliesPath(`?changeShare=${bad}`), { user: owner });
      expect([res.status, res.body.fieldErrors ? 'fields' : res.body.message]).toEqual([400, 'fields']);
      expect(JSON.stringify(res.body)).toContain(PAY_RUN_MESSAGES.badChangeShare);
    }
    expect((await gql(app, QUERY, { c: companyId, p: '2026-10', s: '0' }, owner)).errors?.[0].extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('hides the amounts from a role without salaries.field.amounts', async () => {
    const res = await rest(app, 'GET', anomaliesPath(), { user: viewer });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(7);
    expect(res.body.items.every((i: any) => i.amount === null && i.previousAmount === null)).toBe(true);
    const graph = await gql(app, QUERY, { c: companyId, p: '2026-10' }, viewer);
    expect(graph.data.payRunAnomalies.items.every((i: any) => i.amount === null)).toBe(true);
    expect(graph.data.payRunAnomalies.items[0].employeeName).toBe('Айбек Асанов');
  });

  it('answers another company’s member 404', async () => {
    expect((await rest(app, 'GET', anomaliesPath(), { user: other.owner })).status).toBe(404);
    expect((await gql(app, QUERY, { c: companyId, p: '2026-10' }, other.owner)).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
  });

  it('pushes the check again when a record is booked', async () => {
    const ws = wsClient(app.url, { token: owner.token });
    const live = await ws.subscribe(
      `subscription ($c: Int!, $p: String!) {
        payRunAnomaliesChanged(companyId: $c, period: $p) { items { kind employeeId recordIds } } }`,
      { c: companyId, p: '2026-10' },
    );
    const first = await book(emp.a, 'penalty', '250', '2026-10-20');
    const second = await book(emp.a, 'penalty', '250', '2026-10-21');
    let items: any[] = [];
    for (let n = 0; n < 3 && !items.some((i) => i.kind === 'duplicate_record' && i.employeeId === emp.a); n++) {
      items = (await live.next()).data.payRunAnomaliesChanged.items;
    }
    expect(items).toContainEqual({ kind: 'duplicate_record', employeeId: emp.a, recordIds: [first, second] });
    await ws.close();
  });
});
