import type { SharedDashboardFieldsFragment, SharedEmployeeFieldsFragment } from '@/gql/graphql';
import { subtractAmounts, sumAmounts } from '@/shared/money/amounts';

/** What the public page derives for display; every figure itself comes from the server. */

type Employee = SharedEmployeeFieldsFragment;
type Threshold = NonNullable<SharedDashboardFieldsFragment['thresholdProgress']>[number];
type Department = SharedDashboardFieldsFragment['departments'][number];

/** Gauges are red under 30 %, orange under 70 %, green from 70 %. */
export const GAUGE_BREAKPOINTS = { orange: 30, green: 70 } as const;

/** current ÷ threshold in whole percent, capped at 0..100 (a zero threshold is met at once). */
export function gaugePercent(current: string, threshold: string): number {
  const value = Number(current);
  const goal = Number(threshold);
  if (!Number.isFinite(value) || !Number.isFinite(goal)) return 0;
  if (goal <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((value / goal) * 100)));
}

/**
 * The progress the server computed (current ÷ threshold × 100, may pass 100), as a gauge reads
 * it where the figures themselves are not shown (privacy mode, or hidden by the editor); null
 * for what is not a number.
 */
export function progressOnly(progressPercent: string): number | null {
  const value = Number(progressPercent);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, Math.floor(value))) : null;
}

export function gaugeColor(percent: number): 'red' | 'orange' | 'green' {
  if (percent < GAUGE_BREAKPOINTS.orange) return 'red';
  if (percent < GAUGE_BREAKPOINTS.green) return 'orange';
  return 'green';
}

/** Amount due = salary payouts − advances, exactly (docs/payroll.md, 'Summaries'); null unless both are shown. */
export function amountDue(payouts: string | null, advances: string | null): string | null {
  return payouts === null || advances === null ? null : subtractAmounts(payouts, advances);
}

/** The sum of the shown employees' profit; null when the dashboard shows no profit. */
export function totalProfit(employees: readonly Employee[]): string | null {
  const profits = employees.map((e) => e.employeeProfit).filter((p): p is string => p !== null);
  return employees.length > 0 && profits.length === 0 ? null : sumAmounts(profits);
}

export const activeCount = (employees: readonly Employee[]) => employees.filter((e) => e.status === 'active').length;

/** A threshold names its departments joined by ', '. */
const namesDepartment = (t: Threshold, name: string) => t.departmentName.split(', ').includes(name);

/** Tabs: the departments some shown card or threshold belongs to, in the server's order. */
export function departmentTabs(
  departments: readonly Department[],
  employees: readonly Employee[],
  thresholds: readonly Threshold[],
): Department[] {
  return departments.filter(
    (d) => employees.some((e) => e.departmentId === d.id) || thresholds.some((t) => namesDepartment(t, d.name)),
  );
}

/** The cards of a tab; null is 'Все отделы'. */
export const employeesOf = (employees: readonly Employee[], department: Department | null) =>
  department === null ? employees : employees.filter((e) => e.departmentId === department.id);

/** The gauges of a tab; null is 'Все отделы'. */
export const thresholdsOf = (thresholds: readonly Threshold[], department: Department | null) =>
  department === null ? thresholds : thresholds.filter((t) => namesDepartment(t, department.name));
