import type { ThresholdType } from '@staffpay/schema/pay/pay.enums';
import { type PayrollContext, prepare } from './context';
import type { EngineEmployee, PayrollInput, PayrollResult, Period, SalaryRule } from './engine.types';
import { computePayrollState } from './incremental';
import { departmentProfit } from './metrics';
import { Dec, dec, fmt1, fmt2, fmtPlain, type Money, round2, ZERO } from './money';
import { dayNumber } from './period';
import { ruleAppliesTo, thresholdDepartmentId, thresholdValue } from './salary-rules';

/**
 * Goal progress with a projected payout (docs/payroll.md, 'Goal progress'): for each paid
 * employee and each threshold rule that applies to them, where they stand, where the month's
 * pace takes them by its end, and what the engine itself would pay at that pace.
 */

export type GoalThresholdType = Exclude<ThresholdType, 'average_check'>;

export interface GoalProgressItem {
  ruleId: number;
  ruleName: string;
  thresholdType: GoalThresholdType;
  employeeId: number;
  /** Profit with 2 decimals, or a whole number of orders (orders_count). */
  currentValue: string;
  thresholdValue: string;
  /** What is left to the threshold, never below 0. */
  remaining: string;
  /** currentValue / thresholdValue × 100, one decimal ('100.0' for a zero threshold). */
  progressPercent: string;
  isAchieved: boolean;
  workingDaysElapsed: number;
  workingDaysTotal: number;
  /** currentValue × total / elapsed: profit rounded half-up to cents, orders floored. */
  projectedValue: string;
  projectedAchieved: boolean;
  /** What the rule pays the employee now. */
  currentPayout: string;
  /** What the rule would pay at the projected pace, by computePayroll itself. */
  projectedPayout: string;
}

/** Monday to Friday: day 0 (1970-01-01) was a Thursday. */
const isWorkingDay = (day: number) => {
  const weekday = (day + 4) % 7; // 0 = Sunday
  return weekday >= 1 && weekday <= 5;
};

function workingDaysBetween(from: number, to: number): number {
  let count = 0;
  for (let d = from; d <= to; d++) if (isWorkingDay(d)) count++;
  return count;
}

/** The period's working days, and those from its start to min(today, its end); 0 before it starts. */
export function workingDays(period: Period, today: string): { elapsed: number; total: number } {
  const from = dayNumber(period.from);
  const to = dayNumber(period.to);
  const total = workingDaysBetween(from, to);
  return { elapsed: workingDaysBetween(from, Math.min(dayNumber(today), to)), total };
}

/** The pace multiplier total / elapsed, exact; 1 when nothing has elapsed (the projection is the current value). */
function paceOf(days: { elapsed: number; total: number }): Money {
  return days.elapsed === 0 ? new Dec(1) : new Dec(days.total).div(days.elapsed);
}

const projectProfit = (value: Money, pace: Money) => round2(value.times(pace));
const projectOrders = (value: Money, pace: Money) => value.times(pace).floor();

/** The input with every performance record scaled to the projected pace (profit to cents, orders floored). */
function projectedInput(input: PayrollInput, pace: Money): PayrollInput {
  return {
    ...input,
    performance: input.performance.map((r) => ({
      ...r,
      employeeProfit: fmt2(projectProfit(dec(r.employeeProfit), pace)),
      ordersCount: projectOrders(dec(r.ordersCount), pace).toNumber(),
    })),
  };
}

/**
 * The projected value's share of a threshold, one decimal ('100.0' for a zero threshold): what a
 * wall screen in privacy mode shows of a projection, with no money. `today` is the company's date.
 */
export function projectedPercent(
  thresholdType: GoalThresholdType,
  currentValue: string,
  thresholdValue: string,
  period: Period,
  today: string,
): string {
  const pace = paceOf(workingDays(period, today));
  const current = dec(currentValue);
  const projected = thresholdType === 'orders_count' ? projectOrders(current, pace) : projectProfit(current, pace);
  const threshold = dec(thresholdValue);
  return threshold.isZero() ? '100.0' : fmt1(projected.div(threshold).times(100));
}

function currentOf(ctx: PayrollContext, rule: SalaryRule, type: GoalThresholdType, e: EngineEmployee): Money {
  const m = ctx.metrics.employee.get(e.id)!;
  switch (type) {
    case 'company_profit':
      return ctx.metrics.company;
    case 'department_profit': {
      const d = thresholdDepartmentId(rule, e);
      return d === null ? ZERO : departmentProfit(ctx.metrics, d);
    }
    case 'employee_profit':
      return m.profit;
    case 'orders_count':
      return dec(m.orders);
  }
}

function payoutOf(result: PayrollResult, ruleId: number, employeeId: number): string {
  const applied = result.byEmployee
    .get(employeeId)
    ?.appliedRules.find((a) => a.source === 'salary' && a.ruleId === ruleId);
  return applied?.calculatedAmount ?? '0.00';
}

/**
 * One item per (active bonus-mode rule with a threshold other than average_check) × (paid employee
 * it applies to), in rule then employee id order. `today` is the company's calendar date.
 * The projected payout comes from one more computePayroll over the scaled input, so percent rules,
 * team pools and thresholds follow the engine's one definition.
 */
export function goalProgress(input: PayrollInput, result: PayrollResult, today: string): GoalProgressItem[] {
  const ctx = prepare(input);
  const days = workingDays(input.period, today);
  const pace = paceOf(days);
  let projected: PayrollResult | null = null;
  const items: GoalProgressItem[] = [];
  for (const rule of ctx.salaryRules) {
    const type = rule.thresholdType;
    if (!rule.isActive || rule.salaryMode !== 'bonus' || type === null || type === 'average_check') continue;
    const threshold = thresholdValue(rule);
    const orders = type === 'orders_count';
    const format = orders ? fmtPlain : fmt2;
    for (const e of ctx.employees) {
      if (!result.byEmployee.get(e.id)?.paid || !ruleAppliesTo(ctx, rule, e)) continue;
      projected ??= computePayrollState(projectedInput(input, pace)).result;
      const current = currentOf(ctx, rule, type, e);
      const projectedValue = orders ? projectOrders(current, pace) : projectProfit(current, pace);
      const remaining = threshold.minus(current);
      items.push({
        ruleId: rule.id,
        ruleName: rule.templateName,
        thresholdType: type,
        employeeId: e.id,
        currentValue: format(current),
        thresholdValue: format(threshold),
        remaining: format(remaining.isNeg() ? ZERO : remaining),
        progressPercent: threshold.isZero() ? '100.0' : fmt1(current.div(threshold).times(100)),
        isAchieved: current.gte(threshold),
        workingDaysElapsed: days.elapsed,
        workingDaysTotal: days.total,
        projectedValue: format(projectedValue),
        projectedAchieved: projectedValue.gte(threshold),
        currentPayout: payoutOf(result, rule.id, e.id),
        projectedPayout: payoutOf(projected, rule.id, e.id),
      });
    }
  }
  return items;
}
