import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gql, rest, startTestApp, type TestApp, type TestUser } from '../../../test/harness';
import { connect, fixtures } from '../../../test/support/staff.fixtures';
import { payrollCache } from './payroll-cache';
import type { PayFact } from './payroll-loader';

/**
 * The payroll cache patches its computation after a change of one employee: through the real REST
 * and GraphQL API, a sequence of such changes (ledger and performance records booked, edited,
 * moved and deleted; employees edited, moved between departments, hired and removed) is made in a
 * company whose rules pay on department and company profit, team pools and the best average check.
 * After each, every figure read from the patched computation equals a computation afresh (the cache
 * dropped), and the patch read only the changed employee's facts, and of those only the kind the
 * change may have moved (a booking the ledger, a performance record the performance records, an
 * employee's change all of them). Anything else computes afresh.
 */
let app: TestApp;
let db: pg.Client;
let owner: TestUser;
let companyId: number;
const dep: number[] = [];
const emp: number[] = [];
let templateId: number;
/** Whole-company reads of the period's performance records (a computation afresh reads them once). */
let wholeReads = 0;
/** Some employees' facts read, in order: what patches read again. */
const patchReads: PayFact[] = [];
const PATCH_READ: [PayFact, RegExp][] = [
  ['person', /from employees e where e\.company_id = \S+ and e\.id = any/],
  ['performance', /from performance_records p[\s\S]*employee_id = any/],
  ['ledger', /from ledger_records r[\s\S]*r\.employee_id = any/],
];

const OCT = 'period=2026-10';
const CARD_FIELDS = `id name firstName lastName photoUrl role status jobPosition customPosition employmentType
  departmentId departmentName branchId shouldShowOrdersAndProfit ordersCount employeeProfit averageCheck
  baseSalary ruleBonuses rulePenalties totalBonuses totalPenalties totalAdvances piecework totalSalary amountDue
  appliedRules { source ruleId name salaryMode calculatedAmount }`;

async function call(method: string, path: string, body?: Record<string, unknown>) {
  const sep = path.includes('?') ? '&' : '?';
  const res =
    method === 'GET' || method === 'DELETE'
      ? await rest(app, method, `${path}${sep}companyId=${companyId}`, { user: owner })
      : await rest(app, method, path, { user: owner, body: { companyId, ...body } });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

async function graphql(query: string, variables: Record<string, unknown> = {}) {
  const res = await gql(app, query, { c: companyId, ...variables }, owner);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

/** Every payroll figure the screens read, over REST and GraphQL. */
async function figures() {
  const department = `${OCT}&departmentId=${dep[1]}`;
  return {
    cards: await call('GET', `/api/dashboard/employee-cards?${OCT}`),
    departmentCards: await call('GET', `/api/dashboard/employee-cards?${department}`),
    summary: await call('GET', `/api/dashboard/summary?${OCT}`),
    stats: await call('GET', `/api/dashboard/stats?${department}`),
    thresholds: await call('GET', `/api/dashboard/department-threshold-progress?${OCT}`),
    baseRule: await call('GET', `/api/dashboard/department-base-rule?${OCT}&departmentId=${dep[0]}`),
    graphql: await graphql(
      `query($c: Int!) { employeeCards(companyId: $c, period: "2026-10") { ${CARD_FIELDS} }
         payrollSummary(companyId: $c, period: "2026-10") { overview { totalProfit totalSalaries amountDue }
           bestEmployee { id totalSalary } } }`,
    ),
  };
}

/** The figures right after a change (patched), then afresh; answers how the first read computed and which facts it reread. */
async function expectPatchedEqualsFresh(
  [whole, patches] = [wholeReads, patchReads.length],
): Promise<{ whole: number; patches: PayFact[] }> {
  const patched = await figures();
  const read = { whole: wholeReads - whole, patches: [...new Set(patchReads.slice(patches))].sort() };
  payrollCache(app.server.deps.events).invalidate(companyId);
  const fresh = await figures();
  expect(patched).toEqual(fresh);
  return read;
}

/** A change of one employee: the next read patches `rereads`, never reads the whole company. */
async function oneEmployeeChange(rereads: PayFact[], change: () => Promise<unknown>) {
  // Counted from before the change: a saved performance record answers with its card, patched then.
  const since: [number, number] = [wholeReads, patchReads.length];
  await change();
  const read = await expectPatchedEqualsFresh(since);
  expect(read).toEqual({ whole: 0, patches: [...rereads].sort() });
}
const ALL: PayFact[] = ['person', 'performance', 'ledger'];

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Инкрементная'));
  for (const name of ['Продажи', 'Склад', 'Сервис']) dep.push((await call('POST', '/api/departments', { name })).id);
  for (let i = 0; i < 12; i++) {
    const id = await f.employee(companyId, {
      firstName: `Имя${i}`,
      lastName: `Фамилия${String.fromCharCode(1040 + ((i * 7) % 12))}`,
      status: i === 10 ? 'vacation' : i === 11 ? 'inactive' : 'active',
    });
    emp.push(id);
    await f.placeInDepartment(id, dep[i % 3]!);
    if (i % 4 === 0) await f.placeInDepartment(id, dep[(i + 1) % 3]!, 1);
  }
  const rule = (body: Record<string, unknown>) => call('POST', '/api/salary-rule-templates', body);
  await rule({ templateName: 'Оклад', ruleType: 'fixed', value: '30000', appliesTo: { departments: dep } });
  await rule({
    templateName: 'Доля',
    ruleType: 'percent_department',
    value: '1',
    appliesTo: { departments: [dep[0]] },
  });
  await rule({
    templateName: 'Команда',
    ruleType: 'percent_team',
    value: '2',
    teamBase: 'department',
    appliesTo: { departments: [dep[1]] },
  });
  await rule({
    templateName: 'Группа',
    ruleType: 'percent_team',
    value: '1',
    teamBase: 'group',
    appliesTo: { departments: [], employees: emp.slice(2, 7) },
  });
  await rule({
    templateName: 'Компания',
    ruleType: 'percent_total',
    value: '0.5',
    appliesTo: { employees: emp.slice(0, 2) },
  });
  await rule({
    templateName: 'План компании',
    ruleType: 'fixed',
    value: '3000',
    salaryMode: 'bonus',
    thresholdType: 'company_profit',
    thresholdValue: '400000',
    appliesTo: { departments: dep },
  });
  await rule({
    templateName: 'Лучший чек',
    ruleType: 'fixed',
    value: '1000',
    salaryMode: 'bonus',
    thresholdType: 'average_check',
    appliesTo: { departments: [dep[0], dep[2]] },
  });
  templateId = (
    await call('POST', '/api/bonus-rule-templates', {
      templateName: 'Отзыв',
      calculationType: 'percentage',
      amount: 2,
      assignmentType: 'department',
      departmentIds: dep,
    })
  ).id;
  for (const [i, id] of emp.entries()) {
    await call('POST', '/api/employee-performance', {
      employeeId: id,
      startDate: '2026-10-01',
      endDate: '2026-10-20',
      ordersCount: 3 + (i % 5),
      employeeProfit: `${30000 + i * 1234.55}`,
      bonusRules: i % 2 === 0 ? [{ ruleId: templateId, unitCount: 1 }] : [],
    });
    await call('POST', '/api/bonuses-penalties', {
      employeeId: id,
      type: i % 3 === 0 ? 'advance' : 'bonus',
      amount: '1500',
      reason: 'Начало',
      appliedDate: '2026-10-05',
    });
  }
  // The saves above answered with their cards from the cache: the first check starts cold.
  payrollCache(app.server.deps.events).invalidate(companyId);
  app.server.deps.orm.config.set('onQuery', (sql: string) => {
    if (/from performance_records p/.test(sql) && !/employee_id = any/.test(sql)) wholeReads++;
    for (const [fact, read] of PATCH_READ) if (read.test(sql)) patchReads.push(fact);
    return sql;
  });
}, 120_000);

afterAll(async () => {
  await db?.end();
  await app?.close();
});

it('cards after one-employee changes through REST and GraphQL equal a computation afresh', async () => {
  expect((await expectPatchedEqualsFresh()).whole).toBe(1);
  let ledgerId = 0;
  await oneEmployeeChange(['ledger'], async () => {
    ledgerId = (
      await call('POST', '/api/bonuses-penalties', {
        employeeId: emp[0],
        type: 'bonus',
        amount: '777.77',
        reason: 'Премия',
        appliedDate: '2026-10-12',
      })
    ).id;
  });
  await oneEmployeeChange(['ledger'], () =>
    graphql(
      `
        mutation ($c: Int!, $e: Int!) {
          createLedgerRecord(
            companyId: $c
            input: { employeeId: $e, type: penalty, amount: "250.50", reason: "Штраф", appliedDate: "2026-10-13" }
          ) {
            id
          }
        }
      `,
      { e: emp[1] },
    ),
  );
  // Moved to another employee: both are reloaded.
  await oneEmployeeChange(['ledger'], () =>
    call('PUT', `/api/bonuses-penalties/${ledgerId}`, {
      employeeId: emp[2],
      type: 'bonus',
      amount: '900',
      reason: 'Премия',
      appliedDate: '2026-10-14',
    }),
  );
  await oneEmployeeChange(['ledger'], () =>
    graphql(
      `
        mutation ($c: Int!, $id: Int!) {
          deleteLedgerRecord(companyId: $c, id: $id)
        }
      `,
      { id: ledgerId },
    ),
  );
  let recordId = 0;
  // A team member's profit: the team pool and the company's profit move.
  await oneEmployeeChange(['performance'], async () => {
    recordId = (
      await call('POST', '/api/employee-performance', {
        employeeId: emp[4],
        startDate: '2026-10-21',
        endDate: '2026-10-25',
        ordersCount: 40,
        employeeProfit: '250000',
      })
    ).record.id;
  });
  await oneEmployeeChange(['performance'], () =>
    graphql(
      `
        mutation ($c: Int!, $e: Int!) {
          savePerformance(
            companyId: $c
            input: {
              employeeId: $e
              startDate: "2026-10-21"
              endDate: "2026-10-22"
              ordersCount: 1
              employeeProfit: "99999.99"
            }
          ) {
            record {
              id
            }
          }
        }
      `,
      { e: emp[3] },
    ),
  );
  await oneEmployeeChange(['performance'], () =>
    call('PUT', `/api/employee-performance/${recordId}`, {
      employeeId: emp[4],
      startDate: '2026-10-21',
      endDate: '2026-10-25',
      ordersCount: 2,
      employeeProfit: '5000.01',
    }),
  );
  await oneEmployeeChange(['performance'], () => call('DELETE', `/api/employee-performance/${recordId}`));
  // Employee changes: leaving the teams, another department, a new name (another place in the list).
  await oneEmployeeChange(ALL, () => call('PUT', `/api/employees/${emp[5]}`, { status: 'inactive' }));
  await oneEmployeeChange(ALL, () => call('PUT', `/api/employees/${emp[6]}`, { departmentIds: [dep[1], dep[0]] }));
  await oneEmployeeChange(ALL, () => call('PUT', `/api/employees/${emp[7]}`, { lastName: 'Аааев' }));
  await oneEmployeeChange(ALL, () => call('PUT', `/api/employees/${emp[11]}`, { status: 'active' }));
  let hired = 0;
  await oneEmployeeChange(ALL, async () => {
    hired = (
      await call('POST', '/api/employees', {
        firstName: 'Новый',
        lastName: 'Сотрудник',
        phone: '+996 555 000 001',
        departmentIds: [dep[1]],
      })
    ).id;
  });
  await oneEmployeeChange(['performance'], () =>
    call('POST', '/api/employee-performance', {
      employeeId: hired,
      startDate: '2026-10-01',
      endDate: '2026-10-30',
      ordersCount: 9,
      employeeProfit: '123456.78',
    }),
  );
  await oneEmployeeChange(ALL, () => call('DELETE', `/api/employees/${emp[8]}`));
});

it('concurrent readers after a change share one patch', async () => {
  // The process hears its own event again over Redis; waited for, so it cannot mark a second patch.
  const echo = app.server.deps.events.subscribe('payChanged', companyId)[Symbol.asyncIterator]();
  const echoed = echo.next();
  await call('POST', '/api/bonuses-penalties', {
    employeeId: emp[9],
    type: 'bonus',
    amount: '10',
    reason: 'Премия',
    appliedDate: '2026-10-15',
  });
  await echoed;
  await echo.return?.();
  const [whole, patches] = [wholeReads, patchReads.length];
  const reads = await Promise.all([1, 2, 3].map(() => call('GET', `/api/dashboard/employee-cards?${OCT}`)));
  expect(reads[1]).toEqual(reads[0]);
  expect(reads[2]).toEqual(reads[0]);
  expect([wholeReads - whole, patchReads.slice(patches)]).toEqual([0, ['ledger']]);
});

it('a record dated outside the period leaves it computed', async () => {
  await figures();
  await call('POST', '/api/bonuses-penalties', {
    employeeId: emp[0],
    type: 'bonus',
    amount: '10',
    reason: 'Сентябрь',
    appliedDate: '2026-09-30',
  });
  expect(await expectPatchedEqualsFresh()).toEqual({ whole: 0, patches: [] });
});

it('a template or a department change computes afresh', async () => {
  await call('PUT', `/api/bonus-rule-templates/${templateId}`, { amount: 3 });
  expect((await expectPatchedEqualsFresh()).whole).toBe(1);
  await call('PUT', `/api/departments/${dep[2]}`, { name: 'Сервисный' });
  expect((await expectPatchedEqualsFresh()).whole).toBe(1);
});
