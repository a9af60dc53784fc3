import { APPLIED_RULE_MODE_LABELS } from '@staffpay/schema/pay/pay.enums';
import type { AppliedRule, EmployeeCardFigures } from '@staffpay/pay-engine/engine.types';
import type { CardPerson } from './payroll-loader';
import type { MaskedCard } from './pay-fields';

/** The dashboard's employee card (docs/payroll.md, 'The card'): the person and the engine's figures of the period. */
export type EmployeeCardView = CardPerson & Omit<EmployeeCardFigures, 'employeeId' | 'paid'> & { name: string };

/** Fields listed, not spread: spreading thousands of objects per request cost more than the engine itself. */
export function toCardView(person: CardPerson, f: EmployeeCardFigures): EmployeeCardView {
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    photoUrl: person.photoUrl,
    role: person.role,
    status: person.status,
    jobPosition: person.jobPosition,
    customPosition: person.customPosition,
    employmentType: person.employmentType,
    departmentId: person.departmentId,
    departmentName: person.departmentName,
    branchId: person.branchId,
    name: `${person.firstName} ${person.lastName}`,
    appliedRules: f.appliedRules,
    shouldShowOrdersAndProfit: f.shouldShowOrdersAndProfit,
    ordersCount: f.ordersCount,
    employeeProfit: f.employeeProfit,
    averageCheck: f.averageCheck,
    baseSalary: f.baseSalary,
    ruleBonuses: f.ruleBonuses,
    rulePenalties: f.rulePenalties,
    totalBonuses: f.totalBonuses,
    totalPenalties: f.totalPenalties,
    totalAdvances: f.totalAdvances,
    piecework: f.piecework,
    totalSalary: f.totalSalary,
    amountDue: f.amountDue,
    bonuses: f.bonuses,
    penalties: f.penalties,
    advances: f.advances,
    pieceworks: f.pieceworks,
  };
}

const LINE_SIGNS: Record<AppliedRule['salaryMode'], string> = { base: '', bonus: '+', penalty: '-' };
const amountFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const formatted = new Map<string, string>();
const MAX_FORMATTED = 100_000;

/**
 * The legacy text line of an applied rule ('<name> - Бонус: +5 000'), which the original client
 * parses: a line containing '- Бонус' is a bonus and its amount is read from the text. Digits
 * are grouped with plain spaces, the decimals (if any) after a comma, as ru-RU writes them.
 * Each amount is formatted once per process (`formatted`): most cards share the same few amounts,
 * and a card made again after a change keeps most of its own.
 */
export function appliedRuleLine(
  rule: Omit<AppliedRule, 'calculatedAmount'> & { calculatedAmount: string | null },
): string {
  const label = APPLIED_RULE_MODE_LABELS[rule.salaryMode];
  // A hidden amount leaves the line without one.
  if (rule.calculatedAmount === null) return `${rule.name} - ${label}`;
  const sign = LINE_SIGNS[rule.salaryMode];
  let amount = formatted.get(rule.calculatedAmount);
  if (amount === undefined) {
    // Intl formats a decimal string exactly (no float in between).
    amount = amountFormat.format(rule.calculatedAmount as unknown as number).replace(/[\u00a0\u202f]/g, ' ');
    // Bounded: amounts are as many as cards at most, but a process lives through many payrolls.
    if (formatted.size >= MAX_FORMATTED) formatted.clear();
    formatted.set(rule.calculatedAmount, amount);
  }
  return `${rule.name} - ${label}: ${sign}${amount}`;
}

/** A REST card: appliedRules as the legacy text lines, everything else as in GraphQL. */
export function restCardOf(card: MaskedCard) {
  return { ...card, appliedRules: card.appliedRules.map((r) => appliedRuleLine(r)) };
}

export function toRestCard(card: MaskedCard) {
  return restCardOf(card);
}
