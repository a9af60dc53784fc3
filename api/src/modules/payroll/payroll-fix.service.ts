import { PAY_MESSAGES, performanceSchema, type PerformanceData } from '@staffpay/schema/pay/pay.schemas';
import { PERFORMANCE_RECORD_CREATED } from './performance.events';
import { toPerformanceView } from './performance.view';
import { changedSince } from '../../shared/change-feed';
import type { RequestContext } from '../../shared/context';
import { happened } from '../../shared/events';
import { AppError } from '../../shared/errors';
import { authorize } from '../../shared/tenancy/membership';
import { parse, validId } from '../../shared/validation';
import { recordActivity } from '../activity';
import { recordEvent } from '../outbox';
import { cardFor, checkRecord, insertRecord } from './performance.service';
import {
  listedEmployee,
  requirePayRead,
  assertMonthsNotInReview,
  assertNotFixed,
  insertFix,
  monthsOf,
  listFixRows,
  reopenFix,
  snapshotOf,
  typedSnapshot,
  type PayrollFixView,
} from '../pay-core';
import { PAYROLL_FIXED, PAYROLL_REOPENED } from './payroll-fix.events';

const fixNotFound = () => new AppError('NOT_FOUND', PAY_MESSAGES.fixNotFound);

/** A record worth saving before the fix: anything but the empty form. */
function hasFacts(d: PerformanceData): boolean {
  return d.ordersCount > 0 || /[1-9]/.test(d.employeeProfit) || d.bonusRules.length > 0 || d.penaltyRules.length > 0;
}

/**
 * POST /api/fix-employee-rules: closes [startDate, endDate] for the employee. The body has the
 * performance form's shape; a filled-in form is saved first (as employee-performance would), then
 * the engine's card for the period is written as an immutable snapshot. From then on, ledger and
 * performance records of the employee dated inside the period are locked until an owner reopens it.
 */
export async function fixPeriod(ctx: RequestContext, companyId: number, input: unknown): Promise<PayrollFixView> {
  await authorize(ctx, companyId, 'salaries.approve');
  const data = parse(performanceSchema, input);
  const period = { from: data.startDate, to: data.endDate };
  const { fix, record } = await ctx.em.transactional(async (em) => {
    await checkRecord(em, companyId, data);
    await assertMonthsNotInReview(em, companyId, monthsOf(period.from, period.to));
    await assertNotFixed(em, companyId, data.employeeId, period);
    const saved = hasFacts(data) ? toPerformanceView(await insertRecord(em, ctx, companyId, data)) : null;
    const { card, figures, quantities } = await cardFor(em, companyId, data.employeeId, period);
    const view = await insertFix(
      em,
      {
        companyId,
        employeeId: data.employeeId,
        period,
        snapshot: snapshotOf(period, card, figures, quantities),
      },
      ctx.auth?.userId ?? null,
    );
    recordActivity(em, ctx, companyId, { entityType: 'payrollFix', entityId: view.id, action: 'fixed', after: view });
    // The events last, in the order they happened: the saved record, then the fix.
    const record = saved && (await recordEvent(em, PERFORMANCE_RECORD_CREATED, saved));
    return { fix: await recordEvent(em, PAYROLL_FIXED, view), record };
  });
  if (record !== null) await happened(ctx, PERFORMANCE_RECORD_CREATED, record);
  await happened(ctx, PAYROLL_FIXED, fix);
  return fix;
}

/** An owner reopens a fixed period (salaries.reopen): the records unlock, the snapshot stays for the history. */
export async function reopenPeriod(ctx: RequestContext, companyId: number, fixId: number): Promise<PayrollFixView> {
  await authorize(ctx, companyId, 'salaries.reopen');
  // A malformed id (NaN from the path) finds nothing: the ORM would otherwise send it to SQL.
  if (!validId(fixId)) throw fixNotFound();
  const fix = await ctx.em.transactional(async (em) => {
    const reopened = await reopenFix(em, companyId, fixId, ctx.auth?.userId ?? null);
    if (!reopened) throw fixNotFound();
    const { before, after } = reopened;
    recordActivity(em, ctx, companyId, {
      entityType: 'payrollFix',
      entityId: fixId,
      action: 'reopened',
      before,
      after,
    });
    return recordEvent(em, PAYROLL_REOPENED, after);
  });
  await happened(ctx, PAYROLL_REOPENED, fix);
  return fix;
}

/** A fix as REST answers it: with its snapshot's typed form next to the stored JSON (GraphQL resolves it per field). */
export const fixAnswer = (fix: PayrollFixView) => ({ ...fix, typedSnapshot: typedSnapshot(fix.snapshot) });

/** Fixed periods, newest first, reopened ones included; the employee role sees their own. */
export async function listFixes(
  ctx: RequestContext,
  companyId: number,
  args: { employeeId?: unknown; updatedSince?: unknown },
): Promise<PayrollFixView[]> {
  const scope = await requirePayRead(ctx, companyId);
  const listed = listedEmployee(scope, args.employeeId);
  const changed = changedSince(args);
  if (!listed) return [];
  return listFixRows(ctx.em, companyId, 'employeeId' in listed ? listed.employeeId : null, changed);
}
