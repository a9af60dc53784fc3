import type { EntityManager } from '@mikro-orm/postgresql';
import { dayText } from '../../shared/day-text';
import { type IntegrityPart } from '../../shared/integrity/integrity-part';
import { intArray } from '../../shared/sql';

/** Performance records of employees the company no longer has, or with negative orders or profit. */
export async function performanceIntegrity(
  em: EntityManager,
  companyId: number,
  employeeIds: number[],
): Promise<IntegrityPart> {
  const [count] = await em.execute<{ n: number }[]>(
    'select count(*)::int as n from performance_records where company_id = ?',
    [companyId],
  );
  const rows = await em.execute<
    { id: number; employeeId: number; startDate: string; endDate: string; orphan: boolean }[]
  >(
    `select id, employee_id as "employeeId", start_date::text as "startDate", end_date::text as "endDate",
            employee_id <> all(?::int[]) as orphan
       from performance_records
      where company_id = ? and (employee_id <> all(?::int[]) or orders_count < 0 or employee_profit < 0)
      order by end_date, id`,
    [intArray(employeeIds), companyId, intArray(employeeIds)],
  );
  const issues = rows.map((r) => {
    const label = `Показатели № ${r.id} за ${dayText(r.startDate)}–${dayText(r.endDate)}`;
    return r.orphan
      ? `${label} относятся к удалённому сотруднику № ${r.employeeId}`
      : `${label}: отрицательное число заказов или прибыль`;
  });
  return { checked: count!.n, issues };
}
