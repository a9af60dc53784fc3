/*
 * Calendar days of the KPI screen as 'YYYY-MM-DD' strings in the company's timezone (pay periods
 * are the company's calendar: docs/payroll.md, 'Money and time'). Arithmetic runs on UTC
 * dates built from those strings, so the browser's own timezone never shifts a day.
 */

/** The earliest day a date picker accepts. */
export const MIN_DAY = '1900-01-01';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** The first day of the month `months` away from the month of `day` (0: its own month). */
function monthStart(day: string, months = 0): string {
  const d = utc(day);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

export interface DayRange {
  startDate: string;
  endDate: string;
}

export const PERIOD_PRESETS = ['today', 'yesterday', 'week', 'month', 'previousMonth', 'quarter'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/**
 * The performance form's quick periods. Dates may not be in the future (the contract refuses them),
 * so the running week, month and quarter end today; the week starts on Sunday.
 */
export function presetRange(preset: PeriodPreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'week':
      return { startDate: addDays(today, -utc(today).getUTCDay()), endDate: today };
    case 'month':
      return { startDate: monthStart(today), endDate: today };
    case 'previousMonth':
      return { startDate: monthStart(today, -1), endDate: addDays(monthStart(today), -1) };
    case 'quarter': {
      const month = utc(today).getUTCMonth();
      return { startDate: monthStart(today, -(month % 3)), endDate: today };
    }
  }
}

/** The first and last day of a 'YYYY-MM' month. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(monthStart(from, 1), -1) };
}

/** Whether two inclusive day ranges share a day. */
export function overlaps(a: { from: string; to: string }, b: { from: string; to: string }): boolean {
  return a.from <= b.to && b.from <= a.to;
}
