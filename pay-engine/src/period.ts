import type { RulePeriod } from '@staffpay/schema/pay/pay.enums';
import type { Period } from './engine.types';

/**
 * Dates are calendar dates 'YYYY-MM-DD' in the company's timezone, so day arithmetic is done on
 * UTC day numbers, where every day is exactly 24 hours long.
 */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_RE = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The number of days since 1970-01-01 of a 'YYYY-MM-DD' date; throws on a malformed or impossible date. */
export function dayNumber(date: string): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`Invalid date: ${date}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`Invalid date: ${date}`);
  }
  return ms / DAY_MS;
}

function daysInMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

/** The calendar month 'YYYY-MM' as a period. */
export function monthPeriod(month: string): Period {
  const m = MONTH_RE.exec(month);
  const mo = m ? Number(m[2]) : 0;
  if (!m || mo < 1 || mo > 12) throw new RangeError(`Invalid month: ${month}`);
  const y = Number(m[1]);
  return { from: `${m[1]}-${m[2]}-01`, to: `${m[1]}-${m[2]}-${daysInMonth(y, mo - 1)}` };
}

/** The period [from, to] (both inclusive); throws when a date is malformed or from is after to. */
export function rangePeriod(from: string, to: string): Period {
  if (dayNumber(from) > dayNumber(to)) throw new RangeError(`Period starts after it ends: ${from} > ${to}`);
  return { from, to };
}

/** The calendar month containing a 'YYYY-MM-DD' date: the default period. */
export function monthOf(date: string): Period {
  dayNumber(date);
  return monthPeriod(date.slice(0, 7));
}

/** Whether a 'YYYY-MM-DD' date lies in the period, both ends included. */
export function inPeriod(date: string, period: Period): boolean {
  return period.from <= date && date <= period.to;
}

export function periodDays(period: Period): number {
  return dayNumber(period.to) - dayNumber(period.from) + 1;
}

/** An exact non-negative fraction; k is kept exact so that only the rule amount is ever rounded. */
export interface Fraction {
  num: number;
  den: number;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

function fraction(num: number, den: number): Fraction {
  const g = gcd(num, den) || 1;
  return { num: num / g, den: den / g };
}

function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

/**
 * The period factor k of a rule period over P: monthly = Σ over the calendar months P touches of
 * (days of P in that month / days in that month); weekly = days(P) / 7; daily = days(P).
 */
export function periodFactor(period: Period, rulePeriod: RulePeriod): Fraction {
  const days = periodDays(period);
  if (rulePeriod === 'daily') return fraction(days, 1);
  if (rulePeriod === 'weekly') return fraction(days, 7);
  let k: Fraction = { num: 0, den: 1 };
  let day = dayNumber(period.from);
  const last = dayNumber(period.to);
  while (day <= last) {
    const date = new Date(day * DAY_MS);
    const inMonth = daysInMonth(date.getUTCFullYear(), date.getUTCMonth());
    const monthEnd = day + (inMonth - date.getUTCDate());
    const covered = Math.min(monthEnd, last) - day + 1;
    k = add(k, { num: covered, den: inMonth });
    day = monthEnd + 1;
  }
  return k;
}
