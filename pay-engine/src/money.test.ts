import { describe, expect, it } from 'vitest';
import { dec, fmt1, fmt2, fmtPlain, fmtValue, percentOf, round2, splitCents, sum } from './money';

describe('money', () => {
  it('rounds half-up, away from zero on a tie', () => {
    expect(fmt2(round2(dec('0.005')))).toBe('0.01');
    expect(fmt2(round2(dec('0.0049999')))).toBe('0.00');
    expect(fmt2(round2(dec('-0.005')))).toBe('-0.01');
    expect(fmt2(round2(dec('-0.001')))).toBe('0.00');
  });

  it('formats money with exactly two decimals, percents with one, counts bare', () => {
    expect(fmt2(dec('1234.5'))).toBe('1234.50');
    expect(fmt2(dec('100'))).toBe('100.00');
    expect(fmt1(dec('85.25'))).toBe('85.3');
    expect(fmtPlain(dec('12.00'))).toBe('12');
    expect(fmtValue(dec('5'))).toBe('5.00');
    expect(fmtValue(dec('12.125'))).toBe('12.125');
  });

  it('computes exactly where binary floats would not', () => {
    expect(fmt2(sum([dec('0.1'), dec('0.2')]))).toBe('0.30');
    expect(percentOf(dec('1.1'), dec('1234567890.13')).toString()).toBe('13580246.79143');
  });

  it('splits cents so that the shares add up', () => {
    expect(splitCents(dec('10.00'), 3).map(fmt2)).toEqual(['3.34', '3.33', '3.33']);
    expect(splitCents(dec('-0.01'), 2).map(fmt2)).toEqual(['0.00', '-0.01']);
  });

  it('refuses what is not a number', () => {
    expect(() => dec('12,50')).toThrow();
  });
});
