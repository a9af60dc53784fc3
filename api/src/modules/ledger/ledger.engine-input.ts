import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray } from '../../shared/sql';
import type { LedgerRecord as EngineLedgerRecord, Period } from '@staffpay/pay-engine/engine.types';
import { LEDGER_COLUMNS } from './ledger-query';

/**
 * The company's ledger records dated inside `period` (of `employeeIds` only, when given), for
 * the payroll engine: one statement over the (company_id, applied_date, id) index, amounts as
 * decimal strings, in date order.
 */
export async function loadLedgerForEngine(
  em: EntityManager,
  companyId: number,
  period: Period,
  employeeIds?: number[],
): Promise<EngineLedgerRecord[]> {
  if (employeeIds?.length === 0) return [];
  const params: unknown[] = [companyId, period.from, period.to];
  if (employeeIds) params.push(intArray(employeeIds));
  return em.execute<EngineLedgerRecord[]>(
    `select ${LEDGER_COLUMNS} from ledger_records r
     where r.company_id = ? and r.applied_date between ?::date and ?::date
       ${employeeIds ? 'and r.employee_id = any(?::int[])' : ''}
     order by r.applied_date, r.id`,
    params,
  );
}
