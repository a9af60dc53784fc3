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
import { templateTotals, type TemplateTotals } from './templates';

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
 * What E's card takes from E's own facts alone (E's status, performance and ledger records): the
 * same for as long as they are, whatever other employees do.
 */
interface OwnFigures {
  paid: boolean;
  ordersCount: number;
  employeeProfit: string;
  averageCheck: string | null;
  bonus: TemplateTotals;
  penalty: TemplateTotals;
  booked: Record<LedgerType, { lines: LedgerLine[]; total: Money }>;
}

/** What the salary rules pay E: the part of a card that other employees' figures can move. */
interface SalaryFigures {
  entries: AppliedRule[];
  base: Money;
  bonuses: Money;
  showOrdersAndProfit: boolean;
}

/** The own figures each card was made of, so a card reached by others' change is made again from them. */
const ownFiguresOf = new WeakMap<EmployeeCardFigures, OwnFigures>();

function ownFigures(ctx: PayrollContext, employee: EngineEmployee): OwnFigures {
  const m = ctx.metrics.employee.get(employee.id)!;
  const ledger = ctx.ledger.get(employee.id) ?? [];
  const paid = isPaid(employee);
  const none: TemplateTotals = { entries: [], total: ZERO };
  const booked = {} as OwnFigures['booked'];
  for (const type of LEDGER_TYPES) booked[type] = ledgerLines(ledger, type);
  return {
    paid,
    ordersCount: m.orders,
    employeeProfit: fmt2(m.profit),
    averageCheck: m.averageCheck && fmt2(m.averageCheck),
    bonus: paid ? templateTotals(ctx, employee, 'bonus') : none,
    penalty: paid ? templateTotals(ctx, employee, 'penalty') : none,
    booked,
  };
}

function salaryFigures(ctx: PayrollContext, rules: SalaryRuleCalculator, employee: EngineEmployee): SalaryFigures {
  const entries: AppliedRule[] = [];
  let base = ZERO;
  let bonuses = ZERO;
  let showOrdersAndProfit = false;
  if (!isPaid(employee)) return { entries, base, bonuses, showOrdersAndProfit };
  for (const rule of ctx.salaryRules) {
    const amount = rules.pays(rule, employee);
    if (amount.isZero()) continue;
    if (rule.salaryMode === 'base') base = base.plus(amount);
    else bonuses = bonuses.plus(amount);
    // Every rule type but fixed is computed from orders or profit, so the card shows them.
    showOrdersAndProfit ||= rule.considerOrdersAndProfit || rule.ruleType !== 'fixed';
    entries.push({
      source: 'salary',
      ruleId: rule.id,
      name: rule.templateName,
      salaryMode: rule.salaryMode,
      calculatedAmount: fmt2(amount),
    });
  }
  return { entries, base, bonuses, showOrdersAndProfit };
}

/** The card's field names per ledger type, in the declared order (the card's JSON order). */
const TOTAL_FIELDS = LEDGER_TYPES.map((type) => [type, LEDGER_TYPE[type].card.total] as const);
const LINES_FIELDS = LEDGER_TYPES.map((type) => [type, LEDGER_TYPE[type].card.lines] as const);

/**
 * The card of own and salary figures. An unpaid employee's amounts are all 0.00 (only paid
 * employees, active or vacation, are paid), though their ledger lines are listed.
 */
function cardOf(employeeId: number, own: OwnFigures, salary: SalaryFigures): EmployeeCardFigures {
  const pay = (value: Money) => (own.paid ? fmt2(value) : '0.00');
  const ruleAmounts = { bonuses: salary.bonuses.plus(own.bonus.total), penalties: own.penalty.total };
  let totalSalary = salary.base;
  let prepaid = ZERO;
  // Fields are set one by one in a fixed order: the same hidden class for every card, and the JSON order.
  const card: Record<string, unknown> = {
    employeeId,
    paid: own.paid,
    ordersCount: own.ordersCount,
    employeeProfit: own.employeeProfit,
    averageCheck: own.averageCheck,
    baseSalary: pay(salary.base),
    ruleBonuses: pay(ruleAmounts.bonuses),
    rulePenalties: pay(ruleAmounts.penalties),
  };
  for (const [type, field] of TOTAL_FIELDS) {
    const effect = LEDGER_EFFECT[type];
    const booked = own.booked[type].total;
    const total = effect.withRules === null ? booked : ruleAmounts[effect.withRules].plus(booked);
    card[field] = pay(total);
    if (effect.salary === 'adds') totalSalary = totalSalary.plus(total);
    else if (effect.salary === 'subtracts') totalSalary = totalSalary.minus(total);
    else prepaid = prepaid.plus(total);
  }
  card.totalSalary = pay(totalSalary);
  card.amountDue = pay(totalSalary.minus(prepaid));
  card.appliedRules = [...salary.entries, ...own.bonus.entries, ...own.penalty.entries];
  card.shouldShowOrdersAndProfit = salary.showOrdersAndProfit;
  for (const [type, field] of LINES_FIELDS) card[field] = own.booked[type].lines;
  const built = card as unknown as EmployeeCardFigures & LedgerTotals<string> & LedgerLists<LedgerLine[]>;
  ownFiguresOf.set(built, own);
  return built;
}

/** E's card for the period. */
export function buildCard(
  ctx: PayrollContext,
  rules: SalaryRuleCalculator,
  employee: EngineEmployee,
): EmployeeCardFigures {
  return cardOf(employee.id, ownFigures(ctx, employee), salaryFigures(ctx, rules, employee));
}

/** Whether the salary rules pay what the card shows: same rules, same amounts, in the same order. */
function paysAsBefore(entries: AppliedRule[], card: EmployeeCardFigures): boolean {
  const before = card.appliedRules;
  for (let i = 0; i < entries.length; i++) {
    const a = entries[i]!;
    const b = before[i];
    if (b?.source !== 'salary' || b.ruleId !== a.ruleId || b.calculatedAmount !== a.calculatedAmount) return false;
  }
  return before[entries.length]?.source !== 'salary';
}

/**
 * E's card after a change of other employees only, `previous` being E's card before it: E's own
 * figures are the previous card's, so only the salary rules are computed again. When they pay
 * what they paid, nothing on the card can differ (every total is the own figures plus those exact
 * cent amounts), and the previous card itself is returned: whatever was derived from it still holds.
 */
export function rebuildCard(
  ctx: PayrollContext,
  rules: SalaryRuleCalculator,
  employee: EngineEmployee,
  previous: EmployeeCardFigures,
): EmployeeCardFigures {
  const own = ownFiguresOf.get(previous) ?? ownFigures(ctx, employee);
  const salary = salaryFigures(ctx, rules, employee);
  return paysAsBefore(salary.entries, previous) ? previous : cardOf(employee.id, own, salary);
}
