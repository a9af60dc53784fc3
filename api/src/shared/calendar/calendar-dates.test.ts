import { describe, expect, it } from 'vitest';
import {
  addDays,
  birthdayIn,
  daysBetween,
  formatDate,
  isBirthdayToday,
  isLeapYear,
  monthDaysBetween,
  nextBirthday,
  parseDate,
  todayIn,
} from './calendar-dates';

const d = (s: string) => parseDate(s)!;
const at = (iso: string) => new Date(iso);

describe('todayIn', () => {
  it('gives each timezone its own date at the same instant', () => {
    // 12:00 UTC: Kiritimati (UTC+14) is already on the next day, Bishkek (UTC+6) is not.
    const now = at('2027-02-27T12:00:00Z');
    expect(formatDate(todayIn('Pacific/Kiritimati', now))).toBe('2027-02-28');
    expect(formatDate(todayIn('Asia/Bishkek', now))).toBe('2027-02-27');
    expect(formatDate(todayIn('UTC', now))).toBe('2027-02-27');
  });

  it('crosses the year end in one timezone before the other', () => {
    const now = at('2027-12-31T10:30:00Z');
    expect(formatDate(todayIn('Pacific/Kiritimati', now))).toBe('2028-01-01');
    expect(formatDate(todayIn('Asia/Bishkek', now))).toBe('2027-12-31');
    // Just before midnight in Bishkek (18:00 UTC) both agree again on the next instant.
    expect(formatDate(todayIn('Asia/Bishkek', at('2027-12-31T17:59:59Z')))).toBe('2027-12-31');
    expect(formatDate(todayIn('Asia/Bishkek', at('2027-12-31T18:00:00Z')))).toBe('2028-01-01');
  });

  it('follows daylight saving time from the runtime’s zone data', () => {
    // New York is UTC-4 in July and UTC-5 in January.
    expect(formatDate(todayIn('America/New_York', at('2027-07-01T03:30:00Z')))).toBe('2027-06-30');
    expect(formatDate(todayIn('America/New_York', at('2027-01-01T04:30:00Z')))).toBe('2026-12-31');
    expect(formatDate(todayIn('America/New_York', at('2027-01-01T05:30:00Z')))).toBe('2027-01-01');
  });
});

describe('calendar helpers', () => {
  it('parses only real dates', () => {
    expect(parseDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseDate('1900-02-29')).toBeNull();
    expect(parseDate('2027-13-01')).toBeNull();
    expect(parseDate('2027-04-31')).toBeNull();
    expect(parseDate('27-04-01')).toBeNull();
  });

  it('knows the leap years', () => {
    expect([1900, 2000, 2024, 2027, 2028, 2100].map(isLeapYear)).toEqual([false, true, true, false, true, false]);
  });

  it('adds days and counts them across month, year and leap-day boundaries', () => {
    expect(formatDate(addDays(d('2027-12-30'), 3))).toBe('2028-01-02');
    expect(formatDate(addDays(d('2028-02-28'), 1))).toBe('2028-02-29');
    expect(formatDate(addDays(d('2027-02-28'), 1))).toBe('2027-03-01');
    expect(daysBetween(d('2027-12-31'), d('2028-01-01'))).toBe(1);
    expect(daysBetween(d('2028-01-01'), d('2027-12-31'))).toBe(-1);
    expect(daysBetween(d('2028-01-01'), d('2029-01-01'))).toBe(366);
  });

  it('moves 29 February to 28 February in common years only', () => {
    const leapling = d('1996-02-29');
    expect(formatDate(birthdayIn(leapling, 2027))).toBe('2027-02-28');
    expect(formatDate(birthdayIn(leapling, 2028))).toBe('2028-02-29');
    expect(formatDate(birthdayIn(leapling, 2100))).toBe('2100-02-28');
    expect(formatDate(birthdayIn(d('1990-03-01'), 2027))).toBe('2027-03-01');
  });
});

describe('nextBirthday and isBirthdayToday', () => {
  it('is today, later this year, or next year', () => {
    expect(nextBirthday('1990-05-10', d('2027-05-10'))).toEqual({ date: '2027-05-10', daysUntil: 0 });
    expect(nextBirthday('1990-05-12', d('2027-05-10'))).toEqual({ date: '2027-05-12', daysUntil: 2 });
    expect(nextBirthday('1990-05-09', d('2027-05-10'))).toEqual({ date: '2028-05-09', daysUntil: 365 });
  });

  it('wraps over the year end', () => {
    expect(nextBirthday('1985-01-02', d('2027-12-31'))).toEqual({ date: '2028-01-02', daysUntil: 2 });
    expect(nextBirthday('1985-12-31', d('2027-12-31'))).toEqual({ date: '2027-12-31', daysUntil: 0 });
    expect(nextBirthday('1985-12-30', d('2027-12-31'))).toEqual({ date: '2028-12-30', daysUntil: 365 });
  });

  it('celebrates 29 February on 28 February in common years and on the 29th in leap years', () => {
    expect(isBirthdayToday('1996-02-29', d('2027-02-28'))).toBe(true);
    expect(isBirthdayToday('1996-02-29', d('2027-03-01'))).toBe(false);
    expect(isBirthdayToday('1996-02-29', d('2028-02-28'))).toBe(false);
    expect(isBirthdayToday('1996-02-29', d('2028-02-29'))).toBe(true);
    // 28 February people are not moved: both celebrate on the 28th in a common year.
    expect(isBirthdayToday('1996-02-28', d('2027-02-28'))).toBe(true);
    expect(nextBirthday('1996-02-29', d('2027-03-01'))).toEqual({ date: '2028-02-29', daysUntil: 365 });
    expect(nextBirthday('1996-02-29', d('2027-12-31'))).toEqual({ date: '2028-02-29', daysUntil: 60 });
    expect(nextBirthday('1996-02-29', d('2028-03-01'))).toEqual({ date: '2029-02-28', daysUntil: 364 });
  });

  it('differs between the two timezones at one instant', () => {
    const now = at('2027-02-27T12:00:00Z');
    const kiritimati = todayIn('Pacific/Kiritimati', now);
    const bishkek = todayIn('Asia/Bishkek', now);
    expect(isBirthdayToday('1996-02-29', kiritimati)).toBe(true);
    expect(isBirthdayToday('1996-02-29', bishkek)).toBe(false);
    expect(isBirthdayToday('1980-02-27', bishkek)).toBe(true);
    expect(isBirthdayToday('1980-02-27', kiritimati)).toBe(false);
    expect(nextBirthday('1996-02-29', bishkek)).toEqual({ date: '2027-02-28', daysUntil: 1 });
  });

  it('ignores what is not a date', () => {
    expect(nextBirthday('not a date', d('2027-01-01'))).toBeNull();
    expect(isBirthdayToday('', d('2027-01-01'))).toBe(false);
  });
});

describe('monthDaysBetween', () => {
  it('lists the window’s month-days, over the year end', () => {
    expect(monthDaysBetween(d('2027-12-30'), 0, 3)).toEqual(['12-30', '12-31', '01-01', '01-02']);
    expect(monthDaysBetween(d('2027-05-10'), 1, 1)).toEqual(['05-11']);
  });

  it('adds 02-29 when a common year’s 28 February is in the window, not in leap years', () => {
    expect(monthDaysBetween(d('2027-02-27'), 0, 2)).toEqual(['02-27', '02-28', '02-29', '03-01']);
    expect(monthDaysBetween(d('2028-02-27'), 0, 2)).toEqual(['02-27', '02-28', '02-29']);
    expect(monthDaysBetween(d('2027-02-28'), 0, 0)).toEqual(['02-28', '02-29']);
  });
});
