import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../shared/sql';
import type { PerformanceRecord, Period } from '@staffpay/pay-engine/engine.types';

interface PerformanceRow {
  id: number;
  employeeId: number;
  startDate: string;
  endDate: string;
  ordersCount: number;
  employeeProfit: string;
  bonusRules: PerformanceRecord['bonusRules'];
  penaltyRules: PerformanceRecord['penaltyRules'];
}

/** Performance records whose endDate lies in the period (optionally of some employees only). */
export function loadPerformance(
  em: EntityManager,
  companyId: number,
  period: Period,
  employeeIds?: number[],
): Promise<PerformanceRecord[]> {
  const params: unknown[] = [companyId, period.from, period.to];
  let only = '';
  if (employeeIds) {
    only = ' and p.employee_id = any(?::int[])';
    params.push(intArray(employeeIds));
  }
  return em.execute<PerformanceRow[]>(
    `select p.id, p.employee_id as "employeeId", to_char(p.start_date, 'YYYY-MM-DD') as "startDate",
            to_char(p.end_date, 'YYYY-MM-DD') as "endDate", p.orders_count as "ordersCount",
            p.employee_profit::text as "employeeProfit", p.bonus_rules as "bonusRules", p.penalty_rules as "penaltyRules"
       from performance_records p
      where p.company_id = ? and p.end_date between ? and ?${only}
      order by p.id`,
    params,
  );
}
