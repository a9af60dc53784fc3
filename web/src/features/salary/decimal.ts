/*
 * Exact decimal arithmetic for the KPI screen's own sums (the percent calculator, count × amount
 * of a per-unit template). Numbers are held as an integer of units and a count of decimal places,
 * in BigInt, so 0.1 + 0.2 is 0.3 and a 12-digit base never loses a kopeck to a binary float.
 */

interface Scaled {
  units: bigint;
  places: number;
}

const DECIMAL_TEXT = /^(-)?(\d*)(?:[.,](\d*))?$/;

/** A decimal string or a number as an exact value; '' is 0; anything else unreadable is null. */
export function parseDecimal(value: string | number): Scaled | null {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  if (text === null) return null;
  if (text === '') return { units: 0n, places: 0 };
  const match = DECIMAL_TEXT.exec(text);
  if (!match || (match[2] === '' && !match[3])) return null;
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(`${whole || '0'}${fraction}`);
  return { units: sign ? -units : units, places: fraction.length };
}

/** A finite number's plain decimal text: what the user typed into a number input, never '1e21'. */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

const TEN = 10n;
const pow10 = (n: number) => TEN ** BigInt(n);

function atPlaces(value: Scaled, places: number): bigint {
  return value.units * pow10(places - value.places);
}

/** Rounds half away from zero (half-up for the amounts here, which are not negative) to `places`. */
function round(value: Scaled, places: number): bigint {
  if (value.places <= places) return atPlaces(value, places);
  const divisor = pow10(value.places - places);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  return negative ? -rounded : rounded;
}

function format(units: bigint, places: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places);
  return `${negative && /[1-9]/.test(digits) ? '-' : ''}${whole}${places ? `.${fraction}` : ''}`;
}

/**
 * Spec 2.6 and 9: result = percent / 100 × base + fixed, rounded half-up to 2 places
 * ("12345.68"); null when an input cannot be read as a number. Empty inputs count as 0.
 */
export function percentCalculation(percent: string | number, base: string | number, fixed: string | number) {
  const p = parseDecimal(percent);
  const b = parseDecimal(base);
  const f = parseDecimal(fixed);
  if (!p || !b || !f) return null;
  // percent × base / 100 is exact at (p.places + b.places + 2) decimal places.
  const share: Scaled = { units: p.units * b.units, places: p.places + b.places + 2 };
  const places = Math.max(share.places, f.places);
  const sum: Scaled = { units: atPlaces(share, places) + atPlaces(f, places), places };
  return format(round(sum, 2), 2);
}

/** count × amount for a per-unit template ("1500.00"); null when the amount cannot be read. */
export function timesAmount(count: number, amount: string): string | null {
  const a = parseDecimal(amount);
  if (!a || !Number.isSafeInteger(count)) return null;
  return format(round({ units: a.units * BigInt(count), places: a.places }, 2), 2);
}
