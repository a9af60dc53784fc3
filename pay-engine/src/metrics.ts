import type { EngineEmployee, PerformanceRecord } from './engine.types';
import { dec, type Money, ZERO } from './money';

/** orders, profit and average check of one employee over their performance records in the period. */
export interface EmployeeMetrics {
  orders: number;
  profit: Money;
  /** profit / orders, unrounded; null when orders is 0. */
  averageCheck: Money | null;
}

export interface Metrics {
  employee: ReadonlyMap<number, EmployeeMetrics>;
  /** profit(D) for every department some employee belongs to; a department nobody is in has profit 0. */
  department: Map<number, Money>;
  company: Money;
}

export function employeeMetrics(records: PerformanceRecord[]): EmployeeMetrics {
  let orders = 0;
  let profit = ZERO;
  for (const r of records) {
    orders += r.ordersCount;
    profit = profit.plus(dec(r.employeeProfit));
  }
  return { orders, profit, averageCheck: orders === 0 ? null : profit.div(orders) };
}

/**
 * Metrics of every employee, department and the company. Status does not matter here: an
 * inactive employee's records still count in their departments' and the company's profit.
 * An employee in several departments counts fully in each.
 */
export function computeMetrics(
  employees: EngineEmployee[],
  performance: ReadonlyMap<number, PerformanceRecord[]>,
): Metrics {
  const employee = new Map<number, EmployeeMetrics>();
  const department = new Map<number, Money>();
  let company = ZERO;
  for (const e of employees) {
    const m = employeeMetrics(performance.get(e.id) ?? []);
    employee.set(e.id, m);
    company = company.plus(m.profit);
    for (const d of e.departmentIds) department.set(d, (department.get(d) ?? ZERO).plus(m.profit));
  }
  return { employee, department, company };
}

export function departmentProfit(metrics: Metrics, departmentId: number): Money {
  return metrics.department.get(departmentId) ?? ZERO;
}

/** Compares average checks exactly (cross-multiplied), so no quotient rounding can make or break a tie. */
export function compareAverageCheck(a: EmployeeMetrics, b: EmployeeMetrics): number {
  return a.profit.times(b.orders).comparedTo(b.profit.times(a.orders));
}
