import type { EntityManager } from '@mikro-orm/postgresql';
import { periodSchema } from '@staffpay/schema/pay/pay.schemas';
import { parse } from '../../shared/validation';
import { companyDate, formatDate } from '../birthdays/birthday-dates';
import { Company } from '../companies/company.entity';
import { monthPeriod } from '@staffpay/pay-engine/engine';
import type { Period } from '@staffpay/pay-engine/engine.types';

/** Today ('YYYY-MM-DD') in the company's timezone. */
export async function companyToday(em: EntityManager, companyId: number, now = new Date()): Promise<string> {
  const company = await em.findOneOrFail(Company, companyId, { fields: ['timezone'] });
  return todayInZone(company.timezone, now);
}

export function todayInZone(timezone: string, now = new Date()): string {
  return formatDate(companyDate(timezone, now));
}

/** The optional period of every figure call: `period=YYYY-MM` or `from`/`to`. */
export interface PeriodArgs {
  period?: string | null;
  from?: string | null;
  to?: string | null;
}

/**
 * The period of a figure call (payroll-semantics.md, "Choosing the period"): `period=YYYY-MM`,
 * or `from`/`to`, or the current month of `today`.
 */
export function resolvePeriod(input: unknown, today: string): Period {
  const p = parse(periodSchema, input ?? {});
  if (p.from && p.to) return { from: p.from, to: p.to };
  return monthPeriod(p.period ?? today.slice(0, 7));
}
