import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { backupPayrollFixSchema } from '@staffpay/schema/data-protection/backup.schemas';
import { insertAll, RESTORE_PAGE } from '../../shared/backup/insert-all';
import { intArray } from '../../shared/sql';
import { remapSnapshot, type SnapshotReferences } from './fix-snapshot';
import { PayrollFix } from './payroll-fix.entity';

type BackupPayrollFix = z.infer<typeof backupPayrollFixSchema>;

/**
 * Fixed periods with their snapshots a page at a time, reopened ones included; fixes of employees
 * the company no longer has are left out, and a snapshot's references to records that are gone
 * become null.
 */
export async function* fixesForBackup(
  em: EntityManager,
  companyId: number,
  employeeIds: number[],
  refs: SnapshotReferences,
): AsyncGenerator<BackupPayrollFix[]> {
  for (let after = 0; ;) {
    const rows = await em.execute<(Omit<BackupPayrollFix, 'fixedAt' | 'reopenedAt'> & FixTimes)[]>(
      `select id, employee_id as "employeeId", period_from::text as "periodFrom", period_to::text as "periodTo",
              snapshot, fixed_at as "fixedAt", reopened_at as "reopenedAt"
         from payroll_fixes
        where company_id = ? and id > ? and employee_id = any(?::int[])
        order by id limit ?`,
      [companyId, after, intArray(employeeIds), RESTORE_PAGE],
    );
    if (rows.length === 0) return;
    yield rows.map((f) => ({
      ...f,
      snapshot: remapSnapshot(f.snapshot, refs),
      fixedAt: new Date(f.fixedAt).toISOString(),
      reopenedAt: f.reopenedAt === null ? null : new Date(f.reopenedAt).toISOString(),
    }));
    after = rows[rows.length - 1]!.id;
  }
}

/** Timestamps as the driver hands them over (a Date from pg, text elsewhere). */
interface FixTimes {
  fixedAt: Date | string;
  reopenedAt: Date | string | null;
}

/** Writes a file's fixes, their snapshots' references mapped to the restored records; who fixed is not kept. */
export function restoreFixes(
  em: EntityManager,
  companyId: number,
  rows: BackupPayrollFix[],
  employees: Map<number, number>,
  refs: SnapshotReferences,
): Promise<Map<number, number>> {
  return insertAll(em, PayrollFix, rows, ({ id: _id, employeeId, fixedAt, reopenedAt, snapshot, ...f }) => ({
    ...f,
    company: companyId,
    employee: employees.get(employeeId)!,
    snapshot: remapSnapshot(snapshot, refs),
    fixedAt: new Date(fixedAt),
    reopenedAt: reopenedAt ? new Date(reopenedAt) : null,
  }));
}

export async function clearFixes(em: EntityManager, companyId: number): Promise<void> {
  await em.nativeDelete(PayrollFix, { company: companyId });
}
