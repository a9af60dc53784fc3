import { periodSchema } from '@staffpay/schema/pay/pay.schemas';
import { parse } from '../../shared/validation';
import { monthPeriod } from '@staffpay/pay-engine/engine';
import type { Period } from '@staffpay/pay-engine/engine.types';

/** The optional period of every figure call: `period=YYYY-MM` or `from`/`to`. */
export interface PeriodArgs {
  period?: string | null;
  from?: string | null;
  to?: string | null;
}

/**
 * The period of a figure call (docs/payroll.md, 'In the product'): `period=YYYY-MM`,
 * or `from`/`to`, or the current month of `today`.
 */
export function resolvePeriod(input: unknown, today: string): Period {
  const p = parse(periodSchema, input ?? {});
  if (p.from && p.to) return { from: p.from, to: p.to };
  return monthPeriod(p.period ?? today.slice(0, 7));
}
