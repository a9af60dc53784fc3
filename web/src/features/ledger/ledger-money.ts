/*
 * Exact arithmetic on the API's Decimal strings ('1500.00', '-12.5'), in whole cents as BigInt:
 * the ledger's totals are plain sums of the listed amounts and a piecework total is
 * quantity × rate, and neither may pass through a binary float ('0.10' + '0.20' is '0.30').
 * Amounts carry at most two decimals (numeric(14,2)), so cents are exact.
 */

const AMOUNT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Whole cents of a decimal string, or null when it is not one with at most two decimals. */
export function toCents(amount: string): bigint | null {
  const match = AMOUNT.exec(amount.trim());
  if (!match) return null;
  const [, sign, units, fraction = ''] = match;
  const cents = BigInt(units!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Cents back to the API's text: '-1234.50'. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const units = abs / 100n;
  const rest = String(abs % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${units}.${rest}`;
}

/** The exact sum of the amounts ('0.00' for none); an unreadable amount counts as nothing. */
export function sumAmounts(amounts: Iterable<string>): string {
  let total = 0n;
  for (const amount of amounts) total += toCents(amount) ?? 0n;
  return fromCents(total);
}

/** `a − b − c …` exactly. */
export function subtractAmounts(from: string, ...amounts: string[]): string {
  return fromCents(amounts.reduce((total, a) => total - (toCents(a) ?? 0n), toCents(from) ?? 0n));
}

const isCount = (quantity: unknown): quantity is number =>
  typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity >= 1;

/** quantity × rate as the ledger books a piecework payment; null when either cannot be read. */
export function multiplyAmount(rate: string, quantity: unknown): string | null {
  const cents = toCents(rate);
  if (cents === null || !isCount(quantity)) return null;
  return fromCents(cents * BigInt(quantity));
}

/** The rate of a booked piecework total: total ÷ quantity, or null when it is not whole cents. */
export function divideAmount(total: string, quantity: unknown): string | null {
  const cents = toCents(total);
  if (cents === null || !isCount(quantity)) return null;
  const count = BigInt(quantity);
  return cents % count === 0n ? fromCents(cents / count) : null;
}
