import { todayInZone } from '../../shared/calendar/calendar-dates';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { PAY_MESSAGES } from '@staffpay/schema/pay/pay.schemas';
import { companyCalendar } from '../companies';
import { listedEmployee, requirePayRead, type PayScope, type PeriodArgs } from '../pay-core';
import { employeeExists } from '../staff';
import { goalsOf } from './figure-views';
import { feedOf } from './pay-feed.service';
import { changedFigure } from './pay-feed-views';
import { payFieldsKey, payFieldsOf, type MaskedGoal } from './pay-fields';
import { computeFor, periodFor } from './payroll-compute';
import { whileMember } from '../../shared/tenancy/live';

type GoalArgs = PeriodArgs & { employeeId?: unknown };

interface GoalScope {
  scope: PayScope;
  /** The employee asked for (pay readers); null: everyone the scope sees. */
  employeeId: number | null;
  /** The scope sees nothing (the employee role asking for someone else, or without a record). */
  none: boolean;
  timezone: string;
}

/**
 * Who may see which goals (salaries.view; the employee role its own, like the other pay reads).
 * An employee that is not of the company answers 404, whoever asks.
 */
async function goalScope(ctx: RequestContext, companyId: number, args: GoalArgs): Promise<GoalScope> {
  const scope = await requirePayRead(ctx, companyId);
  const listed = listedEmployee(scope, args.employeeId);
  const asked = args.employeeId == null ? null : (args.employeeId as number);
  if (asked !== null && !(await employeeExists(ctx.em, companyId, asked))) {
    throw new AppError('NOT_FOUND', PAY_MESSAGES.employeeNotFound);
  }
  const { timezone } = await companyCalendar(ctx.em, companyId);
  return {
    scope,
    employeeId: listed && 'employeeId' in listed ? listed.employeeId : null,
    none: listed === null,
    timezone,
  };
}

/**
 * Each paid employee's progress towards each threshold rule that applies to them, with a
 * month-end projection at the current pace and the payout the engine gives it (docs/payroll.md,
 * 'Goal progress'). Today is the company's, in its timezone.
 */
export async function goalProgress(ctx: RequestContext, companyId: number, args: GoalArgs): Promise<MaskedGoal[]> {
  const goal = await goalScope(ctx, companyId, args);
  if (goal.none) return [];
  const computed = await computeFor(ctx, companyId, args);
  return goalsOf(computed, todayInZone(goal.timezone, new Date()), goal.scope, goal.employeeId);
}

/** goalProgress, the whole list, pushed on every change of the period that moves it. */
export async function goalProgressChanges(ctx: RequestContext, companyId: number, args: GoalArgs) {
  const goal = await goalScope(ctx, companyId, args);
  const period = await periodFor(ctx, companyId, args);
  const { scope } = goal;
  const source = await feedOf<MaskedGoal[]>(ctx, companyId, period, (update) => {
    if (goal.none) return null;
    // The day is read per change: a feed open over midnight projects with the new day.
    const today = todayInZone(goal.timezone, new Date());
    const viewer = `${scope.all ? '*' : scope.ownEmployeeId}:${payFieldsKey(payFieldsOf(scope.permissions))}`;
    const key = `goals:${today}:${goal.employeeId ?? '*'}:${viewer}`;
    return changedFigure(update, key, (c) => goalsOf(c, today, scope, goal.employeeId));
  });
  return whileMember(ctx, companyId, scope.need, source, scope);
}
