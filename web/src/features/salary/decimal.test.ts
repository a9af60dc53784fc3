import { describe, expect, it } from 'vitest';
import { parseDecimal, percentCalculation, timesAmount } from './decimal';

describe('percentCalculation (percent / 100 × base + fixed)', () => {
  it('computes exactly, without binary-float drift', () => {
    expect(percentCalculation('10', '1000', '500')).toBe('600.00');
    // 0.1 + 0.2 in floats is 0.30000000000000004
    expect(percentCalculation('10', '1', '0.2')).toBe('0.30');
    // 999999999999.99 × 0.3333 = 333299999999.996667, + 0.01
    expect(percentCalculation('33.33', '999999999999.99', '0.01')).toBe('333300000000.01');
  });

  it('rounds half-up to 2 places once, at the end', () => {
    // 1.5% × 0.5 = 0.0075 → 0.01
    expect(percentCalculation('1.5', '0.5', '0')).toBe('0.01');
    // 12.5% × 0.1 = 0.0125 → 0.01; plus 0.005 would make 0.0175 → 0.02
    expect(percentCalculation('12.5', '0.1', '')).toBe('0.01');
    expect(percentCalculation('12.5', '0.14', '0')).toBe('0.02');
    expect(percentCalculation('0.01', '0.01', '0')).toBe('0.00');
  });

  it('reads numbers as the number inputs give them, and empty inputs as 0', () => {
    // 249.99875 + 100 → 350.00; 12.5% of 1999.92 is exactly 249.99
    expect(percentCalculation(12.5, 1999.99, 100)).toBe('350.00');
    expect(percentCalculation(12.5, 1999.92, 0.09)).toBe('250.08');
    expect(percentCalculation('', '', '')).toBe('0.00');
    expect(percentCalculation('5', '', '250.5')).toBe('250.50');
    expect(percentCalculation('7,5', '200', '0')).toBe('15.00');
  });

  it('gives null for what is not a number', () => {
    expect(percentCalculation('abc', '100', '0')).toBeNull();
    expect(percentCalculation('10', '1e21', '0')).toBeNull();
    expect(percentCalculation(Number.NaN, '1', '0')).toBeNull();
    expect(percentCalculation('.', '1', '0')).toBeNull();
  });
});

describe('parseDecimal', () => {
  it('keeps the digits and the places', () => {
    expect(parseDecimal('12.50')?.toFixed()).toBe('12.5');
    expect(parseDecimal('.5')?.toFixed()).toBe('0.5');
    expect(parseDecimal('7,25')?.toFixed()).toBe('7.25');
    expect(parseDecimal('-3')?.toFixed()).toBe('-3');
  });
});

describe('timesAmount (a per_unit template: count × amount)', () => {
  it('multiplies exactly', () => {
    expect(timesAmount(3, '500')).toBe('1500.00');
    expect(timesAmount(7, '0.1')).toBe('0.70');
    expect(timesAmount(0, '125.55')).toBe('0.00');
    expect(timesAmount(1_000_000, '999999999999.99')).toBe('999999999999990000.00');
  });

  it('refuses what it cannot multiply', () => {
    expect(timesAmount(1.5, '10')).toBeNull();
    expect(timesAmount(2, 'x')).toBeNull();
  });
});
