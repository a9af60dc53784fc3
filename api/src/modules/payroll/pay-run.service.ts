import {
  payRunPeriodSchema,
  type PayRun,
  type PayRunReviewState,
  type PayRunStage,
  type PayRunStatus,
} from '@staffpay/schema/pay/pay-run.schemas';
import type { EntityManager } from '@mikro-orm/postgresql';
import { dashboardStats, financialOverview } from '@staffpay/pay-engine/engine';
import { dec, fmt2, sum } from '@staffpay/pay-engine/money';
import type { Period } from '@staffpay/pay-engine/engine.types';
import type { AppDeps, RequestContext } from '../../shared/context';
import { parse } from '../../shared/validation';
import { userNames } from '../accounts';
import { z } from 'zod';
import { afterOf, encodeCursor, pageSize, type Connection, type PageArgs } from '../../shared/graphql/connection';
import {
  findReview,
  openFixesInPeriod,
  pageFixedMonths,
  resolvePeriod,
  type PayRunReviewRow,
  type PayrollFixView,
} from '../pay-core';
import { requireCompanyFigures } from './figures.service';
import { computePeriod, type Computed } from './payroll-compute';
import { monthChanges } from './pay-run-live';

/** The day after an ISO date (UTC calendar arithmetic: dates carry no zone). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Whether an employee's fixes (oldest first, not reopened) cover every day of the period. */
export function covers(fixes: readonly PayrollFixView[], period: Period): boolean {
  let next = period.from;
  for (const fix of fixes) {
    if (fix.periodFrom > next) return false;
    if (fix.periodTo >= next) next = nextDay(fix.periodTo);
    if (next > period.to) return true;
  }
  return false;
}

/** The run's status from how many paid employees are covered, and whether any fix falls in the month. */
export function runStatus(paid: number, covered: number, anyFix: boolean): PayRunStatus {
  if (paid > 0 && covered === paid) return 'fixed';
  return anyFix ? 'partially_fixed' : 'open';
}

/**
 * The run's stage from its review and its status: no review or a returned one is a draft; an
 * approved one whose month is no longer wholly fixed (a fix was reopened) is reopened.
 */
export function stageOf(state: PayRunReviewState | null, status: PayRunStatus): PayRunStage {
  if (state === 'in_review') return 'in_review';
  if (state === 'approved') return status === 'fixed' ? 'approved' : 'reopened';
  return 'draft';
}

/**
 * A company's month as one pay run (salaries.view, like the payroll stats; the field guard hides
 * the totals a role may not see, by the PayRunTotals declaration). The totals are the engine's
 * figures for the month, the same as payrollStats and payrollSummary: records inside fixed
 * periods are locked, so a fixed month's totals are those of its fixed cards unless a rule
 * template changed since (the snapshots keep what was fixed, per employee). A fixed run tells
 * when, and by whom, the last fix that completed it was made.
 */
export async function payRun(ctx: RequestContext, companyId: number, month: unknown): Promise<PayRun> {
  await requireCompanyFigures(ctx, companyId);
  return runOf(ctx.app, ctx.em, companyId, month);
}

/** At most this many runs a page: each computes its month's payroll (cached for the next reader). */
export const MAX_RUNS_PAGE = 12;
const monthCursor = z.tuple([payRunPeriodSchema]);

/**
 * The company's pay runs (Relay connection): every month a fix (not reopened) reaches into, newest
 * first, each as payRun answers it. Same access as payRun.
 */
export async function payRuns(ctx: RequestContext, companyId: number, args: PageArgs): Promise<Connection<PayRun>> {
  await requireCompanyFigures(ctx, companyId);
  const first = Math.min(pageSize(args.first), MAX_RUNS_PAGE);
  const before = afterOf(args, monthCursor)?.[0] ?? null;
  const { months, totalCount } = await pageFixedMonths(ctx.em, companyId, { before, limit: first + 1 });
  const runs: PayRun[] = [];
  // One month at a time: each computation loads the company's payroll; in parallel they would pile up.
  for (const month of months.slice(0, first)) runs.push(await runOf(ctx.app, ctx.em, companyId, month));
  const edges = runs.map((run) => ({ cursor: encodeCursor([run.period]), node: run }));
  return {
    edges,
    pageInfo: { hasNextPage: months.length > first, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount,
  };
}

/** How the month's fixes cover its paid employees. */
function coverageOf(computed: Computed, fixes: PayrollFixView[], period: Period) {
  const byEmployee = new Map<number, PayrollFixView[]>();
  for (const fix of fixes) byEmployee.set(fix.employeeId, [...(byEmployee.get(fix.employeeId) ?? []), fix]);
  const paid = computed.paidCards.map((c) => c.card);
  const covered = paid.filter((card) => covers(byEmployee.get(card.id) ?? [], period));
  return { paid, covered, status: runStatus(paid.length, covered.length, fixes.length > 0) };
}

/**
 * The last month before `before` whose status is fixed, with its fixes (not reopened): the
 * months some fix reaches into, newest first, each computed (through the payroll cache) until
 * one is wholly fixed; null when none of the last `lookBack` is.
 */
export async function lastFixedMonth(
  app: AppDeps,
  em: EntityManager,
  companyId: number,
  before: string,
  lookBack = MAX_RUNS_PAGE,
): Promise<{ name: string; fixes: PayrollFixView[] } | null> {
  const { months } = await pageFixedMonths(em, companyId, { before, limit: lookBack });
  for (const name of months) {
    const period = resolvePeriod({ period: name }, name);
    const [computed, fixes] = await Promise.all([
      computePeriod(app, em, companyId, period),
      openFixesInPeriod(em, companyId, period),
    ]);
    if (coverageOf(computed, fixes, period).status === 'fixed') return { name, fixes };
  }
  return null;
}

/** A month's run; the caller has checked access. */
export async function runOf(app: AppDeps, em: EntityManager, companyId: number, month: unknown): Promise<PayRun> {
  const name = parse(payRunPeriodSchema, month);
  const period = resolvePeriod({ period: name }, name);
  const [computed, fixes, review] = await Promise.all([
    computePeriod(app, em, companyId, period),
    openFixesInPeriod(em, companyId, period),
    findReview(em, companyId, name),
  ]);
  const { paid, covered, status } = coverageOf(computed, fixes, period);
  const coveredIds = new Set(covered.map((c) => c.id));
  const last =
    status === 'fixed'
      ? fixes.filter((f) => coveredIds.has(f.employeeId)).reduce((a, b) => (b.fixedAt > a.fixedAt ? b : a))
      : null;
  const people = [last?.fixedBy, review?.submittedBy, review?.decidedBy].filter((id): id is number => id != null);
  const names = people.length > 0 ? await userNames(em, [...new Set(people)]) : new Map<number, string>();
  const userOf = (id: number | null | undefined) => (id != null ? { id, name: names.get(id) ?? '' } : null);
  const stats = dashboardStats(computed.result);
  const overview = financialOverview(computed.input, computed.result);
  return {
    companyId,
    period: name,
    from: period.from,
    to: period.to,
    status,
    employeeCount: paid.length,
    fixedCount: covered.length,
    totals: {
      totalSalaryFund: stats.totalSalaryFund,
      totalBonuses: stats.totalBonuses,
      totalPenalties: stats.totalPenalties,
      totalAdvances: overview.totalAdvances,
      totalPiecework: fmt2(sum(paid.map((c) => dec(c.piecework)))),
      amountDue: overview.amountDue,
      totalProfit: overview.totalProfit,
    },
    fixedAt: last?.fixedAt ?? null,
    fixedBy: userOf(last?.fixedBy),
    stage: stageOf(review?.state ?? null, status),
    review: review && reviewOf(review, userOf),
  };
}

function reviewOf(row: PayRunReviewRow, userOf: (id: number | null) => { id: number; name: string } | null) {
  return {
    state: row.state,
    submittedAt: row.submittedAt,
    submittedBy: userOf(row.submittedBy),
    decidedAt: row.decidedAt,
    decidedBy: userOf(row.decidedBy),
    returnReason: row.returnReason,
  };
}

/** payRunChanged: the month's run, pushed on stage changes and on pay changes of the month (salaries.view). */
export async function payRunChanges(ctx: RequestContext, companyId: number, month: unknown) {
  await requireCompanyFigures(ctx, companyId);
  const name = parse(payRunPeriodSchema, month);
  const period = resolvePeriod({ period: name }, name);
  return monthChanges(ctx, companyId, { name, period }, () => runOf(ctx.app, ctx.app.orm.em.fork(), companyId, name));
}
