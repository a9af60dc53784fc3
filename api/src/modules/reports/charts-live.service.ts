import type { RequestContext } from '../../shared/context';
import { authorize } from '../../shared/tenancy/membership';
import { EVERY_PAY_FIELD, payFieldsOf } from '../payroll';
import { monthBefore } from './chart-months';
import { chartChanges } from './charts-live';
import { employeeHistoryArgs, employeePayHistoryOf, historyArgs, payHistoryOf } from './pay-history.service';
import { chartMonth, departmentPayOf, payTrendOf } from './pay-trend.service';

/** 'YYYY-MM' of the `count` months ending with `current`. */
const monthsBackFrom = (current: string, count: number) =>
  Array.from({ length: count }, (_, back) => monthBefore(current, back));

/** The subscriptions of the charts: the same checks and figures as their queries, pushed as the pay changes. */

export async function payTrendChanges(ctx: RequestContext, companyId: number, input: unknown) {
  const grant = await authorize(ctx, companyId, 'salaries.view');
  const { month } = await chartMonth(ctx.em, companyId, input);
  const app = ctx.app;
  return chartChanges(ctx, companyId, {
    need: 'salaries.view',
    grant,
    key: `trend:${month}`,
    months: () => [monthBefore(month, 1), month],
    fields: () => payFieldsOf(grant.permissions),
    // Today is read again per push: the days that have come show.
    compute: async (fields) => {
      const em = app.orm.em.fork();
      const { today } = await chartMonth(em, companyId, { period: month });
      return payTrendOf(app, em, companyId, month, today, fields);
    },
  });
}

export async function departmentPayBreakdownChanges(ctx: RequestContext, companyId: number, input: unknown) {
  const grant = await authorize(ctx, companyId, 'salaries.view');
  const { month } = await chartMonth(ctx.em, companyId, input);
  const app = ctx.app;
  return chartChanges(ctx, companyId, {
    need: 'salaries.view',
    grant,
    key: `departments:${month}`,
    months: () => [month],
    fields: () => payFieldsOf(grant.permissions),
    compute: (fields) => departmentPayOf(app, app.orm.em.fork(), companyId, month, fields),
  });
}

export async function payHistoryChanges(ctx: RequestContext, companyId: number, input: unknown) {
  const grant = await authorize(ctx, companyId, 'reports.view');
  const args = await historyArgs(ctx.em, companyId, input);
  const app = ctx.app;
  const { departmentId, branchEmployees } = args.scope;
  return chartChanges(ctx, companyId, {
    need: 'reports.view',
    grant,
    key: `history:${args.months}:${departmentId ?? '*'}:${branchEmployees?.join(',') ?? '*'}`,
    months: (current) => monthsBackFrom(current, args.months),
    fields: () => payFieldsOf(grant.permissions),
    compute: (fields) => payHistoryOf(app, app.orm.em.fork(), companyId, args, fields),
  });
}

export async function employeePayHistoryChanges(ctx: RequestContext, companyId: number, input: unknown) {
  const { scope, own, ...args } = await employeeHistoryArgs(ctx, companyId, input);
  const app = ctx.app;
  return chartChanges(ctx, companyId, {
    need: scope.need,
    grant: scope,
    key: `employee:${args.employeeId}:${args.months}`,
    months: (current) => monthsBackFrom(current, args.months),
    // One's own history shows in full, as one's own card.
    fields: () => (own ? EVERY_PAY_FIELD : payFieldsOf(scope.permissions)),
    compute: (fields) => employeePayHistoryOf(app, app.orm.em.fork(), companyId, { ...args, fields }),
  });
}
