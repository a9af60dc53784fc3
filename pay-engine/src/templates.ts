import type { RuleTemplateKind } from '@staffpay/schema/pay/pay.enums';
import type { PayrollContext } from './context';
import type { AppliedRule, EngineEmployee, PerformanceRecord, RuleTemplate, RuleUnits } from './engine.types';
import { dec, fmt2, type Money, percentOf, round2, sum, ZERO } from './money';

/** One application of a bonus or penalty template through a performance record, rounded half-up to cents. */
export function templateAmount(template: RuleTemplate, units: RuleUnits, record: PerformanceRecord): Money {
  const amount = dec(template.amount);
  switch (template.calculationType) {
    case 'fixed':
      return round2(amount);
    case 'percentage':
      return round2(percentOf(amount, dec(record.employeeProfit)));
    case 'per_unit':
      return round2(amount.times(units.unitCount));
  }
}

export interface TemplateTotals {
  /** One entry per template with a non-zero summed amount, by template id. */
  entries: AppliedRule[];
  total: Money;
}

/**
 * The bonus (or penalty) templates applied by E's performance records in the period. Whether the
 * template is active or assigned to E was checked when the record was saved, so it is not checked
 * again: a record keeps paying what it paid. A template id that no longer exists is ignored.
 */
export function templateTotals(ctx: PayrollContext, employee: EngineEmployee, kind: RuleTemplateKind): TemplateTotals {
  const sums = new Map<number, Money>();
  for (const record of ctx.performance.get(employee.id) ?? []) {
    for (const units of kind === 'bonus' ? record.bonusRules : record.penaltyRules) {
      const template = ctx.templates[kind].get(units.ruleId);
      if (!template || !(units.unitCount > 0)) continue;
      sums.set(template.id, (sums.get(template.id) ?? ZERO).plus(templateAmount(template, units, record)));
    }
  }
  const entries = [...sums]
    .filter(([, amount]) => !amount.isZero())
    .sort(([a], [b]) => a - b)
    .map(([id, amount]): AppliedRule => ({
      source: kind,
      ruleId: id,
      name: ctx.templates[kind].get(id)!.templateName,
      salaryMode: kind,
      calculatedAmount: fmt2(amount),
    }));
  return { entries, total: sum(sums.values()) };
}
