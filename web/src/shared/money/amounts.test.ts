import { describe, expect, it } from 'vitest';
import { divideAmount, multiplyAmount, readAmount, subtractAmounts, sumAmounts } from './amounts';

describe('amounts', () => {
  it('reads decimal strings with at most two decimals', () => {
    expect(readAmount('1500.00')?.toFixed(2)).toBe('1500.00');
    expect(readAmount('12.5')?.toFixed(2)).toBe('12.50');
    expect(readAmount('7')?.toFixed(2)).toBe('7.00');
    expect(readAmount('-0.05')?.toFixed(2)).toBe('-0.05');
    expect(readAmount(' 3.10 ')?.toFixed(2)).toBe('3.10');
    expect(readAmount('1.005')).toBeNull();
    expect(readAmount('1e5')).toBeNull();
    expect(readAmount('')).toBeNull();
  });

  it('sums exactly where floats would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts([])).toBe('0.00');
    expect(sumAmounts(['999999999999.99', '999999999999.99', '0.02'])).toBe('2000000000000.00');
    // 10 000 records of 0.01 — a float sum drifts, cents do not.
    expect(sumAmounts(Array.from({ length: 10_000 }, () => '0.01'))).toBe('100.00');
  });

  it('subtracts for the net total, which may go below zero', () => {
    expect(subtractAmounts('100.00', '30.10', '70.20')).toBe('-0.30');
    expect(subtractAmounts('5000.00', '400.00', '1000.00')).toBe('3600.00');
  });

  it('multiplies a piecework rate by its quantity', () => {
    expect(multiplyAmount('0.10', 3)).toBe('0.30');
    expect(multiplyAmount('150.5', 4)).toBe('602.00');
    expect(multiplyAmount('999999999.99', 1000)).toBe('999999999990.00');
    expect(multiplyAmount('10', 0)).toBeNull();
    expect(multiplyAmount('10', 1.5)).toBeNull();
    expect(multiplyAmount('abc', 2)).toBeNull();
  });

  it('divides a booked total back into its rate only when it is whole cents', () => {
    expect(divideAmount('602.00', 4)).toBe('150.50');
    expect(divideAmount('0.30', 3)).toBe('0.10');
    expect(divideAmount('100.00', 3)).toBeNull();
    expect(divideAmount('100.00', null)).toBeNull();
  });
});
