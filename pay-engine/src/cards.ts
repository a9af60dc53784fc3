import { isPaid, type PayrollContext } from './context';
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
  const bonuses = ledgerLines(ledger, 'bonus');
  const penalties = ledgerLines(ledger, 'penalty');
  const advances = ledgerLines(ledger, 'advance');
  const pieceworks = ledgerLines(ledger, 'piecework');
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
  const totalBonuses = ruleBonuses.plus(bonuses.total);
  const totalPenalties = penalty.total.plus(penalties.total);
  const totalAdvances = advances.total;
  const piecework = pieceworks.total;
  const totalSalary = baseSalary.plus(totalBonuses).plus(piecework).minus(totalPenalties);

  return {
    employeeId: employee.id,
    paid,
    ordersCount: m.orders,
    employeeProfit: fmt2(m.profit),
    averageCheck: m.averageCheck && fmt2(m.averageCheck),
    baseSalary: pay(baseSalary),
    ruleBonuses: pay(ruleBonuses),
    rulePenalties: pay(penalty.total),
    totalBonuses: pay(totalBonuses),
    totalPenalties: pay(totalPenalties),
    totalAdvances: pay(totalAdvances),
    piecework: pay(piecework),
    totalSalary: pay(totalSalary),
    amountDue: pay(totalSalary.minus(totalAdvances)),
    appliedRules: [...salaryEntries, ...bonus.entries, ...penalty.entries],
    shouldShowOrdersAndProfit: showOrdersAndProfit,
    bonuses: bonuses.lines,
    penalties: penalties.lines,
    advances: advances.lines,
    pieceworks: pieceworks.lines,
  };
}
