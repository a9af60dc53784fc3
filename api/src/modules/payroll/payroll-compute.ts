import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps, RequestContext } from '../../shared/context';
import type { EmployeeCardView } from './card.view';
import { computePayrollState, type PayrollResult, type PayrollState } from '@staffpay/pay-engine/engine';
import type { Period } from '@staffpay/pay-engine/engine.types';
import { resolvePeriod, type PeriodArgs } from '../pay-core';
import { payrollCache } from './payroll-cache';
import { loadPayroll, type LoadedPayroll } from './payroll-loader';
import { paidCardsOf, type PaidCard } from './paid-cards';
import { patchComputed } from './payroll-patch';
import { companyToday } from '../companies';

/** One computation of a company's payroll for a period, shared read-only by every reader. */
export interface Computed extends LoadedPayroll {
  period: Period;
  result: PayrollResult;
  /** The engine's state behind `result`: a change of a few employees is computed from it. */
  state: PayrollState;
  /** The paid employees' cards in list order (last name, first name, id), built once. */
  paidCards: PaidCard[];
  /** The same cards alone: one array for every request of the whole list, so its answer is shaped once. */
  allCards: EmployeeCardView[];
}

/** Past this share of the company changed at once (an import, say), computing afresh costs less than patching. */
const PATCH_AT_MOST = 1 / 4;
/** A small company is patched all the same: it costs little either way, and patching is the path to keep exercised. */
const PATCH_ALWAYS = 16;

async function computeAfresh(em: EntityManager, companyId: number, period: Period): Promise<Computed> {
  return computedOf(await loadPayroll(em, companyId, period), period);
}

/** Every card of the loaded payroll computed afresh. */
export function computedOf({ input, people }: LoadedPayroll, period: Period): Computed {
  const state = computePayrollState(input);
  const paidCards = paidCardsOf(state.result, people, input.employees);
  return { input, people, period, state, result: state.result, paidCards, allCards: paidCards.map((c) => c.card) };
}

/**
 * The company's payroll for a resolved period, computed once for every reader (requests and live
 * feeds alike) and patched after a change of a few employees (see PayrollCache). Callers have
 * checked access.
 */
export function computePeriod(app: AppDeps, em: EntityManager, companyId: number, period: Period): Promise<Computed> {
  return payrollCache(app.events).get(companyId, period, {
    compute: () => computeAfresh(em.fork(), companyId, period),
    patch: (previous, employeeIds, facts) =>
      employeeIds.length > Math.max(PATCH_ALWAYS, previous.input.employees.length * PATCH_AT_MOST)
        ? computeAfresh(em.fork(), companyId, period)
        : patchComputed(em.fork(), companyId, previous, employeeIds, facts),
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
