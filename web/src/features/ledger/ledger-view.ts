import { LEDGER_TYPES, type LedgerType } from '@staffpay/schema/pay/ledger-types';
import type { LedgerRecordFragment } from '@/gql/graphql';
import { subtractAmounts, sumAmounts } from '@/shared/money/amounts';

export interface LedgerFilters {
  search: string;
  type: LedgerType | null;
}

export const NO_FILTERS: LedgerFilters = { search: '', type: null };

export const isFiltered = (f: LedgerFilters) => f.search.trim() !== '' || f.type !== null;

const fold = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** The month's records narrowed by type and by a piece of the employee's name or the reason. */
export function filterRecords(records: readonly LedgerRecordFragment[], f: LedgerFilters): LedgerRecordFragment[] {
  const needle = fold(f.search.trim());
  return records.filter(
    (r) =>
      (f.type === null || r.type === f.type) &&
      (needle === '' || fold(r.employeeName).includes(needle) || fold(r.reason).includes(needle)),
  );
}

/** Each total is null (shown as '—') when any record it sums has an amount the viewer's role does not see. */
export interface LedgerTotals {
  /** Each type's sum of the listed records. */
  byType: Record<LedgerType, string | null>;
  /** Bonuses minus penalties minus advances. */
  net: string | null;
}

/** The exact sum of the amounts, or null when any is hidden: a sum that skipped it would understate. */
function sumVisible(amounts: readonly (string | null)[]): string | null {
  const visible = amounts.filter((a): a is string => a !== null);
  return visible.length === amounts.length ? sumAmounts(visible) : null;
}

/**
 * Plain exact sums of the listed records' amounts, per type (the engine's figures are not
 * recomputed here). A hidden amount hides its type's total and the net.
 */
export function ledgerTotals(records: readonly LedgerRecordFragment[]): LedgerTotals {
  const byType = Object.fromEntries(
    LEDGER_TYPES.map((type) => [type, sumVisible(records.filter((r) => r.type === type).map((r) => r.amount))]),
  ) as Record<LedgerType, string | null>;
  const { bonus, penalty, advance } = byType;
  return {
    byType,
    net: bonus === null || penalty === null || advance === null ? null : subtractAmounts(bonus, penalty, advance),
  };
}

/** A fixed period of an employee, as the fixes list answers it. */
export interface FixedPeriod {
  employeeId: number;
  periodFrom: string;
  periodTo: string;
  reopenedAt?: string | null;
}

/**
 * Whether a record lies in a fixed (not reopened) period of its employee: such a record is
 * corrected, not changed (the server refuses the change, and books a correction instead).
 */
export function inFixedPeriod(
  record: Pick<LedgerRecordFragment, 'employeeId' | 'appliedDate'>,
  fixes: readonly FixedPeriod[],
): boolean {
  return fixes.some(
    (f) =>
      !f.reopenedAt &&
      f.employeeId === record.employeeId &&
      f.periodFrom <= record.appliedDate &&
      record.appliedDate <= f.periodTo,
  );
}
