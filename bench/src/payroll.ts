import pg from 'pg';
import { createCompanies } from './seed';
import { call, machine, runSingleApi, writeResult } from './single-api';
import { formatSummary, Latencies } from './stats';

/**
 * `pnpm --filter bench payroll`: one API process (production mode) on a fresh database; for each
 * size of PAYROLL_SIZES (1 000 and 10 000 employees) a company with eight departments, seven
 * templates (fixed, percent of own, department and team profit, a threshold bonus, a bonus and a
 * penalty template) and a year of history (a performance record and two ledger records per
 * employee per month, written with SQL), then employee-cards requests for the current month, one
 * at a time: PAYROLL_REQUESTS / 2 right after a change (a ledger record booked first, not timed)
 * and PAYROLL_REQUESTS between changes. Loopback only; every loop is bounded.
 */
const SIZES = (process.env.PAYROLL_SIZES ?? '1000,10000').split(',').map(Number);
const REQUESTS = Number(process.env.PAYROLL_REQUESTS ?? 60);
const log = (s: string) => console.log(`[payroll-bench] ${s}`);

/** Employees, placements and a year of facts for one company, straight into the tables. */
async function fill(db: pg.Client, companyId: number, employees: number): Promise<number[]> {
  const departments = (
    await db.query<{ id: number }>(
      `insert into departments (company_id, name, created_at, updated_at)
       select $1, 'Отдел ' || n, now(), now() from generate_series(1, 8) n returning id`,
      [companyId],
    )
  ).rows.map((r) => r.id);
  await db.query(
    `insert into employees (company_id, first_name, last_name, phone, role, status, positions, position_ids, created_at, updated_at)
     select $1, 'Имя' || n, 'Фамилия' || n, '+996 555 ' || n, 'employee',
            case when n % 20 = 0 then 'vacation' when n % 50 = 0 then 'inactive' else 'active' end, '[]', '[]', now(), now()
       from generate_series(1, $2) n`,
    [companyId, employees],
  );
  await db.query(
    `insert into employee_departments (employee_id, department_id, sort_order)
     select e.id, ($2::int[])[1 + e.id % 8], 0 from employees e where e.company_id = $1`,
    [companyId, `{${departments.join(',')}}`],
  );
  return departments;
}

async function facts(db: pg.Client, companyId: number, bonusTemplate: number, penaltyTemplate: number) {
  await db.query(
    `insert into performance_records (company_id, employee_id, start_date, end_date, orders_count, employee_profit,
       bonus_rules, penalty_rules, created_at, updated_at)
     select $1, e.id, m, (m + interval '1 month - 1 day')::date, 5 + e.id % 40, 20000 + (e.id * 37 % 90000) + 0.5,
            case when e.id % 3 = 0 then jsonb_build_array(jsonb_build_object('ruleId', $2::int, 'unitCount', 1)) else '[]' end,
            case when e.id % 7 = 0 then jsonb_build_array(jsonb_build_object('ruleId', $3::int, 'unitCount', 2)) else '[]' end,
            now(), now()
       from employees e
       cross join generate_series(date_trunc('month', now() - interval '11 months'), date_trunc('month', now()), interval '1 month') m
      where e.company_id = $1`,
    [companyId, bonusTemplate, penaltyTemplate],
  );
  await db.query(
    `insert into ledger_records (company_id, employee_id, type, amount, reason, quantity, applied_date, created_at, updated_at)
     select $1, e.id, t.type, t.amount, t.reason, t.quantity, (m + t.day * interval '1 day')::date, now(), now()
       from employees e
       cross join generate_series(date_trunc('month', now() - interval '11 months'), date_trunc('month', now()), interval '1 month') m
       cross join (values ('bonus', 1500.00, 'Премия', null::int, 2), ('advance', 10000.00, 'Аванс', 1, 0)) t(type, amount, reason, quantity, day)
      where e.company_id = $1`,
    [companyId],
  );
  await db.query('analyze');
}

async function templates(api: string, token: string, companyId: number, departments: number[]) {
  const post = async (p: string, body: Record<string, unknown>) =>
    JSON.parse(await call(`${api}${p}`, token, { method: 'POST', body: JSON.stringify({ companyId, ...body }) }))
      .id as number;
  const all = { departments, employees: [] };
  await post('/api/salary-rule-templates', {
    templateName: 'Оклад',
    ruleType: 'fixed',
    value: '30000',
    appliesTo: all,
  });
  await post('/api/salary-rule-templates', {
    templateName: 'Личные продажи',
    ruleType: 'percent_individual',
    value: '5',
    appliesTo: all,
  });
  await post('/api/salary-rule-templates', {
    templateName: 'Доля отдела',
    ruleType: 'percent_department',
    value: '0.1',
    appliesTo: { departments: departments.slice(0, 2), employees: [] },
  });
  await post('/api/salary-rule-templates', {
    templateName: 'Команда',
    ruleType: 'percent_team',
    value: '1',
    teamBase: 'department',
    appliesTo: { departments: departments.slice(2, 4), employees: [] },
  });
  await post('/api/salary-rule-templates', {
    templateName: 'План',
    ruleType: 'fixed',
    value: '5000',
    salaryMode: 'bonus',
    thresholdType: 'employee_profit',
    thresholdValue: '60000',
    appliesTo: all,
  });
  const bonus = await post('/api/bonus-rule-templates', {
    templateName: 'Отзыв',
    calculationType: 'fixed',
    amount: 1000,
    assignmentType: 'department',
    departmentIds: departments,
  });
  const penalty = await post('/api/penalty-rule-templates', {
    templateName: 'Опоздание',
    calculationType: 'per_unit',
    amount: 200,
    assignmentType: 'department',
    departmentIds: departments,
  });
  return { bonus, penalty };
}

runSingleApi('payroll', async ({ api, databaseUrl, token }) => {
  const companies = await createCompanies(api.url, token, SIZES.length);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const results: Record<string, unknown>[] = [];
  try {
    for (const [i, size] of SIZES.entries()) {
      const companyId = companies[i]!;
      const departments = await fill(db, companyId, size);
      const { bonus, penalty } = await templates(api.url, token, companyId, departments);
      await facts(db, companyId, bonus, penalty);
      const counts = (
        await db.query(
          `select (select count(*) from performance_records where company_id = $1) as performance,
                  (select count(*) from ledger_records where company_id = $1) as ledger`,
          [companyId],
        )
      ).rows[0];
      log(`${size} employees, ${counts.performance} performance and ${counts.ledger} ledger records`);
      const active = (
        await db.query<{ id: number }>(
          `select id from employees where company_id = $1 and status = 'active' order by id limit 100`,
          [companyId],
        )
      ).rows.map((r) => r.id);
      const cardsUrl = `${api.url}/api/dashboard/employee-cards?companyId=${companyId}`;
      const timed = async () => {
        const start = performance.now();
        const body = await call(cardsUrl, token);
        return { ms: performance.now() - start, cards: (JSON.parse(body) as unknown[]).length };
      };
      // Right after a change: a ledger record is booked (not timed), then the cards are computed afresh.
      const afterChange = new Latencies();
      let cards = 0;
      for (let r = 0; r < REQUESTS / 2 + 3; r++) {
        const body = { companyId, employeeId: active[r % active.length], type: 'bonus', amount: '10', reason: 'Бенч' };
        await call(`${api.url}/api/bonuses-penalties`, token, { method: 'POST', body: JSON.stringify(body) });
        const read = await timed();
        cards = read.cards;
        if (r >= 3) afterChange.record(read.ms); // the first requests warm the JIT and the pool
      }
      // Between changes: every screen's read shares the computation.
      const unchanged = new Latencies();
      for (let r = 0; r < REQUESTS; r++) unchanged.record((await timed()).ms);
      log(
        `employee cards right after a change, ${size} employees (${cards} cards): ${formatSummary(afterChange.summary())}`,
      );
      log(`employee cards between changes, ${size} employees: ${formatSummary(unchanged.summary())}`);
      results.push({
        employees: size,
        cards,
        ...counts,
        employeeCardsAfterChange: afterChange.summary(),
        employeeCardsBetweenChanges: unchanged.summary(),
      });
    }
  } finally {
    await db.end();
  }
  const result = { date: new Date().toISOString(), machine: machine(), results };
  log(`results written to ${writeResult('payroll', result)}`);
});
