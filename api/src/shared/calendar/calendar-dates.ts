/**
 * Calendar arithmetic for birthdays, pure: "now" is always passed in. A date is 'YYYY-MM-DD'.
 * Today is the calendar date in the company's timezone (Intl, so IANA rules and DST are the
 * runtime's, not ours); from then on only calendar dates are compared, in UTC, where every day
 * has 24 hours.
 */

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

/** Building a formatter costs far more than using one (a tenth of a millisecond): one per zone. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // Throws for a zone the runtime does not know; only known zones are kept.
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    formats.set(timeZone, format);
  }
  return format;
}

/** The calendar date at `now` in `timeZone` (an IANA name such as 'Asia/Bishkek'). */
export function todayIn(timeZone: string, now: Date): CalendarDate {
  const parts = formatIn(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** A company's timezone when it cannot be read (a zone the runtime does not know). */
const FALLBACK_TIMEZONE = 'Asia/Bishkek';

/** The calendar date at `now` in a company's timezone, or in the fallback zone when that one is unknown. */
export function companyDate(timeZone: string, now: Date): CalendarDate {
  try {
    return todayIn(timeZone, now);
  } catch {
    return todayIn(FALLBACK_TIMEZONE, now);
  }
}

export function parseDate(value: string): CalendarDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= daysInMonth(date.year, date.month)
    ? date
    : null;
}

export function formatDate(d: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const epochDay = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;

export function addDays(d: CalendarDate, days: number): CalendarDate {
  const t = new Date((epochDay(d) + days) * DAY_MS);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return epochDay(to) - epochDay(from);
}

/** The birthday's date in `year`: 29 February falls on 28 February in common years. */
export function birthdayIn(birth: CalendarDate, year: number): CalendarDate {
  if (birth.month === 2 && birth.day === 29 && !isLeapYear(year)) return { year, month: 2, day: 28 };
  return { year, month: birth.month, day: birth.day };
}

export interface Occurrence {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 0 when the birthday is today. */
  daysUntil: number;
}

/** The next birthday on or after `today`. */
export function nextBirthday(birthDate: string, today: CalendarDate): Occurrence | null {
  const birth = parseDate(birthDate);
  if (!birth) return null;
  let next = birthdayIn(birth, today.year);
  if (daysBetween(today, next) < 0) next = birthdayIn(birth, today.year + 1);
  return { date: formatDate(next), daysUntil: daysBetween(today, next) };
}

export function isBirthdayToday(birthDate: string, today: CalendarDate): boolean {
  return nextBirthday(birthDate, today)?.daysUntil === 0;
}

/**
 * The birth month-days ('MM-DD') whose birthday falls within `today + from … today + to` days,
 * for narrowing the database query; '02-29' joins whenever a 28 February of a common year is in range.
 */
export function monthDaysBetween(today: CalendarDate, from: number, to: number): string[] {
  const out = new Set<string>();
  for (let i = from; i <= to; i++) {
    const d = addDays(today, i);
    const md = formatDate(d).slice(5);
    out.add(md);
    if (md === '02-28' && !isLeapYear(d.year)) out.add('02-29');
  }
  return [...out];
}

/** Today ('YYYY-MM-DD') in a timezone: a company's day, once it is given its timezone. */
export function todayInZone(timezone: string, now = new Date()): string {
  return formatDate(companyDate(timezone, now));
}
