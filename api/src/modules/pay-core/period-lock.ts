import type { EntityManager } from '@mikro-orm/postgresql';
import { PAY_MESSAGES } from '@staffpay/schema/pay/pay.schemas';
import { PAY_RUN_MESSAGES } from '@staffpay/schema/pay/pay-run.schemas';
import { AppError } from '../../shared/errors';
import { lockEmployee } from '../staff';
import { lockMonth, monthsInReview } from './pay-run-reviews';

/**
 * Refuses (409) a write of a ledger or performance record of `employeeId` dated on any of
 * `dates` when a fixed, not reopened period of that employee contains it (PERIOD_FIXED), or when
 * the month of one of them is sent for review (PERIOD_IN_REVIEW). Call it inside the write's
 * transaction, with the dates before and after the change.
 */
export async function assertPeriodsOpen(
  em: EntityManager,
  companyId: number,
  employeeId: number,
  dates: string[],
): Promise<void> {
  const wanted = [...new Set(dates)];
  if (wanted.length === 0) return;
  await assertMonthsNotInReview(em, companyId, [...new Set(wanted.map((d) => d.slice(0, 7)))]);
  // The fix locks the same row before it checks and snapshots, so a write and a fix of one
  // employee never interleave: the write lands before the snapshot or is refused after it.
  await lockEmployee(em, companyId, employeeId);
  // Plain SQL, as monthsInReview: the write's transaction is on the path of the live pushes.
  const fixes = await em.execute(
    `select 1 from payroll_fixes f cross join jsonb_array_elements_text(?::jsonb) as d(day)
      where f.company_id = ? and f.employee_id = ? and f.reopened_at is null
        and d.day::date between f.period_from and f.period_to
      limit 1`,
    [JSON.stringify(wanted), companyId, employeeId],
  );
  if (fixes.length > 0) throw new AppError('PERIOD_FIXED', PAY_MESSAGES.periodFixed);
}

/** Every month ('YYYY-MM') a span of days [from, to] touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last) return out;
    out.push(month);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}

/**
 * Refuses (409 PERIOD_IN_REVIEW) when one of the months ('YYYY-MM') is in review. It holds each
 * month's lock shared until the transaction ends, so a review step (exclusive) waits for the
 * write, and the write for it (pay-run-reviews.ts, lockMonth).
 */
export async function assertMonthsNotInReview(em: EntityManager, companyId: number, wanted: string[]): Promise<void> {
  const months = [...new Set(wanted)].sort();
  for (const month of months) await lockMonth(em, companyId, month, 'shared');
  if ((await monthsInReview(em, companyId, months)).length > 0) {
    throw new AppError('PERIOD_IN_REVIEW', PAY_RUN_MESSAGES.periodInReview);
  }
}
