import type { EntityManager } from '@mikro-orm/postgresql';
import type { LedgerType } from '@staffpay/schema/pay/ledger-types';
import type { Period } from '@staffpay/pay-engine/engine.types';
import { intArray } from '../../shared/sql';
import { changedWhere, changeOrder, type ChangedSince } from '../../shared/change-feed';
import { employeeIdsNamed, employeeNames } from '../staff';
import { toLedgerView, type LedgerRow, type LedgerView } from './ledger.view';

/** What a read selects by; every field but companyId narrows it. */
export interface LedgerWhere {
  companyId: number;
  id?: number;
  employeeId?: number;
  type?: LedgerType;
  /** Substring of the reason or of the employee's "first last", case-insensitive. */
  search?: string;
  period?: Period;
  idempotencyKey?: string;
  /** At most this many, the newest. */
  limit?: number;
  /** Only records after this (appliedDate, id) in the newest-first order: a connection's keyset. */
  after?: readonly [string, number] | null;
  /** Only records changed since, in the change order (change-feed.ts); `after` is then unused. */
  changed?: ChangedSince | null;
}

// Text casts keep money exact and dates free of the session's timezone and DateStyle.
export const LEDGER_COLUMNS = `r.id, r.employee_id as "employeeId", r.type, r.amount::text as amount, r.reason, r.quantity,
  to_char(r.applied_date, 'YYYY-MM-DD') as "appliedDate"`;

/** The where clause of a read (without the keyset), shared by the page and its count. */
async function conditions(em: EntityManager, w: LedgerWhere): Promise<{ sql: string; params: unknown[] }> {
  const parts = ['r.company_id = ?'];
  const params: unknown[] = [w.companyId];
  const and = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (w.id !== undefined) and('r.id = ?', w.id);
  if (w.employeeId !== undefined) and('r.employee_id = ?', w.employeeId);
  if (w.type !== undefined) and('r.type = ?', w.type);
  if (w.idempotencyKey !== undefined) and('r.idempotency_key = ?', w.idempotencyKey);
  if (w.period) and('r.applied_date between ?::date and ?::date', w.period.from, w.period.to);
  if (w.changed) and('r.updated_at >= ?', w.changed.since);
  if (w.search) {
    const pattern = `%${w.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const named = await employeeIdsNamed(em, w.companyId, w.search);
    and("(r.reason ilike ? escape '\\' or r.employee_id = any(?::int[]))", pattern, intArray(named));
  }
  return { sql: parts.join(' and '), params };
}

/** How many records match (the keyset and limit aside): a connection's totalCount. */
export async function countLedger(em: EntityManager, w: LedgerWhere): Promise<number> {
  const { sql, params } = await conditions(em, w);
  const [row] = await em.execute<{ n: string | number }[]>(
    `select count(*) as n from ledger_records r where ${sql}`,
    params,
  );
  return Number(row?.n ?? 0);
}

/**
 * Views of the matching records, newest first (appliedDate, then id), served by the
 * (company_id, applied_date, id) index; the employees' names are asked of staff, for the
 * search before and for the page after.
 */
export async function selectLedgerViews(em: EntityManager, w: LedgerWhere): Promise<LedgerView[]> {
  const where = await conditions(em, w);
  const parts = [where.sql];
  const params = [...where.params];
  if (w.changed) {
    const changed = changedWhere('r', w.changed);
    parts.push(changed.sql);
    params.push(...changed.params);
  } else if (w.after) {
    parts.push('(r.applied_date, r.id) < (?::date, ?)');
    params.push(...w.after);
  }
  const order = w.changed ? changeOrder('r') : 'r.applied_date desc, r.id desc';
  const rows = await em.execute<Omit<LedgerRow, 'employeeName'>[]>(
    `select ${LEDGER_COLUMNS}, r.company_id as "companyId", r.created_at as "createdAt", r.updated_at as "updatedAt",
            r.corrects_record_id as "correctsRecordId", to_char(o.applied_date, 'YYYY-MM-DD') as "correctsAppliedDate"
     from ledger_records r
     left join ledger_records o on o.id = r.corrects_record_id
     where ${parts.join(' and ')}
     order by ${order}${w.limit === undefined ? '' : ` limit ${Math.trunc(w.limit)}`}`,
    params,
  );
  const names = await employeeNames(
    em,
    w.companyId,
    rows.map((r) => r.employeeId),
  );
  return rows.map((r) => {
    const name = names.get(r.employeeId);
    return toLedgerView({ ...r, employeeName: name ? `${name.firstName} ${name.lastName}` : '' });
  });
}
