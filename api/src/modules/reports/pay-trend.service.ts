import { chartPeriodSchema } from '@staffpay/schema/pay/charts.schemas';
import { groupFigures, monthPeriod } from '@staffpay/pay-engine/engine';
import type { Period } from '@staffpay/pay-engine/engine.types';
import { dailySeries, type DailyPoint } from '@staffpay/pay-engine/series';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps, RequestContext } from '../../shared/context';
import { authorize } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { companyToday } from '../companies';
import { computePeriod, payFieldsOf, type PayFields } from '../payroll';
import { monthBefore } from './chart-months';

/** One day of the month against the same day of the month before; null where hidden or not yet come. */
export interface PayTrendPoint {
  day: number;
  /** The current month's date of that day; null past its end (a longer previous month). */
  date: string | null;
  profit: string | null;
  payroll: string | null;
  previousProfit: string | null;
  previousPayroll: string | null;
}

export interface PayTrend {
  period: Period;
  previousPeriod: Period;
  points: PayTrendPoint[];
}

export interface DepartmentPay {
  departmentId: number;
  departmentName: string;
  bonuses: string | null;
  penalties: string | null;
  advances: string | null;
}

/** The month a chart is of: the one asked for, else the company's current month; and the company's today. */
export async function chartMonth(em: EntityManager, companyId: number, input: unknown) {
  const { period } = parse(chartPeriodSchema, input ?? {});
  const today = await companyToday(em, companyId);
  return { month: period ?? today.slice(0, 7), today };
}

/** The daily series of a month (docs/payroll.md, 'Daily series'), through the payroll cache. */
async function seriesOf(app: AppDeps, em: EntityManager, companyId: number, period: Period): Promise<DailyPoint[]> {
  const { input, result } = await computePeriod(app, em, companyId, period);
  return dailySeries(input, result);
}

/**
 * The pay trend of a month (docs/api.md, 'Charts'): the cumulative profit and payroll per day of
 * the month and of the month before, day by day over the longer of the two. The current month's
 * days after the company's today are null: they have not happened yet. The months are computed
 * one at a time (each through the payroll cache), so a chart never holds two computations' loads at once.
 */
export async function payTrendOf(
  app: AppDeps,
  em: EntityManager,
  companyId: number,
  month: string,
  today: string,
  fields: PayFields,
): Promise<PayTrend> {
  const period = monthPeriod(month);
  const previousPeriod = monthPeriod(monthBefore(month, 1));
  const current = await seriesOf(app, em, companyId, period);
  const previous = await seriesOf(app, em, companyId, previousPeriod);
  const days = Math.max(current.length, previous.length);
  const points = Array.from({ length: days }, (_, i): PayTrendPoint => {
    const now = current[i];
    const shown = now && now.date <= today ? now : undefined;
    const before = previous[i];
    return {
      day: i + 1,
      date: now?.date ?? null,
      profit: fields.profit ? (shown?.profit ?? null) : null,
      payroll: fields.amounts ? (shown?.payroll ?? null) : null,
      previousProfit: fields.profit ? (before?.profit ?? null) : null,
      previousPayroll: fields.amounts ? (before?.payroll ?? null) : null,
    };
  });
  return { period, previousPeriod, points };
}

/** GET /api/reports/pay-trend, `payTrend` (salaries.view). */
export async function payTrend(ctx: RequestContext, companyId: number, input: unknown): Promise<PayTrend> {
  const grant = await authorize(ctx, companyId, 'salaries.view');
  const { month, today } = await chartMonth(ctx.em, companyId, input);
  return payTrendOf(ctx.app, ctx.em, companyId, month, today, payFieldsOf(grant.permissions));
}

/**
 * Bonuses, penalties and advances of a month per department: the engine's figures of each
 * department's members (groupFigures, as the reports count a department), by department name.
 */
export async function departmentPayOf(
  app: AppDeps,
  em: EntityManager,
  companyId: number,
  month: string,
  fields: PayFields,
): Promise<DepartmentPay[]> {
  const { input, result } = await computePeriod(app, em, companyId, monthPeriod(month));
  const shown = (value: string) => (fields.amounts ? value : null);
  return input.departments
    .map((d) => {
      const members = input.employees.filter((e) => e.departmentIds.includes(d.id)).map((e) => e.id);
      const g = groupFigures(result, members);
      return {
        departmentId: d.id,
        departmentName: d.name,
        bonuses: shown(g.totalBonuses),
        penalties: shown(g.totalPenalties),
        advances: shown(g.totalAdvances),
      };
    })
    .sort((a, b) => byName.compare(a.departmentName, b.departmentName) || a.departmentId - b.departmentId);
}

const byName = new Intl.Collator('ru');

/** GET /api/reports/department-breakdown, `departmentPayBreakdown` (salaries.view). */
export async function departmentPayBreakdown(
  ctx: RequestContext,
  companyId: number,
  input: unknown,
): Promise<DepartmentPay[]> {
  const grant = await authorize(ctx, companyId, 'salaries.view');
  const { month } = await chartMonth(ctx.em, companyId, input);
  return departmentPayOf(ctx.app, ctx.em, companyId, month, payFieldsOf(grant.permissions));
}
