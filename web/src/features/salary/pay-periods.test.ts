import { describe, expect, it } from 'vitest';
import { addDays, monthRange, overlaps, presetRange } from './pay-periods';

describe('presetRange (the performance form’s quick periods)', () => {
  // Thursday, 14 May 2026
  const today = '2026-05-14';

  it('today and yesterday', () => {
    expect(presetRange('today', today)).toEqual({ startDate: today, endDate: today });
    expect(presetRange('yesterday', today)).toEqual({ startDate: '2026-05-13', endDate: '2026-05-13' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
  });

  it('the week runs from Sunday to today', () => {
    expect(presetRange('week', today)).toEqual({ startDate: '2026-05-10', endDate: today });
    // On a Sunday the week is that one day.
    expect(presetRange('week', '2026-05-10')).toEqual({ startDate: '2026-05-10', endDate: '2026-05-10' });
    // Saturday: back to the Sunday before, across a month and a year.
    expect(presetRange('week', '2027-01-02')).toEqual({ startDate: '2026-12-27', endDate: '2027-01-02' });
  });

  it('the current month runs from its first day to today (no future dates)', () => {
    expect(presetRange('month', today)).toEqual({ startDate: '2026-05-01', endDate: today });
  });

  it('the previous month is whole, also across a year boundary and in February', () => {
    expect(presetRange('previousMonth', today)).toEqual({ startDate: '2026-04-01', endDate: '2026-04-30' });
    expect(presetRange('previousMonth', '2026-01-15')).toEqual({ startDate: '2025-12-01', endDate: '2025-12-31' });
    expect(presetRange('previousMonth', '2024-03-31')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
  });

  it('the quarter starts on the first day of its first month', () => {
    expect(presetRange('quarter', today)).toEqual({ startDate: '2026-04-01', endDate: today });
    expect(presetRange('quarter', '2026-01-01')).toEqual({ startDate: '2026-01-01', endDate: '2026-01-01' });
    expect(presetRange('quarter', '2026-09-30')).toEqual({ startDate: '2026-07-01', endDate: '2026-09-30' });
    expect(presetRange('quarter', '2026-12-31')).toEqual({ startDate: '2026-10-01', endDate: '2026-12-31' });
  });
});

describe('months', () => {
  it('gives the first and last day of a month', () => {
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('tells whether ranges share a day', () => {
    const may = monthRange('2026-05');
    expect(overlaps({ from: '2026-04-20', to: '2026-05-01' }, may)).toBe(true);
    expect(overlaps({ from: '2026-04-01', to: '2026-04-30' }, may)).toBe(false);
    expect(overlaps({ from: '2026-01-01', to: '2026-12-31' }, may)).toBe(true);
  });

  it('adds days across months', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
