import type { FilterQuery } from '@mikro-orm/core';
import type { ChangedSince } from '../../shared/change-feed';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PAY_MESSAGES } from '@staffpay/schema/pay/pay.schemas';
import { AppError } from '../../shared/errors';
import type { Period } from '@staffpay/pay-engine/engine.types';
import { PayrollFix } from './payroll-fix.entity';
import { toFixView, type PayrollFixView } from './payroll-fix.view';

/*
 * The fixed periods' table, owned here beside the lock it drives; the payroll domain above
 * fixes and reopens periods through these functions.
 */

/** The employee's fixes that are not reopened and overlap the period, oldest first. */
export async function openFixesOverlapping(
  em: EntityManager,
  companyId: number,
  employeeId: number,
  period: Period,
): Promise<PayrollFixView[]> {
  const rows = await em.find(
    PayrollFix,
    {
      company: companyId,
      employee: employeeId,
      reopenedAt: null,
      periodFrom: { $lte: period.to },
      periodTo: { $gte: period.from },
    },
    { orderBy: { periodFrom: 'asc' } },
  );
  return rows.map(toFixView);
}

/** Refuses (409) a fix overlapping a fixed period of the same employee that is not reopened. */
export async function assertNotFixed(
  em: EntityManager,
  companyId: number,
  employeeId: number,
  period: Period,
): Promise<void> {
  if ((await openFixesOverlapping(em, companyId, employeeId, period)).length > 0) {
    throw new AppError('PERIOD_FIXED', PAY_MESSAGES.alreadyFixed);
  }
}

export async function insertFix(
  em: EntityManager,
  fix: { companyId: number; employeeId: number; period: Period; snapshot: Record<string, unknown> },
  fixedBy: number | null,
): Promise<PayrollFixView> {
  return (await insertFixes(em, [fix], fixedBy))[0]!;
}

/**
 * Inserts many fixes in one flush (a pay run's approval: every paid employee's month at once),
 * answered in the order given.
 */
export async function insertFixes(
  em: EntityManager,
  fixes: { companyId: number; employeeId: number; period: Period; snapshot: Record<string, unknown> }[],
  fixedBy: number | null,
): Promise<PayrollFixView[]> {
  const fixedAt = new Date();
  const created = fixes.map((fix) =>
    em.create(PayrollFix, {
      company: fix.companyId,
      employee: fix.employeeId,
      periodFrom: fix.period.from,
      periodTo: fix.period.to,
      snapshot: fix.snapshot,
      fixedBy,
      fixedAt,
    }),
  );
  await em.flush();
  return created.map(toFixView);
}

/** Reopens a fix that is not reopened yet: its view before and after, or null when there is none. */
export async function reopenFix(
  em: EntityManager,
  companyId: number,
  fixId: number,
  reopenedBy: number | null,
): Promise<{ before: PayrollFixView; after: PayrollFixView } | null> {
  const found = await em.findOne(PayrollFix, { id: fixId, company: companyId, reopenedAt: null });
  if (!found) return null;
  const before = toFixView(found);
  found.reopenedAt = new Date();
  found.reopenedBy = reopenedBy;
  await em.flush();
  return { before, after: toFixView(found) };
}

/** The company's fixes, or one employee's, newest first, reopened ones included; with `changed`, in the change order. */
export async function listFixRows(
  em: EntityManager,
  companyId: number,
  employeeId: number | null,
  changed: ChangedSince | null = null,
): Promise<PayrollFixView[]> {
  const where: FilterQuery<PayrollFix> = {
    company: companyId,
    ...(employeeId === null ? {} : { employee: employeeId }),
  };
  const rows = changed
    ? await em.find(PayrollFix, changedFrom(where, changed), { orderBy: CHANGE_ORDER })
    : await em.find(PayrollFix, where, { orderBy: { periodFrom: 'desc', id: 'desc' } });
  return rows.map(toFixView);
}

const CHANGE_ORDER = { updatedAt: 'asc', id: 'asc' } as const;

/** `where` narrowed to the fixes changed since, after the change order's keyset. */
function changedFrom(where: FilterQuery<PayrollFix>, changed: ChangedSince): FilterQuery<PayrollFix> {
  const since: FilterQuery<PayrollFix> = { $and: [where, { updatedAt: { $gte: changed.since } }] };
  if (!changed.after) return since;
  const at = new Date(changed.after[0]);
  return { $and: [since, { $or: [{ updatedAt: { $gt: at } }, { updatedAt: at, id: { $gt: changed.after[1] } }] }] };
}

/** A page of the fixes changed since (the change order), with how many changed in all. */
export async function pageChangedFixRows(
  em: EntityManager,
  companyId: number,
  employeeId: number | null,
  changed: ChangedSince,
  limit: number,
): Promise<{ rows: PayrollFixView[]; totalCount: number }> {
  const where: FilterQuery<PayrollFix> = {
    company: companyId,
    ...(employeeId === null ? {} : { employee: employeeId }),
  };
  const [totalCount, rows] = await Promise.all([
    em.count(PayrollFix, changedFrom(where, { since: changed.since, after: null })),
    em.find(PayrollFix, changedFrom(where, changed), { orderBy: CHANGE_ORDER, limit }),
  ]);
  return { rows: rows.map(toFixView), totalCount };
}

/**
 * A page of the company's fixes, or one employee's, newest first (periodFrom, then id), after the
 * keyset `after` when given, with how many there are in all: a connection's rows.
 */
export async function pageFixRows(
  em: EntityManager,
  companyId: number,
  employeeId: number | null,
  page: { after: readonly [string, number] | null; limit: number },
): Promise<{ rows: PayrollFixView[]; totalCount: number }> {
  const where: FilterQuery<PayrollFix> = {
    company: companyId,
    ...(employeeId === null ? {} : { employee: employeeId }),
  };
  const after = page.after;
  const paged: FilterQuery<PayrollFix> = after
    ? { $and: [where, { $or: [{ periodFrom: { $lt: after[0] } }, { periodFrom: after[0], id: { $lt: after[1] } }] }] }
    : where;
  const [totalCount, rows] = await Promise.all([
    em.count(PayrollFix, where),
    em.find(PayrollFix, paged, { orderBy: { periodFrom: 'desc', id: 'desc' }, limit: page.limit }),
  ]);
  return { rows: rows.map(toFixView), totalCount };
}

/** The company's fixes that are not reopened, oldest first (the integrity check compares them with the ledger). */
export async function openFixesOfCompany(em: EntityManager, companyId: number): Promise<PayrollFixView[]> {
  const rows = await em.find(
    PayrollFix,
    { company: companyId, reopenedAt: null },
    { orderBy: { periodFrom: 'asc', id: 'asc' } },
  );
  return rows.map(toFixView);
}

/** The company's fixes that are not reopened and overlap the period, oldest first (a pay run's status). */
export async function openFixesInPeriod(
  em: EntityManager,
  companyId: number,
  period: Period,
): Promise<PayrollFixView[]> {
  const rows = await em.find(
    PayrollFix,
    { company: companyId, reopenedAt: null, periodFrom: { $lte: period.to }, periodTo: { $gte: period.from } },
    { orderBy: { periodFrom: 'asc', id: 'asc' } },
  );
  return rows.map(toFixView);
}

/**
 * A page of the months ('YYYY-MM') the company's fixes that are not reopened reach into, newest
 * first, before the month `before` when given, with how many there are in all (pay runs).
 */
export async function pageFixedMonths(
  em: EntityManager,
  companyId: number,
  page: { before: string | null; limit: number },
): Promise<{ months: string[]; totalCount: number }> {
  const months = `select distinct to_char(m, 'YYYY-MM') as month
      from payroll_fixes f,
           generate_series(date_trunc('month', f.period_from), f.period_to, interval '1 month') as m
     where f.company_id = ? and f.reopened_at is null`;
  const [rows, counted] = await Promise.all([
    em.execute<{ month: string }[]>(
      `select month from (${months}) as t where ?::text is null or month < ? order by month desc limit ?`,
      [companyId, page.before, page.before, page.limit],
    ),
    em.execute<{ n: number }[]>(`select count(*)::int as n from (${months}) as t`, [companyId]),
  ]);
  return { months: rows.map((r) => r.month), totalCount: counted[0]?.n ?? 0 };
}
