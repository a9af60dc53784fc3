import type { AppliedRule, EmployeeCardFigures, LedgerLine } from './engine/engine.types';
import type { CardPerson } from './payroll-loader';

/** The dashboard's employee card (staff-and-pay.md, section 3) with the figures of the period. */
export interface EmployeeCardView extends Omit<CardPerson, 'status'> {
  name: string;
  status: CardPerson['status'];
  appliedRules: AppliedRule[];
  shouldShowOrdersAndProfit: boolean;
  ordersCount: number;
  employeeProfit: string;
  averageCheck: string | null;
  baseSalary: string;
  ruleBonuses: string;
  rulePenalties: string;
  totalBonuses: string;
  totalPenalties: string;
  totalAdvances: string;
  piecework: string;
  totalSalary: string;
  amountDue: string;
  bonuses: LedgerLine[];
  penalties: LedgerLine[];
  advances: LedgerLine[];
  pieceworks: LedgerLine[];
}

export function toCardView(person: CardPerson, f: EmployeeCardFigures): EmployeeCardView {
  return {
    ...person,
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

const LINE_LABELS: Record<AppliedRule['salaryMode'], { label: string; sign: string }> = {
  base: { label: 'Оклад', sign: '' },
  bonus: { label: 'Бонус', sign: '+' },
  penalty: { label: 'Штраф', sign: '-' },
};
const amountFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/**
 * The legacy text line of an applied rule ('<name> - Бонус: +5 000'), which the original client
 * parses: a line containing '- Бонус' is a bonus and its amount is read from the text. Digits
 * are grouped with plain spaces, the decimals (if any) after a comma, as ru-RU writes them.
 */
export function appliedRuleLine(rule: AppliedRule): string {
  const { label, sign } = LINE_LABELS[rule.salaryMode];
  // Intl formats a decimal string exactly (no float in between).
  const amount = amountFormat.format(rule.calculatedAmount as unknown as number).replace(/[\u00a0\u202f]/g, ' ');
  return `${rule.name} - ${label}: ${sign}${amount}`;
}

/** The REST card: appliedRules as the legacy text lines, everything else as in GraphQL. */
export function toRestCard(card: EmployeeCardView) {
  return { ...card, appliedRules: card.appliedRules.map(appliedRuleLine) };
}
