import pg from 'pg';
import { call } from './single-api';

/** Eight departments, the employees and their placements, straight into the tables; returns the department ids. */
export async function fill(db: pg.Client, companyId: number, employees: number): Promise<number[]> {
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

/** A year of history for every employee: a performance record and two ledger records a month. */
export async function facts(db: pg.Client, companyId: number, bonusTemplate: number, penaltyTemplate: number) {
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

/** The seven templates, through the API (its validation and events); returns the bonus and penalty template ids. */
export async function templates(api: string, token: string, companyId: number, departments: number[]) {
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
