import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps, RequestContext } from '../../shared/context';
import { toCardView, type EmployeeCardView } from './card.view';
import { computePayroll, type PayrollResult } from '@staffpay/pay-engine/engine';
import type { Period } from '@staffpay/pay-engine/engine.types';
import { resolvePeriod, type PeriodArgs } from '../pay-core';
import { payrollCache } from './payroll-cache';
import { loadPayroll, type LoadedPayroll } from './payroll-loader';
import { companyToday } from '../companies';

export interface PaidCard {
  card: EmployeeCardView;
  departmentIds: number[];
}

/** One computation of a company's payroll for a period, shared read-only by every reader. */
export interface Computed extends LoadedPayroll {
  period: Period;
  result: PayrollResult;
  /** The paid employees' cards in list order (last name, first name, id), built once. */
  paidCards: PaidCard[];
  /** The same cards alone: one array for every request of the whole list, so its answer is shaped once. */
  allCards: EmployeeCardView[];
}

const byName = new Intl.Collator('ru');

/**
 * The company's payroll for a resolved period, computed once for every reader (requests and live
 * feeds alike) until the company changes (see PayrollCache). Callers have checked access.
 */
export function computePeriod(app: AppDeps, em: EntityManager, companyId: number, period: Period): Promise<Computed> {
  return payrollCache(app.events).get(companyId, `${period.from}|${period.to}`, async () => {
    const { input, people } = await loadPayroll(em.fork(), companyId, period);
    const result = computePayroll(input);
    const departments = new Map(input.employees.map((e) => [e.id, e.departmentIds]));
    const paidCards = result.cards
      .filter((c) => c.paid)
      .map((c) => ({ card: toCardView(people.get(c.employeeId)!, c), departmentIds: departments.get(c.employeeId)! }))
      .sort(
        ({ card: a }, { card: b }) =>
          byName.compare(a.lastName, b.lastName) || byName.compare(a.firstName, b.firstName) || a.id - b.id,
      );
    return { input, people, period, result, paidCards, allCards: paidCards.map((c) => c.card) };
  });
}

/** The period a call asks for (the company's current month by default). */
export async function periodFor(ctx: RequestContext, companyId: number, args: PeriodArgs): Promise<Period> {
  return resolvePeriod(args, await companyToday(ctx.em, companyId));
}

/** The payroll for the period asked for. Callers have checked access. */
export async function computeFor(ctx: RequestContext, companyId: number, args: PeriodArgs): Promise<Computed> {
  return computePeriod(ctx.app, ctx.em, companyId, await periodFor(ctx, companyId, args));
}
