import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { countStatements, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { payrollCache } from './payroll-cache';

/**
 * The cards request reads a company in a fixed number of SQL statements: counted at the ORM's
 * connection for a company of 3 employees and again after 40 more, each with a month of facts,
 * computed afresh each time (not served from the payroll cache).
 */
let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let companyId: number;
let departmentId: number;
let statements: () => number;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  ({ owner, companyId } = await fixtures(app, db).company('Счётная'));
  departmentId = (await rest(app, 'POST', '/api/departments', { user: owner, body: { companyId, name: 'Продажи' } }))
    .body.id;
  const res = await rest(app, 'POST', '/api/salary-rule-templates', {
    user: owner,
    body: {
      companyId,
      templateName: 'Оклад',
      ruleType: 'fixed',
      value: '1000',
      appliesTo: { departments: [departmentId] },
    },
  });
  expect(res.status).toBe(201);
  statements = countStatements(app);
});

afterAll(async () => {
  await db?.end();
  await app?.close();
});

async function addEmployees(count: number) {
  const f = fixtures(app, db);
  for (let i = 0; i < count; i++) {
    const id = await f.employee(companyId);
    await f.placeInDepartment(id, departmentId);
    await db.query(
      `insert into performance_records (company_id, employee_id, start_date, end_date, orders_count, employee_profit,
         bonus_rules, penalty_rules, created_at, updated_at)
       values ($1, $2, '2026-10-01', '2026-10-31', 3, 1500, '[]', '[]', now(), now())`,
      [companyId, id],
    );
    await db.query(
      `insert into ledger_records (company_id, employee_id, type, amount, reason, applied_date, created_at, updated_at)
       values ($1, $2, 'bonus', 100, 'Тест', '2026-10-10', now(), now())`,
      [companyId, id],
    );
  }
}

/** A cold request: the rows above were written behind the services' backs, so no event dropped the cache. */
async function statementsPerCardsRequest(expectedCards: number): Promise<number> {
  payrollCache(app.server.deps.events).invalidate(companyId);
  const before = statements();
  const res = await rest(app, 'GET', `/api/dashboard/employee-cards?companyId=${companyId}&period=2026-10`, {
    user: owner,
  });
  expect(res.status).toBe(200);
  expect(res.body).toHaveLength(expectedCards);
  expect(res.body[0].totalSalary).toBe('1100.00');
  return statements() - before;
}

it('does not grow with the number of employees', async () => {
  await addEmployees(3);
  const small = await statementsPerCardsRequest(3);
  await addEmployees(40);
  const large = await statementsPerCardsRequest(43);
  expect(large).toBe(small);
  expect(small).toBeLessThanOrEqual(12);
});
