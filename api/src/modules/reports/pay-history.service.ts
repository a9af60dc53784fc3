import {
  employeePayHistorySchema,
  HISTORY_MONTHS,
  payHistorySchema,
  CHART_MESSAGES,
} from '@staffpay/schema/pay/charts.schemas';
import { PAY_MESSAGES } from '@staffpay/schema/pay/pay.schemas';
import { groupFigures } from '@staffpay/pay-engine/engine';
import type { Period } from '@staffpay/pay-engine/engine.types';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps, RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { authorize } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { companyToday } from '../companies';
import { listedEmployee, requirePayRead, type PayScope } from '../pay-core';
import { computePeriod, EVERY_PAY_FIELD, payFieldsOf, type PayFields } from '../payroll';
import { branchesWithStaff, employeeExists } from '../staff';
import { monthsEndingWith } from './chart-months';

/** One month of the company (or of a department's or branch's members). */
export interface PayHistoryMonth {
  period: Period;
  /** The paid employees' total salary. */
  payrollFund: string | null;
  /** payrollFund per paid employee. */
  averagePay: string | null;
  /** Every member's profit, as the company's profit counts it. */
  profit: string | null;
  /** Employees paid in the month. */
  employeeCount: number;
}

/** One month of one employee's card. */
export interface EmployeePayMonth {
  employeeId: number;
  period: Period;
  totalSalary: string | null;
  baseSalary: string | null;
  bonuses: string | null;
  penalties: string | null;
  advances: string | null;
  employeeProfit: string | null;
  ordersCount: number | null;
  averageCheck: string | null;
}

/** Whose months a history counts: everyone, or a department's or a branch's members (checked to be the company's). */
export type HistoryScope = { departmentId: number | null; branchEmployees: number[] | null };

export interface HistoryArgs {
  months: number;
  scope: HistoryScope;
}

/** Parses a history's arguments; a department or branch of another company answers 404. */
export async function historyArgs(em: EntityManager, companyId: number, input: unknown): Promise<HistoryArgs> {
  const args = parse(payHistorySchema, input ?? {});
  let branchEmployees: number[] | null = null;
  if (args.branchId != null) {
    const branch = (await branchesWithStaff(em, companyId)).find((b) => b.id === args.branchId);
    if (!branch) throw new AppError('NOT_FOUND', CHART_MESSAGES.branchNotFound);
    branchEmployees = branch.employeeIds;
  }
  return { months: args.months ?? HISTORY_MONTHS, scope: { departmentId: args.departmentId ?? null, branchEmployees } };
}

/** The months of a history ending with the company's current month. */
async function historyMonths(em: EntityManager, companyId: number, months: number): Promise<Period[]> {
  return monthsEndingWith((await companyToday(em, companyId)).slice(0, 7), months);
}

/**
 * The company's last months (docs/api.md, 'Charts'): per month the engine's group figures of the
 * members asked for (groupFigures: paid employees' fund and average, every member's profit).
 * Months are computed one at a time, each through the payroll cache.
 */
export async function payHistoryOf(
  app: AppDeps,
  em: EntityManager,
  companyId: number,
  { months, scope }: HistoryArgs,
  fields: PayFields,
): Promise<PayHistoryMonth[]> {
  const answer: PayHistoryMonth[] = [];
  for (const period of await historyMonths(em, companyId, months)) {
    const { input, result } = await computePeriod(app, em, companyId, period);
    if (scope.departmentId !== null && !input.departments.some((d) => d.id === scope.departmentId)) {
      throw new AppError('NOT_FOUND', PAY_MESSAGES.departmentNotFound);
    }
    const members = input.employees
      .filter((e) =>
        scope.departmentId !== null
          ? e.departmentIds.includes(scope.departmentId)
          : scope.branchEmployees === null || scope.branchEmployees.includes(e.id),
      )
      .map((e) => e.id);
    const g = groupFigures(result, members);
    answer.push({
      period,
      payrollFund: fields.amounts ? g.totalSalaryFund : null,
      averagePay: fields.amounts ? g.averageSalary : null,
      profit: fields.profit ? g.totalProfit : null,
      employeeCount: g.paidCount,
    });
  }
  return answer;
}

/** GET /api/reports/pay-history, `payHistory` (reports.view, as the reports screen). */
export async function payHistory(ctx: RequestContext, companyId: number, input: unknown): Promise<PayHistoryMonth[]> {
  const grant = await authorize(ctx, companyId, 'reports.view');
  const args = await historyArgs(ctx.em, companyId, input);
  return payHistoryOf(ctx.app, ctx.em, companyId, args, payFieldsOf(grant.permissions));
}

export interface EmployeeHistoryArgs {
  employeeId: number;
  months: number;
  fields: PayFields;
}

/**
 * Whose history may be read and with which fields: pay readers any employee of the company,
 * the employee role only their own (in full, as their own card); anyone else's is 404.
 */
export async function employeeHistoryArgs(
  ctx: RequestContext,
  companyId: number,
  input: unknown,
): Promise<EmployeeHistoryArgs & { scope: PayScope; own: boolean }> {
  const scope = await requirePayRead(ctx, companyId);
  const args = parse(employeePayHistorySchema, input ?? {});
  const listed = listedEmployee(scope, args.employeeId);
  if (!listed || !('employeeId' in listed) || !(await employeeExists(ctx.em, companyId, listed.employeeId))) {
    throw new AppError('NOT_FOUND', PAY_MESSAGES.employeeNotFound);
  }
  const own = scope.ownEmployeeId === listed.employeeId;
  return {
    employeeId: listed.employeeId,
    months: args.months ?? HISTORY_MONTHS,
    fields: own ? EVERY_PAY_FIELD : payFieldsOf(scope.permissions),
    scope,
    own,
  };
}

/** One employee's card, month by month (zeros for a month without their card). */
export async function employeePayHistoryOf(
  app: AppDeps,
  em: EntityManager,
  companyId: number,
  { employeeId, months, fields }: EmployeeHistoryArgs,
): Promise<EmployeePayMonth[]> {
  const answer: EmployeePayMonth[] = [];
  const amount = (value: string | undefined) => (fields.amounts ? (value ?? '0.00') : null);
  for (const period of await historyMonths(em, companyId, months)) {
    const { result } = await computePeriod(app, em, companyId, period);
    const card = result.byEmployee.get(employeeId);
    answer.push({
      employeeId,
      period,
      totalSalary: amount(card?.totalSalary),
      baseSalary: amount(card?.baseSalary),
      bonuses: amount(card?.totalBonuses),
      penalties: amount(card?.totalPenalties),
      advances: amount(card?.totalAdvances),
      employeeProfit: fields.profit ? (card?.employeeProfit ?? '0.00') : null,
      ordersCount: fields.profit ? (card?.ordersCount ?? 0) : null,
      averageCheck: fields.profit ? (card?.averageCheck ?? null) : null,
    });
  }
  return answer;
}

/** GET /api/employees/:id/pay-history, `employeePayHistory` (salaries.view; the employee role their own). */
export async function employeePayHistory(
  ctx: RequestContext,
  companyId: number,
  input: unknown,
): Promise<EmployeePayMonth[]> {
  const args = await employeeHistoryArgs(ctx, companyId, input);
  return employeePayHistoryOf(ctx.app, ctx.em, companyId, args);
}
