import type { EntityManager } from '@mikro-orm/postgresql';
import { dayText } from '../../shared/day-text';
import { Decimal } from 'decimal.js';
import { LEDGER_TYPE_LABELS, type LedgerType } from '@staffpay/schema/pay/ledger-types';
import { personLabel, ruAmount, type IntegrityPart } from '../../shared/integrity/integrity-part';
import { intArray } from '../../shared/sql';
import { openFixesOfCompany, snapshotLines, type SnapshotLine } from '../pay-core';
import { employeeNames } from '../staff';

/** The largest amount one record may plausibly carry; the forms accept up to numeric(14,2). */
export const PLAUSIBLE_AMOUNT_LIMIT = '100000000';

interface Row {
  id: number;
  employeeId: number;
  type: LedgerType;
  amount: string;
  appliedDate: string;
}

const recordLabel = (r: Row) => `Запись «${LEDGER_TYPE_LABELS[r.type]}» № ${r.id} от ${dayText(r.appliedDate)}`;

/**
 * The ledger's integrity: records of employees the company no longer has, amounts outside
 * (0, PLAUSIBLE_AMOUNT_LIMIT], and fixed periods whose snapshot no longer lists the records the
 * ledger holds for them (a record added, removed or changed past the period lock).
 */
export async function ledgerIntegrity(
  em: EntityManager,
  companyId: number,
  employeeIds: number[],
): Promise<IntegrityPart> {
  const [count] = await em.execute<{ n: number }[]>(
    'select count(*)::int as n from ledger_records where company_id = ?',
    [companyId],
  );
  const suspicious = await em.execute<Row[]>(
    `select id, employee_id as "employeeId", type, amount::text as amount, applied_date::text as "appliedDate"
       from ledger_records
      where company_id = ? and (employee_id <> all(?::int[]) or amount <= 0 or amount > ?)
      order by applied_date, id`,
    [companyId, intArray(employeeIds), PLAUSIBLE_AMOUNT_LIMIT],
  );
  const known = new Set(employeeIds);
  const issues = suspicious.map((r) =>
    known.has(r.employeeId)
      ? `${recordLabel(r)}: сумма ${ruAmount(r.amount)} вне допустимого диапазона (от 0,01 до ${ruAmount(PLAUSIBLE_AMOUNT_LIMIT)})`
      : `${recordLabel(r)} на ${ruAmount(r.amount)} относится к удалённому сотруднику № ${r.employeeId}`,
  );
  const fixes = await fixMismatches(em, companyId);
  return { checked: count!.n + fixes.checked, issues: [...issues, ...fixes.issues] };
}

const total = (lines: { amount: string }[]) => lines.reduce((sum, l) => sum.plus(l.amount), new Decimal(0)).toFixed(2);
const sameLines = (a: SnapshotLine[], b: SnapshotLine[]) => {
  const key = (l: SnapshotLine) => `${l.type}:${l.id}:${new Decimal(l.amount).toFixed(2)}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((k, i) => k === right[i]);
};

async function fixMismatches(em: EntityManager, companyId: number): Promise<IntegrityPart> {
  const fixes = await openFixesOfCompany(em, companyId);
  if (fixes.length === 0) return { checked: 0, issues: [] };
  const rows = await em.execute<(Row & { fix: number })[]>(
    `select f.fix, l.id, l.type, l.amount::text as amount
       from unnest(?::int[], ?::int[], ?::date[], ?::date[]) as f(fix, employee_id, date_from, date_to)
       join ledger_records l on l.company_id = ? and l.employee_id = f.employee_id
                            and l.applied_date between f.date_from and f.date_to`,
    [
      intArray(fixes.map((f) => f.id)),
      intArray(fixes.map((f) => f.employeeId)),
      `{${fixes.map((f) => f.periodFrom).join(',')}}`,
      `{${fixes.map((f) => f.periodTo).join(',')}}`,
      companyId,
    ],
  );
  const ledgerOf = new Map<number, SnapshotLine[]>();
  for (const r of rows) {
    const lines = ledgerOf.get(r.fix) ?? [];
    lines.push({ type: r.type, id: r.id, amount: r.amount });
    ledgerOf.set(r.fix, lines);
  }
  const broken = fixes.filter((f) => !sameLines(snapshotLines(f.snapshot), ledgerOf.get(f.id) ?? []));
  const names = await employeeNames(
    em,
    companyId,
    broken.map((f) => f.employeeId),
  );
  const issues = broken.map((f) => {
    const fixed = snapshotLines(f.snapshot);
    const booked = ledgerOf.get(f.id) ?? [];
    const person = names.get(f.employeeId);
    const who = person ? personLabel(person) : `№ ${f.employeeId}`;
    return (
      `Зафиксированный период ${dayText(f.periodFrom)}–${dayText(f.periodTo)} сотрудника ${who} не совпадает с журналом: ` +
      `в снимке записей ${fixed.length} на ${ruAmount(total(fixed))}, в журнале ${booked.length} на ${ruAmount(total(booked))}`
    );
  });
  return { checked: fixes.length, issues };
}
