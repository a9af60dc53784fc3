import type { RequestContext } from '../../shared/context';
import { pushQueue } from '../../shared/live/push-queue';
import { whileMember } from '../../shared/tenancy/live';
import type { Period } from '@staffpay/pay-engine/engine.types';
import { baseRateOf, salaryTypesOf, statsOf, summaryOf, thresholdsOf, type PayrollSummary } from './figure-views';
import { departmentOf } from './figures.service';
import { requirePayRead, type PeriodArgs } from '../pay-core';
import { payFeeds, type PayUpdate } from './pay-feed';
import { cardsDeltaOf, changedFigure, type CardsDelta } from './pay-feed-views';
import { periodFor } from './payroll-compute';
import { payFieldsKey, payFieldsOf, type PayFields } from './pay-fields';
import { authorize } from '../../shared/tenancy/membership';
import type { SalaryTypeStats } from '@staffpay/pay-engine/engine.types';

/** A subscriber's pushes: its view of every update of the company's period that changed it. */
export async function feedOf<T>(
  ctx: RequestContext,
  companyId: number,
  period: Period,
  view: (update: PayUpdate) => T | null,
): Promise<AsyncIterableIterator<T>> {
  let stop = () => {};
  const { push, iterator } = pushQueue<T>(() => stop());
  stop = await payFeeds(ctx.app).listen(companyId, period, (update) => {
    const value = view(update);
    if (value !== null) push(value);
  });
  return iterator;
}

type Args = PeriodArgs & { departmentId?: unknown };

/** The cards that changed and the ids that left, as the caller may see them (the employee role: their own). */
export async function employeeCardsChanges(ctx: RequestContext, companyId: number, args: Args) {
  const scope = await requirePayRead(ctx, companyId);
  const departmentId = departmentOf(args.departmentId);
  const period = await periodFor(ctx, companyId, args);
  const source = await feedOf<CardsDelta>(ctx, companyId, period, cardsDeltaOf(scope, departmentId));
  return whileMember(ctx, companyId, scope.need, source, scope);
}

/** A company-wide figure (salaries.view), pushed whole when a change moves it. */
async function figureChanges<T extends object>(
  ctx: RequestContext,
  companyId: number,
  args: Args,
  name: string,
  figure: (computed: Parameters<typeof statsOf>[0], departmentId: number | null, fields: PayFields) => T,
) {
  // Kept current by whileMember: a role narrowed while subscribed hides its fields from the next push.
  const grant = await authorize(ctx, companyId, 'salaries.view');
  const departmentId = departmentOf(args.departmentId);
  const period = await periodFor(ctx, companyId, args);
  const source = await feedOf<T>(ctx, companyId, period, (u) => {
    const fields = payFieldsOf(grant.permissions);
    const key = `${name}:${departmentId ?? '*'}:${payFieldsKey(fields)}`;
    return changedFigure(u, key, (c) => figure(c, departmentId, fields));
  });
  return whileMember(ctx, companyId, 'salaries.view', source, grant);
}

export const payrollStatsChanges = (ctx: RequestContext, companyId: number, args: Args) =>
  figureChanges(ctx, companyId, args, 'stats', statsOf);

export const salaryTypeStatsChanges = (ctx: RequestContext, companyId: number, args: PeriodArgs) =>
  figureChanges<SalaryTypeStats>(ctx, companyId, args, 'salaryTypes', (c) => salaryTypesOf(c));

export const baseRateChanges = (ctx: RequestContext, companyId: number, args: Args) =>
  figureChanges(ctx, companyId, args, 'baseRate', baseRateOf);

export const thresholdProgressChanges = (ctx: RequestContext, companyId: number, args: Args) =>
  figureChanges(ctx, companyId, args, 'thresholds', thresholdsOf);

export const payrollSummaryChanges = (ctx: RequestContext, companyId: number, args: PeriodArgs) =>
  figureChanges<PayrollSummary>(ctx, companyId, args, 'summary', (c, _d, fields) => summaryOf(c, fields));
