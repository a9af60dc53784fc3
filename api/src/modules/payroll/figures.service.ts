import { PAY_MESSAGES } from '@staffpay/schema/pay/pay.schemas';
import { z } from 'zod';
import type { RequestContext } from '../../shared/context';
import { requireMembership } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { toCardView, type EmployeeCardView } from './card.view';
import {
  baseRate,
  bestEmployee,
  computePayroll,
  dashboardStats,
  financialOverview,
  salaryTypeStats,
  thresholdProgress,
  type PayrollResult,
} from './engine/engine';
import type {
  BaseRate,
  DashboardStats,
  FinancialOverview,
  Period,
  SalaryTypeStats,
  ThresholdProgressItem,
} from './engine/engine.types';
import { requirePayRead, type PayScope } from './pay-access';
import { companyToday, resolvePeriod, type PeriodArgs } from './pay-period';
import { payrollCache } from './payroll-cache';
import { loadPayroll, type LoadedPayroll } from './payroll-loader';

const departmentArg = z
  .number(PAY_MESSAGES.badId)
  .int(PAY_MESSAGES.badId)
  .positive(PAY_MESSAGES.badId)
  .max(2_147_483_647, PAY_MESSAGES.badId)
  .nullish();

interface Computed extends LoadedPayroll {
  period: Period;
  result: PayrollResult;
  /** The paid employees' cards in list order (last name, first name, id), built once. */
  paidCards: { card: EmployeeCardView; departmentIds: number[] }[];
  /** The same cards alone: one array for every request of the whole list, so its answer is shaped once. */
  allCards: EmployeeCardView[];
}

/**
 * The company's payroll for the period asked for (the current month by default), computed once
 * for every request until the company changes (see PayrollCache). Callers have checked access.
 */
export async function computeFor(ctx: RequestContext, companyId: number, args: PeriodArgs): Promise<Computed> {
  const today = await companyToday(ctx.em, companyId);
  const period = resolvePeriod(args, today);
  return payrollCache(ctx.app.events).get(companyId, `${period.from}|${period.to}`, async () => {
    const { input, people } = await loadPayroll(ctx.em.fork(), companyId, period);
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

function departmentOf(departmentId: unknown): number | null {
  return parse(z.object({ departmentId: departmentArg }), { departmentId }).departmentId ?? null;
}

/**
 * The dashboard's cards: the paid employees (active or on vacation), optionally of one
 * department, ordered by last name, first name and id. The employee role gets their own card only.
 */
export async function employeeCards(
  ctx: RequestContext,
  companyId: number,
  args: PeriodArgs & { departmentId?: unknown },
): Promise<EmployeeCardView[]> {
  const scope = await requirePayRead(ctx, companyId);
  const departmentId = departmentOf(args.departmentId);
  if (!scope.all && scope.ownEmployeeId === null) return [];
  const { paidCards, allCards } = await computeFor(ctx, companyId, args);
  if (scope.all && departmentId === null) return allCards;
  return paidCards
    .filter((c) => (departmentId === null || c.departmentIds.includes(departmentId)) && visible(scope, c.card.id))
    .map((c) => c.card);
}

const byName = new Intl.Collator('ru');

function visible(scope: PayScope, employeeId: number): boolean {
  return scope.all || scope.ownEmployeeId === employeeId;
}

/** Company-wide figures are for pay readers only; the employee role is refused (403). */
async function requireCompanyFigures(ctx: RequestContext, companyId: number): Promise<void> {
  await requireMembership(ctx, companyId, 'pay.read');
}

export async function payrollStats(
  ctx: RequestContext,
  companyId: number,
  args: PeriodArgs & { departmentId?: unknown },
): Promise<DashboardStats> {
  await requireCompanyFigures(ctx, companyId);
  const departmentId = departmentOf(args.departmentId);
  const { input, result } = await computeFor(ctx, companyId, args);
  const ids =
    departmentId === null
      ? undefined
      : input.employees.filter((e) => e.departmentIds.includes(departmentId)).map((e) => e.id);
  return dashboardStats(result, ids);
}

export async function payrollSalaryTypes(
  ctx: RequestContext,
  companyId: number,
  args: PeriodArgs,
): Promise<SalaryTypeStats> {
  await requireCompanyFigures(ctx, companyId);
  const { input, result } = await computeFor(ctx, companyId, args);
  return salaryTypeStats(input, result);
}

export async function departmentBaseRule(
  ctx: RequestContext,
  companyId: number,
  args: PeriodArgs & { departmentId?: unknown },
): Promise<BaseRate> {
  await requireCompanyFigures(ctx, companyId);
  const departmentId = departmentOf(args.departmentId);
  const { input, result } = await computeFor(ctx, companyId, args);
  return baseRate(input, result, departmentId);
}

/**
 * Threshold progress of the bonus-mode rules, optionally of one department. The original client
 * posts the department's profit it summed itself; the server's own figures are used instead, so
 * every screen shows the same numbers.
 */
export async function departmentThresholdProgress(
  ctx: RequestContext,
  companyId: number,
  args: PeriodArgs & { departmentId?: unknown },
): Promise<ThresholdProgressItem[]> {
  await requireCompanyFigures(ctx, companyId);
  const departmentId = departmentOf(args.departmentId);
  const { input, result } = await computeFor(ctx, companyId, args);
  return thresholdProgress(input, result, departmentId);
}

export interface PayrollSummary {
  period: Period;
  stats: DashboardStats;
  salaryTypes: SalaryTypeStats;
  overview: FinancialOverview;
  bestEmployee: EmployeeCardView | null;
}

/** The dashboard's and KPI screen's summary in one computation. */
export async function payrollSummary(
  ctx: RequestContext,
  companyId: number,
  args: PeriodArgs,
): Promise<PayrollSummary> {
  await requireCompanyFigures(ctx, companyId);
  const { input, people, result, period } = await computeFor(ctx, companyId, args);
  const best = bestEmployee(result);
  return {
    period,
    stats: dashboardStats(result),
    salaryTypes: salaryTypeStats(input, result),
    overview: financialOverview(input, result),
    bestEmployee: best ? toCardView(people.get(best.employeeId)!, best) : null,
  };
}
