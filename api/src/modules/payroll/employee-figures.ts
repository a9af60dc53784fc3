import type { EntityManager } from '@mikro-orm/postgresql';
import { employeeMetrics } from '@staffpay/pay-engine/metrics';
import { fmt2 } from '@staffpay/pay-engine/money';
import { monthOf } from '@staffpay/pay-engine/period';
import type { PerformanceRecord } from '@staffpay/pay-engine/engine.types';
import type { EmployeeFigures, EmployeeFigureSource } from '../../shared/ports/employee-figures';
import { loadPerformance } from './performance-query';
import { companyToday } from '../companies';

/**
 * The one place the figures of a page of employees are computed: their performance records of
 * the current month (company timezone) in one query, summed by the payroll engine's metrics, so
 * the record, the passport and the dashboard card agree.
 */
async function figuresOf(
  em: EntityManager,
  companyId: number,
  employeeIds: number[],
): Promise<Map<number, EmployeeFigures>> {
  if (employeeIds.length === 0) return new Map();
  const period = monthOf(await companyToday(em, companyId));
  const records = await loadPerformance(em, companyId, period, employeeIds);
  const byEmployee = new Map<number, PerformanceRecord[]>();
  for (const r of records) {
    const list = byEmployee.get(r.employeeId);
    if (list) list.push(r);
    else byEmployee.set(r.employeeId, [r]);
  }
  const figures = new Map<number, EmployeeFigures>();
  for (const [id, list] of byEmployee) {
    const m = employeeMetrics(list);
    figures.set(id, { ordersCount: m.orders, employeeProfit: fmt2(m.profit) });
  }
  return figures;
}

/** The kernel's employee figures port, answered from this domain's performance records. */
export const employeeFigureSource: EmployeeFigureSource = { figuresOf };
