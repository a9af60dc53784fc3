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
              applied_date::text as "appliedDate", corrects_record_id as "correctsRecordId"
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

/**
 * Writes a file's ledger for the restored employees; who booked a record is not part of a backup.
 * A correction's original is an earlier record of the file (this page or one `restored` before),
 * so its link is set once both have their new ids.
 */
export async function restoreLedger(
  em: EntityManager,
  companyId: number,
  rows: BackupLedgerRecord[],
  employees: Map<number, number>,
  restored: ReadonlyMap<number, number> = new Map(),
): Promise<Map<number, number>> {
  const ids = await insertAll(em, LedgerRecord, rows, ({ id: _id, employeeId, correctsRecordId: _c, ...r }) => ({
    ...r,
    company: companyId,
    employee: employees.get(employeeId)!,
  }));
  const links = rows.flatMap((r) => {
    const original =
      r.correctsRecordId == null ? undefined : (ids.get(r.correctsRecordId) ?? restored.get(r.correctsRecordId));
    return original === undefined ? [] : [[ids.get(r.id)!, original] as const];
  });
  if (links.length > 0) {
    await em.execute(
      `update ledger_records r set corrects_record_id = l.original
         from (select unnest(?::int[]) as id, unnest(?::int[]) as original) l
        where r.id = l.id and r.company_id = ?`,
      [intArray(links.map((l) => l[0])), intArray(links.map((l) => l[1])), companyId],
    );
  }
  return ids;
}

export async function clearLedger(em: EntityManager, companyId: number): Promise<void> {
  await em.nativeDelete(LedgerRecord, { company: companyId });
}
