import Decimal from 'decimal.js';

/**
 * Money arithmetic. The engine never does binary-float arithmetic on money: amounts are parsed
 * into decimals, combined exactly, rounded half-up to cents once per rule amount, and formatted
 * back to strings with exactly two decimals.
 */

/*
 * 40 significant digits: numeric(14,2) sums over a whole company stay exact, and a quotient such
 * as v × 15/31 is far enough from a half-cent that rounding it at 40 digits cannot flip the cent.
 * EUCLID modulo keeps remainders non-negative, which the cent split of a negative pool relies on.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, modulo: Decimal.EUCLID });
export type Money = Decimal;

export const ZERO: Money = new Dec(0);

/** Parses a decimal string (or an integer count) into a Decimal; throws on anything else. */
export function dec(value: string | number): Money {
  return new Dec(value);
}

/** Rounds half-up (away from zero on a tie) to 2 decimals. */
export function round2(value: Money): Money {
  return value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** Formats as a string with exactly 2 decimals ('1234.50'), rounding half-up. */
export function fmt2(value: Money): string {
  // Most card amounts are zero; formatting them is the commonest call of a big calculation.
  return value.isZero() ? '0.00' : value.toFixed(2, Decimal.ROUND_HALF_UP);
}

/** Rounds half-up to 1 decimal and formats ('85.0'): the precision of percentages. */
export function fmt1(value: Money): string {
  return value.toFixed(1, Decimal.ROUND_HALF_UP);
}

/** Formats without trailing zeros ('12', '10.5'): counts and thresholds on counts. */
export function fmtPlain(value: Money): string {
  return value.toFixed();
}

/** Formats keeping every decimal but at least two ('5.00', '12.125'): rule values as entered. */
export function fmtValue(value: Money): string {
  return value.toFixed(Math.max(2, value.decimalPlaces()));
}

export function sum(values: Iterable<Money>): Money {
  let total = ZERO;
  for (const v of values) total = total.plus(v);
  return total;
}

/** v% of a base: v × base / 100, exact (not rounded). */
export function percentOf(percent: Money, base: Money): Money {
  return percent.times(base).div(100);
}

/**
 * Splits an amount of whole cents into n exact shares: each gets floor-to-cent(amount / n) and the
 * cents left over go one each to the first shares, so the shares always add up to the amount.
 */
export function splitCents(amount: Money, n: number): Money[] {
  const cents = round2(new Dec(amount)).times(100);
  const remainder = cents.mod(n);
  const base = cents.minus(remainder).div(n);
  const extra = remainder.toNumber();
  return Array.from({ length: n }, (_, i) => (i < extra ? base.plus(1) : base).div(100));
}
