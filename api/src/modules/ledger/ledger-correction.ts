import { monthOf } from '@staffpay/pay-engine/period';

/** A fixed period of one employee: its first and last day. */
export interface FixedSpan {
  periodFrom: string;
  periodTo: string;
}

/** Whether a fixed span holds the date. */
export const fixedOn = (fixes: readonly FixedSpan[], date: string) =>
  fixes.some((f) => f.periodFrom <= date && date <= f.periodTo);

/** The first day of the month after the one holding `date`. */
function nextMonthStart(date: string): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/**
 * Where a correction of a record dated `date` is booked: the first day of the first month after
 * the record's month in which the employee has no fixed day (docs/architecture.md, 'Corrections
 * after approval'). `fixes` are the employee's fixes that are not reopened.
 */
export function correctionDate(date: string, fixes: readonly FixedSpan[]): string {
  let start = nextMonthStart(date);
  for (;;) {
    const month = monthOf(start);
    if (!fixes.some((f) => f.periodFrom <= month.to && f.periodTo >= month.from)) return start;
    start = nextMonthStart(start);
  }
}
