import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { backupLedgerRecordSchema } from '@staffpay/schema/data-protection/backup.schemas';
import { insertAll, RESTORE_PAGE } from '../../shared/backup/insert-all';
import { intArray } from '../../shared/sql';
import { LedgerRecord } from './ledger-record.entity';

type BackupLedgerRecord = z.infer<typeof backupLedgerRecordSchema>;

/** The ledger a page at a time, in booking order; records of employees the company no longer has are left out. */
export async function* ledgerForBackup(
  em: EntityManager,
  companyId: number,
  employeeIds: number[],
): AsyncGenerator<BackupLedgerRecord[]> {
  for (let after = 0; ;) {
    const rows = await em.execute<BackupLedgerRecord[]>(
      `select id, employee_id as "employeeId", type, amount::text as amount, reason, quantity,
              applied_date::text as "appliedDate"
         from ledger_records
        where company_id = ? and id > ? and employee_id = any(?::int[])
        order by id limit ?`,
      [companyId, after, intArray(employeeIds), RESTORE_PAGE * 5],
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}

/** Writes a file's ledger for the restored employees; who booked a record is not part of a backup. */
export function restoreLedger(
  em: EntityManager,
  companyId: number,
  rows: BackupLedgerRecord[],
  employees: Map<number, number>,
): Promise<Map<number, number>> {
  return insertAll(em, LedgerRecord, rows, ({ id: _id, employeeId, ...r }) => ({
    ...r,
    company: companyId,
    employee: employees.get(employeeId)!,
  }));
}

export async function clearLedger(em: EntityManager, companyId: number): Promise<void> {
  await em.nativeDelete(LedgerRecord, { company: companyId });
}
