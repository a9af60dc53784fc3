import { monthPeriod } from '@staffpay/pay-engine/engine';
import type { Period } from '@staffpay/pay-engine/engine.types';

/** The month `back` months before 'YYYY-MM' (0: itself), as 'YYYY-MM'. */
export function monthBefore(month: string, back: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 - back;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last `count` months ending with 'YYYY-MM', oldest first, as periods. */
export function monthsEndingWith(month: string, count: number): Period[] {
  return Array.from({ length: count }, (_, i) => monthPeriod(monthBefore(month, count - 1 - i)));
}
