import type { EntityManager } from '@mikro-orm/postgresql';
import { PAY_MESSAGES } from '@staffpay/schema/pay/pay.schemas';
import { AppError } from '../../shared/errors';
import { lockEmployee } from '../staff';
import { PayrollFix } from './payroll-fix.entity';

/**
 * Refuses (409) a write of a ledger or performance record of `employeeId` dated on any of
 * `dates` when a fixed, not reopened period of that employee contains it. Call it inside the
 * write's transaction, with the dates before and after the change.
 */
export async function assertPeriodsOpen(
  em: EntityManager,
  companyId: number,
  employeeId: number,
  dates: string[],
): Promise<void> {
  const wanted = [...new Set(dates)];
  if (wanted.length === 0) return;
  // The fix locks the same row before it checks and snapshots, so a write and a fix of one
  // employee never interleave: the write lands before the snapshot or is refused after it.
  await lockEmployee(em, companyId, employeeId);
  const fixes = await em.find(
    PayrollFix,
    {
      company: companyId,
      employee: employeeId,
      reopenedAt: null,
      $or: wanted.map((d) => ({ periodFrom: { $lte: d }, periodTo: { $gte: d } })),
    },
    { fields: ['id'], limit: 1 },
  );
  if (fixes.length > 0) throw new AppError('PERIOD_FIXED', PAY_MESSAGES.periodFixed);
}
