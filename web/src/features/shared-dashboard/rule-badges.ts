import type { AppliedRuleMode, SharedEmployeeFieldsFragment } from '@/gql/graphql';
import { negate } from '@/shared/format/money';

type Rule = SharedEmployeeFieldsFragment['appliedRules'][number];

/** Spec: a card shows up to 3 applied rules and '+N еще' for the rest. */
export const RULES_SHOWN = 3;

/**
 * The spec's badge letters: Б bonus, Ш penalty, Баз base. Its А (advance) has no applied rule to
 * mark: advances are ledger records, never a rule's mode (AppliedRuleMode).
 */
export const RULE_BADGES: Record<AppliedRuleMode, { letter: string; color: string }> = {
  bonus: { letter: 'Б', color: 'teal' },
  penalty: { letter: 'Ш', color: 'red' },
  base: { letter: 'Баз', color: 'violet' },
};

export function cardRules(rules: readonly Rule[]): { shown: Rule[]; more: number } {
  return { shown: rules.slice(0, RULES_SHOWN), more: Math.max(0, rules.length - RULES_SHOWN) };
}

/** A rule's amount as it moves the pay: a penalty's amount is what it takes away. */
export const signedAmount = (rule: Rule) =>
  rule.salaryMode === 'penalty' ? negate(rule.calculatedAmount) : rule.calculatedAmount;

/** Spec: positive amounts green with '+', the rest red. */
export const isPositive = (amount: string) => !amount.trim().startsWith('-') && /[1-9]/.test(amount);
