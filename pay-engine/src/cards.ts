import {
  LEDGER_TYPE,
  LEDGER_TYPES,
  type LedgerLists,
  type LedgerTotals,
  type LedgerType,
} from '@staffpay/schema/pay/ledger-types';
import { isPaid, type PayrollContext } from './context';
import { LEDGER_EFFECT } from './ledger-effect';
import type { AppliedRule, EmployeeCardFigures, EngineEmployee, LedgerLine, LedgerRecord } from './engine.types';
import { dec, fmt2, type Money, ZERO } from './money';
import type { SalaryRuleCalculator } from './salary-rules';
import { templateTotals } from './templates';

/** Each ledger amount is parsed once: the line shows it, the total adds it. */
function ledgerLines(records: LedgerRecord[], type: LedgerRecord['type']): { lines: LedgerLine[]; total: Money } {
  const lines: LedgerLine[] = [];
  let total = ZERO;
  for (const r of records) {
    if (r.type !== type) continue;
    const amount = dec(r.amount);
    total = total.plus(amount);
    lines.push({ id: r.id, reason: r.reason, amount: fmt2(amount), appliedDate: r.appliedDate });
  }
  return { lines, total };
}

/**
 * E's card for the period. Ledger lines are listed for everyone, but an inactive employee's
 * amounts are all 0.00: only paid employees (active, vacation) are paid.
 */
export function buildCard(
  ctx: PayrollContext,
  rules: SalaryRuleCalculator,
  employee: EngineEmployee,
): EmployeeCardFigures {
  const m = ctx.metrics.employee.get(employee.id)!;
  const ledger = ctx.ledger.get(employee.id) ?? [];
  const paid = isPaid(employee);

  const salaryEntries: AppliedRule[] = [];
  let baseSalary = ZERO;
  let salaryBonuses = ZERO;
  let showOrdersAndProfit = false;
  if (paid) {
    for (const rule of ctx.salaryRules) {
      const amount = rules.pays(rule, employee);
      if (amount.isZero()) continue;
      if (rule.salaryMode === 'base') baseSalary = baseSalary.plus(amount);
      else salaryBonuses = salaryBonuses.plus(amount);
      // Every rule type but fixed is computed from orders or profit, so the card shows them.
      showOrdersAndProfit ||= rule.considerOrdersAndProfit || rule.ruleType !== 'fixed';
      salaryEntries.push({
        source: 'salary',
        ruleId: rule.id,
        name: rule.templateName,
        salaryMode: rule.salaryMode,
        calculatedAmount: fmt2(amount),
      });
    }
  }
  const bonus = paid ? templateTotals(ctx, employee, 'bonus') : { entries: [], total: ZERO };
  const penalty = paid ? templateTotals(ctx, employee, 'penalty') : { entries: [], total: ZERO };

  const pay = (value: Money) => fmt2(paid ? value : ZERO);
  const ruleBonuses = salaryBonuses.plus(bonus.total);
  const ruleAmounts = { bonuses: ruleBonuses, penalties: penalty.total };
  const totals = {} as Record<LedgerType, Money>;
  const lines = {} as Record<LedgerType, LedgerLine[]>;
  let totalSalary = baseSalary;
  let prepaid = ZERO;
  for (const type of LEDGER_TYPES) {
    const effect = LEDGER_EFFECT[type];
    const booked = ledgerLines(ledger, type);
    const total = effect.withRules === null ? booked.total : ruleAmounts[effect.withRules].plus(booked.total);
    totals[type] = total;
    lines[type] = booked.lines;
    if (effect.salary === 'adds') totalSalary = totalSalary.plus(total);
    else if (effect.salary === 'subtracts') totalSalary = totalSalary.minus(total);
    else prepaid = prepaid.plus(total);
  }
  // Each type's total and lines go under the names it declares, in the declared order (the card's JSON order).
  const byName = <V>(field: 'total' | 'lines', value: (type: LedgerType) => V) =>
    Object.fromEntries(LEDGER_TYPES.map((type) => [LEDGER_TYPE[type].card[field], value(type)]));

  return {
    employeeId: employee.id,
    paid,
    ordersCount: m.orders,
    employeeProfit: fmt2(m.profit),
    averageCheck: m.averageCheck && fmt2(m.averageCheck),
    baseSalary: pay(baseSalary),
    ruleBonuses: pay(ruleBonuses),
    rulePenalties: pay(penalty.total),
    ...(byName('total', (type) => pay(totals[type])) as LedgerTotals<string>),
    totalSalary: pay(totalSalary),
    amountDue: pay(totalSalary.minus(prepaid)),
    appliedRules: [...salaryEntries, ...bonus.entries, ...penalty.entries],
    shouldShowOrdersAndProfit: showOrdersAndProfit,
    ...(byName('lines', (type) => lines[type]) as LedgerLists<LedgerLine[]>),
  };
}
