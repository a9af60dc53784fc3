import { describe, expect, it } from 'vitest';
import { dayNumber, inPeriod, monthOf, monthPeriod, periodDays, periodFactor, rangePeriod } from './period';

describe('period', () => {
  it('parses a month into its first and last day', () => {
    expect(monthPeriod('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthPeriod('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(() => monthPeriod('2026-13')).toThrow(RangeError);
  });

  it('accepts from-to ranges that are real dates in order', () => {
    expect(rangePeriod('2026-11-01', '2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(() => rangePeriod('2026-11-02', '2026-11-01')).toThrow(RangeError);
    expect(() => dayNumber('2026-02-30')).toThrow(RangeError);
    expect(() => dayNumber('2026-2-3')).toThrow(RangeError);
  });

  it('includes both ends', () => {
    const p = monthPeriod('2026-11');
    expect(['2026-10-31', '2026-11-01', '2026-11-30', '2026-12-01'].map((d) => inPeriod(d, p))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(periodDays(p)).toBe(30);
  });

  it('gives the period factor as an exact fraction', () => {
    expect(periodFactor(monthPeriod('2026-11'), 'monthly')).toEqual({ num: 1, den: 1 });
    expect(periodFactor(rangePeriod('2026-11-01', '2026-11-15'), 'monthly')).toEqual({ num: 1, den: 2 });
    expect(periodFactor(rangePeriod('2026-01-20', '2026-02-10'), 'monthly')).toEqual({ num: 323, den: 434 });
    expect(periodFactor(rangePeriod('2026-01-01', '2026-12-31'), 'monthly')).toEqual({ num: 12, den: 1 });
    expect(periodFactor(rangePeriod('2026-11-01', '2026-11-14'), 'weekly')).toEqual({ num: 2, den: 1 });
    expect(periodFactor(rangePeriod('2026-11-01', '2026-11-10'), 'daily')).toEqual({ num: 10, den: 1 });
  });
});
