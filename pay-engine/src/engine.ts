import { prepare } from './context';
import type {
  AppliedRule,
  BaseRate,
  DashboardStats,
  EmployeeCardFigures,
  FinancialOverview,
  GroupFigures,
  PayrollInput,
  PayrollResult,
  PerformanceRecord,
  SalaryTypeStats,
  SharedTotals,
  ThresholdProgressItem,
} from './engine.types';
import { computePayrollState } from './incremental';
import { dec, fmt2, type Money, ZERO } from './money';
import * as summaries from './summaries';

/**
 * The payroll engine's public API: pure functions from plain input to plain figures
 * (docs/payroll.md restates the rules, with an example each). Money crosses the boundary as
 * strings with 2 decimals; inside, it is decimal.js throughout.
 */

export type { PayrollResult } from './engine.types';
export { computePayrollState, updatePayroll, type PayrollState } from './incremental';
export { LayeredMap } from './layered-map';
export { monthOf, monthPeriod, rangePeriod } from './period';

/**
 * Every employee's card for input.period: one per employee of the input, sorted by employee id.
 * Throws RangeError when the period is malformed or starts after it ends.
 */
export function computePayroll(input: PayrollInput): PayrollResult {
  return computePayrollState(input).result;
}

/** Salary fund, average salary, bonuses and penalties of the paid employees (optionally only the given ids). */
export function dashboardStats(result: PayrollResult, employeeIds?: number[]): DashboardStats {
  return summaries.dashboardStats(result, employeeIds);
}

/** Paid employees counted by their first (lowest-id) applying base-mode rule: fixed, percentage or team. */
export function salaryTypeStats(input: PayrollInput, result: PayrollResult): SalaryTypeStats {
  return summaries.salaryTypeStats(prepare(input), result);
}

/** Paid employee count, company profit, salaries and their percent of profit, advances and amount due. */
export function financialOverview(input: PayrollInput, result: PayrollResult): FinancialOverview {
  return summaries.financialOverview(prepare(input), result);
}

/** The paid employee with the highest profit (lowest id on a tie); null when that profit is not above 0. */
export function bestEmployee(result: PayrollResult): EmployeeCardFigures | null {
  return summaries.bestEmployee(result);
}

/** The base (percent_department) rule of a department, or of the company when departmentId is null. */
export function baseRate(input: PayrollInput, result: PayrollResult, departmentId: number | null): BaseRate {
  return summaries.baseRate(prepare(input), result, departmentId);
}

/** Progress of every bonus threshold, optionally only the items of one department. */
export function thresholdProgress(
  input: PayrollInput,
  result: PayrollResult,
  departmentId: number | null,
): ThresholdProgressItem[] {
  return summaries.thresholdProgress(prepare(input), result, departmentId);
}

/** Totals of the shared dashboard over the given employees (the paid ones among them). */
export function sharedTotals(result: PayrollResult, employeeIds: number[]): SharedTotals {
  return summaries.sharedTotals(result, employeeIds);
}

/** A department's or branch's figures for reports: every member's profit, the paid members' pay. */
export function groupFigures(result: PayrollResult, employeeIds: number[]): GroupFigures {
  return summaries.groupFigures(result, employeeIds);
}

/** The change a performance record makes to its employee's card (after − before). */
export interface RecordPreviewAdded {
  ordersCount: number;
  employeeProfit: string;
  baseSalary: string;
  ruleBonuses: string;
  rulePenalties: string;
  totalBonuses: string;
  totalPenalties: string;
  totalSalary: string;
  amountDue: string;
  /**
   * Applied rules whose amount changed, with the change as calculatedAmount (negative for a rule the
   * record takes away, e.g. a lost best average check); in card order.
   */
  appliedRules: AppliedRule[];
}

export interface RecordPreview {
  before: EmployeeCardFigures;
  after: EmployeeCardFigures;
  added: RecordPreviewAdded;
}

const SOURCE_ORDER: Record<AppliedRule['source'], number> = { salary: 0, bonus: 1, penalty: 2 };

function appliedRuleChanges(before: AppliedRule[], after: AppliedRule[]): AppliedRule[] {
  const key = (a: AppliedRule) => `${a.source}:${a.ruleId}`;
  const amounts = new Map<string, { rule: AppliedRule; change: Money }>();
  for (const a of before) amounts.set(key(a), { rule: a, change: dec(a.calculatedAmount).neg() });
  for (const a of after) {
    const was = amounts.get(key(a))?.change ?? ZERO;
    amounts.set(key(a), { rule: a, change: was.plus(dec(a.calculatedAmount)) });
  }
  return [...amounts.values()]
    .filter(({ change }) => !change.isZero())
    .sort((x, y) => SOURCE_ORDER[x.rule.source] - SOURCE_ORDER[y.rule.source] || x.rule.ruleId - y.rule.ruleId)
    .map(({ rule, change }) => ({ ...rule, calculatedAmount: fmt2(change) }));
}

/**
 * What a performance record would add to its employee's card, writing nothing: the payroll is
 * computed with the record (replacing a record of the same id, so an edit can be previewed too)
 * and without it, so the preview is exactly what saving the record would produce. A record whose
 * endDate is outside the period adds nothing. Throws RangeError when the employee is not in the input.
 */
export function previewRecord(input: PayrollInput, record: PerformanceRecord): RecordPreview {
  const before = computePayroll(input).byEmployee.get(record.employeeId);
  if (!before) throw new RangeError(`Unknown employee: ${record.employeeId}`);
  const performance = [...input.performance.filter((r) => r.id !== record.id), record];
  const after = computePayroll({ ...input, performance }).byEmployee.get(record.employeeId)!;
  const diff = (field: Exclude<keyof RecordPreviewAdded, 'ordersCount' | 'appliedRules'>) =>
    fmt2(dec(after[field]).minus(dec(before[field])));
  return {
    before,
    after,
    added: {
      ordersCount: after.ordersCount - before.ordersCount,
      employeeProfit: diff('employeeProfit'),
      baseSalary: diff('baseSalary'),
      ruleBonuses: diff('ruleBonuses'),
      rulePenalties: diff('rulePenalties'),
      totalBonuses: diff('totalBonuses'),
      totalPenalties: diff('totalPenalties'),
      totalSalary: diff('totalSalary'),
      amountDue: diff('amountDue'),
      appliedRules: appliedRuleChanges(before.appliedRules, after.appliedRules),
    },
  };
}
