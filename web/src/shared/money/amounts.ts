import { dec, fmt2, sum, ZERO, type Money } from '@staffpay/pay-engine/money';

/*
 * Exact arithmetic on the API's decimal strings ('1500.00', '-12.5') with the pay engine's own
 * decimals, so the browser's sums are the server's: the ledger's totals are plain sums of the
 * listed amounts and a piecework total is quantity × rate, and neither may pass through a binary
 * float ('0.10' + '0.20' is '0.30'). Amounts carry at most two decimals (numeric(14,2)).
 */

const AMOUNT = /^-?\d+(?:\.\d{1,2})?$/;

/** The amount, or null when it is not a decimal string with at most two decimals. */
export function readAmount(amount: string): Money | null {
  const text = amount.trim();
  return AMOUNT.test(text) ? dec(text) : null;
}

/** The exact sum of the amounts ('0.00' for none); an unreadable amount counts as nothing. */
export function sumAmounts(amounts: Iterable<string>): string {
  return fmt2(sum(Array.from(amounts, (a) => readAmount(a) ?? ZERO)));
}

/** `a − b − c …` exactly. */
export function subtractAmounts(from: string, ...amounts: string[]): string {
  return fmt2(amounts.reduce((total, a) => total.minus(readAmount(a) ?? ZERO), readAmount(from) ?? ZERO));
}

const isCount = (quantity: unknown): quantity is number =>
  typeof quantity === 'number' && Number.isSafeInteger(quantity) && quantity >= 1;

/** quantity × rate as the ledger books a piecework payment; null when either cannot be read. */
export function multiplyAmount(rate: string, quantity: unknown): string | null {
  const amount = readAmount(rate);
  return amount === null || !isCount(quantity) ? null : fmt2(amount.times(quantity));
}

/** The rate of a booked piecework total: total ÷ quantity, or null when it is not whole cents. */
export function divideAmount(total: string, quantity: unknown): string | null {
  const amount = readAmount(total);
  if (amount === null || !isCount(quantity)) return null;
  const rate = amount.div(quantity);
  return rate.decimalPlaces() <= 2 ? fmt2(rate) : null;
}
