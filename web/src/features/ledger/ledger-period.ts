import { todayIso } from '@/shared/format/dates';
import { LEDGER } from './ledger.messages';

/**
 * Today as 'YYYY-MM-DD' in the company's timezone: the server books "today" there, so the
 * dialog's default date and the screen's current month agree with it, not with the browser's clock.
 */
export function companyToday(timeZone: string | null | undefined, now = new Date()): string {
  if (!timeZone) return todayIso(now);
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return todayIso(now);
  }
}

/** How far back the month choice goes. */
export const MONTHS_BACK = 36;

/** 'YYYY-MM' of the month `back` months before the month of `day`. */
export function monthBefore(day: string, back: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - back;
  const year = Math.floor(index / 12);
  return `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function monthLabel(month: string): string {
  return `${LEDGER.months[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** The period choices, newest first: the current month and the ones before it. */
export function monthOptions(today: string, count = MONTHS_BACK): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, back) => {
    const value = monthBefore(today, back);
    return { value, label: monthLabel(value) };
  });
}
