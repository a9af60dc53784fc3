import { PAY_MESSAGES } from '@staffpay/schema/pay/pay.schemas';
import { z } from 'zod';
import type { RequestContext } from '../../shared/context';
import { authorize } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import type { SalaryTypeStats } from '@staffpay/pay-engine/engine.types';
import { payFieldsOf, type MaskedCard, type PayFields } from './pay-fields';
import {
  baseRateOf,
  cardsOf,
  salaryTypesOf,
  statsOf,
  summaryOf,
  thresholdsOf,
  type PayrollSummary,
} from './figure-views';
import { requirePayRead, type PeriodArgs } from '../pay-core';
import { computeFor } from './payroll-compute';

const departmentArg = z
  .number(PAY_MESSAGES.badId)
  .int(PAY_MESSAGES.badId)
  .positive(PAY_MESSAGES.badId)
  .max(2_147_483_647, PAY_MESSAGES.badId)
  .nullish();

/** The optional department a figure is narrowed to (null: the whole company). */
export function departmentOf(departmentId: unknown): number | null {
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
): Promise<MaskedCard[]> {
  const scope = await requirePayRead(ctx, companyId);
  const departmentId = departmentOf(args.departmentId);
  if (!scope.all && scope.ownEmployeeId === null) return [];
  return cardsOf(await computeFor(ctx, companyId, args), scope, departmentId);
}

/**
 * Company-wide figures are for pay readers only; the employee role is refused (403). Answers
 * which of the sensitive pay fields the caller's role may see in them.
 */
export async function requireCompanyFigures(ctx: RequestContext, companyId: number): Promise<PayFields> {
  return payFieldsOf((await authorize(ctx, companyId, 'salaries.view')).permissions);
}

export async function payrollStats(
  ctx: RequestContext,
  companyId: number,
  args: PeriodArgs & { departmentId?: unknown },
) {
  const fields = await requireCompanyFigures(ctx, companyId);
  const departmentId = departmentOf(args.departmentId);
  return statsOf(await computeFor(ctx, companyId, args), departmentId, fields);
}

export async function payrollSalaryTypes(
  ctx: RequestContext,
  companyId: number,
  args: PeriodArgs,
): Promise<SalaryTypeStats> {
  await requireCompanyFigures(ctx, companyId);
  return salaryTypesOf(await computeFor(ctx, companyId, args));
}

export async function departmentBaseRule(
  ctx: RequestContext,
  companyId: number,
  args: PeriodArgs & { departmentId?: unknown },
) {
  const fields = await requireCompanyFigures(ctx, companyId);
  const departmentId = departmentOf(args.departmentId);
  return baseRateOf(await computeFor(ctx, companyId, args), departmentId, fields);
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
) {
  const fields = await requireCompanyFigures(ctx, companyId);
  const departmentId = departmentOf(args.departmentId);
  return thresholdsOf(await computeFor(ctx, companyId, args), departmentId, fields);
}

/** The dashboard's and KPI screen's summary in one computation. */
export async function payrollSummary(
  ctx: RequestContext,
  companyId: number,
  args: PeriodArgs,
): Promise<PayrollSummary> {
  const fields = await requireCompanyFigures(ctx, companyId);
  return summaryOf(await computeFor(ctx, companyId, args), fields);
}
