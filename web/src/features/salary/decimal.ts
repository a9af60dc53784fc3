import { dec, fmt2, percentOf, round2, type Money } from '@staffpay/pay-engine/money';

/*
 * The KPI screen's own sums (the percent calculator, count × amount of a per-unit template) in
 * the pay engine's decimals, so 0.1 + 0.2 is 0.3, a 12-digit base never loses a kopeck to a
 * binary float, and the browser rounds as the server does.
 */

const DECIMAL_TEXT = /^(-)?(\d*)(?:[.,](\d*))?$/;

/** What the user typed ('7,5' and '.5' too) or a number input's value, exactly; '' is 0; anything else is null. */
export function parseDecimal(value: string | number): Money | null {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  if (text === null) return null;
  if (text === '') return dec(0);
  const match = DECIMAL_TEXT.exec(text);
  if (!match || (match[2] === '' && !match[3])) return null;
  const [, sign = '', whole, fraction] = match;
  return dec(`${sign}${whole || '0'}.${fraction || '0'}`);
}

/** A finite number's plain decimal text: what the user typed into a number input, never '1e21'. */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/** Rounded half-up to cents once, at the end; never '-0.00'. */
const cents = (value: Money) => fmt2(round2(value));

/**
 * docs/payroll.md, 'In the product': result = percent / 100 × base + fixed, rounded half-up to 2
 * places ("12345.68"); null when an input cannot be read as a number. Empty inputs count as 0.
 */
export function percentCalculation(percent: string | number, base: string | number, fixed: string | number) {
  const p = parseDecimal(percent);
  const b = parseDecimal(base);
  const f = parseDecimal(fixed);
  if (!p || !b || !f) return null;
  return cents(percentOf(p, b).plus(f));
}

/** count × amount for a per-unit template ("1500.00"); null when the amount cannot be read. */
export function timesAmount(count: number, amount: string): string | null {
  const a = parseDecimal(amount);
  if (!a || !Number.isSafeInteger(count)) return null;
  return cents(a.times(count));
}
