import type { LedgerType } from '@staffpay/schema/pay/ledger-types';

/**
 * The engine's rule for each ledger type (docs/payroll.md, "The employee card"): whether its
 * total is added to the salary, taken from it, or paid ahead and taken from the amount due; and
 * which rule amounts the type's total also carries (the rules' bonuses, the penalty templates).
 * A new ledger type is declared in the contract (pay/ledger-types.ts) and given its rule here;
 * the card's fields, the payslip and the export follow from the two.
 */
export const LEDGER_EFFECT = {
  bonus: { salary: 'adds', withRules: 'bonuses' },
  penalty: { salary: 'subtracts', withRules: 'penalties' },
  advance: { salary: 'prepaid', withRules: null },
  piecework: { salary: 'adds', withRules: null },
} as const satisfies Record<
  LedgerType,
  { salary: 'adds' | 'subtracts' | 'prepaid'; withRules: 'bonuses' | 'penalties' | null }
>;

/** Whether a type's total is part of the salary (added or taken), rather than paid ahead of it. */
export const inSalary = (type: LedgerType) => LEDGER_EFFECT[type].salary !== 'prepaid';
