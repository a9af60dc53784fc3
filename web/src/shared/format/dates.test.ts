import { describe, expect, it } from 'vitest';
import { formatDay, todayIso } from './dates';

describe('formatDay (the display rules)', () => {
  it('shows a calendar date as dd.MM.yyyy, without a timezone shift', () => {
    expect(formatDay('1990-03-15')).toBe('15.03.1990');
    expect(formatDay('2024-01-01')).toBe('01.01.2024');
    expect(formatDay('1900-01-01')).toBe('01.01.1900');
  });

  it('shows a date-time by its local day', () => {
    const d = new Date(2026, 10, 5, 12, 0, 0);
    expect(formatDay(d.toISOString())).toBe('05.11.2026');
  });

  it("says 'Не указано' for a missing date", () => {
    expect(formatDay(null)).toBe('Не указано');
    expect(formatDay(undefined)).toBe('Не указано');
    expect(formatDay('')).toBe('Не указано');
    expect(formatDay('   ')).toBe('Не указано');
  });

  it("says 'Неверная дата' for one that cannot be read", () => {
    expect(formatDay('not a date')).toBe('Неверная дата');
    expect(formatDay('2023-02-30')).toBe('Неверная дата');
    expect(formatDay('2023-13-01')).toBe('Неверная дата');
  });
});

describe('todayIso', () => {
  it('is the local calendar day', () => {
    expect(todayIso(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});
