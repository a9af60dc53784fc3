import type { ThresholdType } from '@staffpay/schema/pay/pay.enums';
import type { PayrollContext } from './context';
import type {
  BaseRate,
  DashboardStats,
  EmployeeCardFigures,
  EngineDepartment,
  EngineEmployee,
  FinancialOverview,
  GroupFigures,
  PayrollResult,
  SalaryRule,
  SalaryTypeStats,
  SharedTotals,
  ThresholdProgressItem,
} from './engine.types';
import { departmentProfit } from './metrics';
import { dec, fmt1, fmt2, fmtPlain, fmtValue, type Money, sum, ZERO } from './money';
import { ruleAppliesTo, thresholdValue } from './salary-rules';

/** The paid employees' cards, optionally only those of the given ids. Summaries never count inactive employees. */
export function paidCards(result: PayrollResult, employeeIds?: number[]): EmployeeCardFigures[] {
  const wanted = employeeIds && new Set(employeeIds);
  return result.cards.filter((c) => c.paid && (!wanted || wanted.has(c.employeeId)));
}

type MoneyField = {
  [K in keyof EmployeeCardFigures]: EmployeeCardFigures[K] extends string ? K : never;
}[keyof EmployeeCardFigures];

const total = (cards: EmployeeCardFigures[], field: MoneyField) => sum(cards.map((c) => dec(c[field])));

export function dashboardStats(result: PayrollResult, employeeIds?: number[]): DashboardStats {
  const cards = paidCards(result, employeeIds);
  const fund = total(cards, 'totalSalary');
  return {
    totalSalaryFund: fmt2(fund),
    averageSalary: fmt2(cards.length === 0 ? ZERO : fund.div(cards.length)),
    totalBonuses: fmt2(total(cards, 'totalBonuses')),
    totalPenalties: fmt2(total(cards, 'totalPenalties')),
  };
}

export function salaryTypeStats(ctx: PayrollContext, result: PayrollResult): SalaryTypeStats {
  const stats: SalaryTypeStats = { fixed: 0, percentage: 0, team: 0 };
  for (const card of paidCards(result)) {
    const employee = ctx.employeeById.get(card.employeeId)!;
    const rule = ctx.salaryRules.find((r) => r.salaryMode === 'base' && ruleAppliesTo(ctx, r, employee));
    if (!rule) continue;
    if (rule.ruleType === 'fixed' || rule.ruleType === 'fixed_per_deal') stats.fixed++;
    else if (rule.ruleType === 'percent_team') stats.team++;
    else stats.percentage++;
  }
  return stats;
}

export function financialOverview(ctx: PayrollContext, result: PayrollResult): FinancialOverview {
  const cards = paidCards(result);
  const profit = ctx.metrics.company;
  const salaries = total(cards, 'totalSalary');
  const advances = total(cards, 'totalAdvances');
  return {
    employeeCount: cards.length,
    totalProfit: fmt2(profit),
    totalSalaries: fmt2(salaries),
    salaryPercentOfProfit: profit.isZero() ? null : fmt1(salaries.div(profit).times(100)),
    totalAdvances: fmt2(advances),
    amountDue: fmt2(salaries.minus(advances)),
  };
}

export function bestEmployee(result: PayrollResult): EmployeeCardFigures | null {
  let best: EmployeeCardFigures | null = null;
  for (const card of paidCards(result)) {
    if (!best || dec(card.employeeProfit).gt(dec(best.employeeProfit))) best = card;
  }
  return best && dec(best.employeeProfit).gt(0) ? best : null;
}

/**
 * The base rule of a department: its lowest-id active base-mode percent_department rule naming it;
 * without a department, the company's lowest-id such rule. Its total is what it pays in the period.
 */
export function baseRate(ctx: PayrollContext, result: PayrollResult, departmentId: number | null): BaseRate {
  const rule = ctx.salaryRules.find(
    (r) =>
      r.isActive &&
      r.salaryMode === 'base' &&
      r.ruleType === 'percent_department' &&
      (departmentId === null || r.appliesTo.departments.includes(departmentId)),
  );
  if (!rule) return { ruleId: null, baseRulePercentage: null, totalBaseRateAmount: '0.00' };
  const paidByRule = paidCards(result).flatMap((c) =>
    c.appliedRules.filter((a) => a.source === 'salary' && a.ruleId === rule.id).map((a) => dec(a.calculatedAmount)),
  );
  return { ruleId: rule.id, baseRulePercentage: fmtValue(dec(rule.value)), totalBaseRateAmount: fmt2(sum(paidByRule)) };
}

type ProgressType = Exclude<ThresholdType, 'average_check'>;

function progressItem(
  rule: SalaryRule,
  thresholdType: ProgressType,
  departments: EngineDepartment[],
  employeeId: number | null,
  current: Money,
): ThresholdProgressItem {
  const threshold = thresholdValue(rule);
  const format = thresholdType === 'orders_count' ? fmtPlain : fmt2;
  const remaining = threshold.minus(current);
  return {
    ruleId: rule.id,
    ruleName: rule.templateName,
    thresholdType,
    departments,
    employeeId,
    currentValue: format(current),
    thresholdValue: format(threshold),
    progress: threshold.isZero() ? '100.0' : fmt1(current.div(threshold).times(100)),
    isAchieved: current.gte(threshold),
    remaining: format(remaining.isNeg() ? ZERO : remaining),
  };
}

/**
 * One item per active bonus-mode rule with a threshold (average_check has none): the company, each
 * department, or each paid employee the rule applies to, as the threshold type measures. With a
 * department, only the items whose departments include it.
 */
export function thresholdProgress(
  ctx: PayrollContext,
  result: PayrollResult,
  departmentId: number | null,
): ThresholdProgressItem[] {
  const departmentsOf = (ids: number[]) =>
    ids.flatMap((id) => {
      const d = ctx.departmentById.get(id);
      return d ? [d] : [];
    });
  const items: ThresholdProgressItem[] = [];
  for (const rule of ctx.salaryRules) {
    const type = rule.thresholdType;
    if (!rule.isActive || rule.salaryMode !== 'bonus' || type === null || type === 'average_check') continue;
    const appliesTo: EngineEmployee[] = ctx.employees.filter(
      (e) => result.byEmployee.get(e.id)?.paid && ruleAppliesTo(ctx, rule, e),
    );
    if (type === 'company_profit') {
      items.push(progressItem(rule, type, departmentsOf(rule.appliesTo.departments), null, ctx.metrics.company));
    } else if (type === 'department_profit') {
      const named = rule.appliesTo.departments;
      const ids = named.length > 0 ? named : appliesTo.flatMap((e) => e.departmentIds);
      for (const d of departmentsOf([...new Set(ids)].sort((a, b) => a - b))) {
        items.push(progressItem(rule, type, [d], null, departmentProfit(ctx.metrics, d.id)));
      }
    } else {
      for (const e of appliesTo) {
        const m = ctx.metrics.employee.get(e.id)!;
        const current = type === 'orders_count' ? dec(m.orders) : m.profit;
        items.push(progressItem(rule, type, departmentsOf(e.departmentIds), e.id, current));
      }
    }
  }
  return departmentId === null ? items : items.filter((i) => i.departments.some((d) => d.id === departmentId));
}

export function sharedTotals(result: PayrollResult, employeeIds: number[]): SharedTotals {
  const cards = paidCards(result, employeeIds);
  const payouts = total(cards, 'totalSalary');
  const advances = total(cards, 'totalAdvances');
  return {
    totalTeamBonuses: fmt2(total(cards, 'ruleBonuses')),
    totalAdvances: fmt2(advances),
    totalSalaryPayouts: fmt2(payouts),
    amountDue: fmt2(payouts.minus(advances)),
  };
}

export function groupFigures(result: PayrollResult, employeeIds: number[]): GroupFigures {
  const members = new Set(employeeIds);
  const cards = result.cards.filter((c) => members.has(c.employeeId));
  const paid = cards.filter((c) => c.paid);
  return {
    ...dashboardStats(result, employeeIds),
    employeeCount: cards.length,
    paidCount: paid.length,
    totalAdvances: fmt2(total(paid, 'totalAdvances')),
    totalProfit: fmt2(total(cards, 'employeeProfit')),
  };
}
