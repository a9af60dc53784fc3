import type { AppliedRuleMode, SharedEmployeeFieldsFragment } from '@/gql/graphql';
import { subtractAmounts, sumAmounts } from '@/shared/money/amounts';
import { negate } from '@/shared/format/money';
import { SHARED_DASHBOARD as T } from './shared-dashboard.messages';

type Employee = SharedEmployeeFieldsFragment;
type Rule = Employee['appliedRules'][number];

/** What a card line stands for: a rule's mode, or the month's advances. */
export type LineKind = AppliedRuleMode | 'advance';

/** One line under a card: its badge, its name and the amount as it moves the pay (signed; null when hidden). */
export interface CardLine {
  kind: LineKind;
  name: string;
  amount: string | null;
}

/** A card shows up to 3 applied rules and '+N еще' for the rest. */
export const RULES_SHOWN = 3;

/** The badge letters: Б bonus, Ш penalty, А advance, Баз base (docs/architecture.md, 'The pay screens'). */
export const RULE_BADGES: Record<LineKind, { letter: string; color: string }> = {
  bonus: { letter: 'Б', color: 'teal' },
  penalty: { letter: 'Ш', color: 'red' },
  advance: { letter: 'А', color: 'orange' },
  base: { letter: 'Баз', color: 'violet' },
};

/** A rule's amount as it moves the pay: a penalty's amount is what it takes away. */
export const signedAmount = (rule: Rule) =>
  rule.salaryMode === 'penalty' ? negate(rule.calculatedAmount) : rule.calculatedAmount;

/** Positive amounts green with '+', the rest red; a hidden amount (null) is neither. */
export const isPositive = (amount: string | null) =>
  amount !== null && !amount.trim().startsWith('-') && /[1-9]/.test(amount);

const byRules = (e: Employee, mode: AppliedRuleMode) =>
  sumAmounts(
    e.appliedRules
      .filter((r) => r.salaryMode === mode)
      .flatMap((r) => (r.calculatedAmount === null ? [] : [r.calculatedAmount])),
  );

/** The records' share beyond the rules, or null when the card's total is hidden. */
const beyondRules = (total: string | null, e: Employee, mode: AppliedRuleMode) =>
  total === null ? null : subtractAmounts(total, byRules(e, mode));

/**
 * The card's lines: its applied rules, then what the month's records add beyond them (manual
 * bonuses and penalties: the card's totals less its rules' share) and its advances when shown,
 * so a bonus booked in the office shows on the wall with its letter, not only in the total.
 */
export function cardLines(e: Employee): CardLine[] {
  const lines: CardLine[] = e.appliedRules.map((r) => ({ kind: r.salaryMode, name: r.name, amount: signedAmount(r) }));
  const bonuses = beyondRules(e.bonusAmount, e, 'bonus');
  const penalties = beyondRules(e.penaltyAmount, e, 'penalty');
  if (isPositive(bonuses)) lines.push({ kind: 'bonus', name: T.manualBonuses, amount: bonuses });
  if (isPositive(penalties)) lines.push({ kind: 'penalty', name: T.manualPenalties, amount: negate(penalties) });
  if (e.advanceAmount != null && isPositive(e.advanceAmount)) {
    lines.push({ kind: 'advance', name: T.advances, amount: negate(e.advanceAmount) });
  }
  return lines;
}

export function shownLines(lines: readonly CardLine[]): { shown: CardLine[]; more: number } {
  return { shown: lines.slice(0, RULES_SHOWN), more: Math.max(0, lines.length - RULES_SHOWN) };
}
