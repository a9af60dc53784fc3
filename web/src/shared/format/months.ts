import { MONTH_NAMES } from '@staffpay/schema/pay/pay.enums';

/**
 * Calendar months for period choices. Pay periods are the company's (docs/payroll.md, 'Money and
 * time': the company's timezone), so "today" is read in that zone, not the browser's.
 */

/** Today as 'YYYY-MM-DD' in `timeZone` (the browser's own when the zone is unknown). */
export function todayInZone(timeZone: string | null | undefined, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || undefined }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA').format(now);
  }
}

/** 'Ноябрь 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTH_NAMES[Number(m) - 1] ?? m} ${year}`;
}

/** The month of `today` and the `count - 1` before it, newest first, as select options. */
export function recentMonths(today: string, count = 12): { value: string; label: string }[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const out: { value: string; label: string }[] = [];
  for (let i = 0; i < count; i++) {
    const value = `${year}-${String(month).padStart(2, '0')}`;
    out.push({ value, label: monthLabel(value) });
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return out;
}
