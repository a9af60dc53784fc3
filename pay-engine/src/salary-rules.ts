import { RULE_PERIODS } from '@staffpay/schema/pay/pay.enums';
import { isPaid, type PayrollContext } from './context';
import type { EngineEmployee, SalaryRule } from './engine.types';
import { compareAverageCheck, departmentProfit } from './metrics';
import { dec, type Money, percentOf, round2, splitCents, sum, ZERO } from './money';
import { periodFactor } from './period';

/** An active rule applies to E when E is listed or one of E's departments is; empty appliesTo applies to nobody. */
export function ruleAppliesTo(ctx: PayrollContext, rule: SalaryRule, employee: EngineEmployee): boolean {
  if (!rule.isActive) return false;
  const { employees, departments } = ctx.scopes.get(rule.id)!;
  return employees.has(employee.id) || employee.departmentIds.some((d) => departments.has(d));
}

/**
 * The departments whose profit percent_department pays E on: the rule's departments E belongs to;
 * E's first department when the rule names none, or none of E's (E listed by id).
 */
function percentDepartmentIds(rule: SalaryRule, employee: EngineEmployee): number[] {
  const own = employee.departmentIds.filter((d) => rule.appliesTo.departments.includes(d));
  if (own.length > 0) return own;
  return employee.departmentIds.slice(0, 1);
}

/** The department of a department_profit threshold for E: the first of the rule's list E is in, else E's first. */
export function thresholdDepartmentId(rule: SalaryRule, employee: EngineEmployee): number | null {
  return (
    rule.appliesTo.departments.find((d) => employee.departmentIds.includes(d)) ?? employee.departmentIds[0] ?? null
  );
}

/** A missing threshold value counts as 0. */
export function thresholdValue(rule: SalaryRule): Money {
  return rule.thresholdValue ? dec(rule.thresholdValue) : ZERO;
}

/** One percent_team team: its active members (ascending id), its pool and each member's share. */
interface Team {
  memberIds: number[];
  pool: Money;
  shares: Map<number, Money>;
}

export interface SalaryRuleCalculator {
  /**
   * What the rule pays E in the period, rounded half-up to cents once: 0 when E is not paid, the
   * rule does not apply to E, or it is a bonus-mode rule whose condition E does not meet.
   */
  pays(rule: SalaryRule, employee: EngineEmployee): Money;
  /** Who wins an average_check rule: the paid employees it applies to tied for the best average check. */
  winners(rule: SalaryRule): ReadonlySet<number>;
}

/** The salary rule arithmetic over one prepared input; teams and average-check winners are computed once per rule. */
export function salaryRuleCalculator(ctx: PayrollContext): SalaryRuleCalculator {
  const { metrics } = ctx;
  const { period } = ctx.input;
  const activeByDepartment = new Map<number, number[]>();
  for (const e of ctx.employees) {
    if (e.status !== 'active') continue;
    for (const d of e.departmentIds) {
      const ids = activeByDepartment.get(d);
      if (ids) ids.push(e.id);
      else activeByDepartment.set(d, [e.id]);
    }
  }
  const factors = new Map(RULE_PERIODS.map((p) => [p, periodFactor(period, p)]));
  const teams = new Map<string, Team>();
  const winners = new Map<number, Set<number>>();
  const profitOf = (id: number) => metrics.employee.get(id)?.profit ?? ZERO;
  // Parsed and computed once per rule (or per rule and department set), not once per employee:
  // a company of thousands would otherwise redo the same decimal work thousands of times.
  const values = new Map<number, Money>();
  const valueOf = (rule: SalaryRule) => {
    let v = values.get(rule.id);
    if (!v) values.set(rule.id, (v = dec(rule.value)));
    return v;
  };
  const thresholds = new Map<number, Money>();
  const thresholdOf = (rule: SalaryRule) => {
    let v = thresholds.get(rule.id);
    if (!v) thresholds.set(rule.id, (v = thresholdValue(rule)));
    return v;
  };
  const shared = new Map<string, Money>();
  const once = (key: string, compute: () => Money) => {
    let v = shared.get(key);
    if (!v) shared.set(key, (v = compute()));
    return v;
  };

  /**
   * team(E, rule) with its pool split into exact cents. Members are fixed by the rule and, for a
   * department team, by which departments E shares, so the team is built once per such key.
   */
  function team(rule: SalaryRule, employee: EngineEmployee): Team {
    const named = ctx.scopes.get(rule.id)!.departments;
    const own = named.size === 0 ? [...employee.departmentIds] : employee.departmentIds.filter((d) => named.has(d));
    const shared = rule.teamBase === 'group' ? null : own.sort((a, b) => a - b);
    const key = `${rule.id}:${shared?.join(',') ?? 'group'}`;
    const cached = teams.get(key);
    if (cached) return cached;
    const ids =
      shared === null
        ? rule.appliesTo.employees.filter((id) => ctx.employeeById.get(id)?.status === 'active')
        : shared.flatMap((d) => activeByDepartment.get(d) ?? []);
    const memberIds = [...new Set(ids)].sort((a, b) => a - b);
    const pool = round2(percentOf(dec(rule.value), sum(memberIds.map(profitOf))));
    const split = memberIds.length > 0 ? splitCents(pool, memberIds.length) : [];
    const built: Team = { memberIds, pool, shares: new Map(memberIds.map((id, i) => [id, split[i]])) };
    teams.set(key, built);
    return built;
  }

  /** The rule's amount for E, whether or not a bonus threshold is met. */
  function amount(rule: SalaryRule, employee: EngineEmployee): Money {
    const v = valueOf(rule);
    const m = metrics.employee.get(employee.id)!;
    switch (rule.ruleType) {
      case 'fixed':
        return once(`${rule.id}`, () => {
          const k = factors.get(rule.period)!;
          return round2(v.times(k.num).div(k.den));
        });
      case 'fixed_per_deal':
        return round2(v.times(m.orders));
      case 'percent_individual':
        return round2(percentOf(v, m.profit));
      case 'percent_department': {
        const ids = percentDepartmentIds(rule, employee);
        return once(`${rule.id}:${ids.join(',')}`, () =>
          round2(percentOf(v, sum(ids.map((d) => departmentProfit(metrics, d))))),
        );
      }
      case 'percent_total':
        return once(`${rule.id}`, () => round2(percentOf(v, metrics.company)));
      case 'percent_team':
        return team(rule, employee).shares.get(employee.id) ?? ZERO;
    }
  }

  function averageCheckWinners(rule: SalaryRule): Set<number> {
    const cached = winners.get(rule.id);
    if (cached) return cached;
    const candidates = ctx.employees
      .filter((e) => isPaid(e) && ruleAppliesTo(ctx, rule, e) && metrics.employee.get(e.id)!.orders > 0)
      .map((e) => ({ id: e.id, m: metrics.employee.get(e.id)! }));
    const best = candidates.reduce<(typeof candidates)[number] | null>(
      (top, c) => (top === null || compareAverageCheck(c.m, top.m) > 0 ? c : top),
      null,
    );
    const set = new Set(candidates.filter((c) => best && compareAverageCheck(c.m, best.m) === 0).map((c) => c.id));
    winners.set(rule.id, set);
    return set;
  }

  /** Whether a bonus-mode rule's condition holds for E (always, without a threshold type). */
  function achieved(rule: SalaryRule, employee: EngineEmployee): boolean {
    const m = metrics.employee.get(employee.id)!;
    switch (rule.thresholdType) {
      case null:
        return true;
      case 'company_profit':
        return metrics.company.gte(thresholdOf(rule));
      case 'department_profit': {
        const d = thresholdDepartmentId(rule, employee);
        return d !== null && departmentProfit(metrics, d).gte(thresholdOf(rule));
      }
      case 'employee_profit':
        return m.profit.gte(thresholdOf(rule));
      case 'orders_count':
        return thresholdOf(rule).lte(m.orders);
      case 'average_check':
        return averageCheckWinners(rule).has(employee.id);
    }
  }

  return {
    pays(rule, employee) {
      if (!isPaid(employee) || !ruleAppliesTo(ctx, rule, employee)) return ZERO;
      if (rule.salaryMode === 'bonus' && !achieved(rule, employee)) return ZERO;
      return amount(rule, employee);
    },
    winners: averageCheckWinners,
  };
}
