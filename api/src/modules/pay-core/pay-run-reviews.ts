import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PayRunReviewState } from '@staffpay/schema/pay/pay-run.schemas';
import { PayRunReview } from './pay-run-review.entity';

/*
 * The months' reviews, owned here beside the period lock they drive; the payroll domain above
 * sends, approves and returns pay runs through these functions.
 */

/** A review as the domains above read it (the snapshot only where asked for). */
export interface PayRunReviewRow {
  id: number;
  companyId: number;
  period: string;
  state: PayRunReviewState;
  submittedBy: number | null;
  submittedAt: Date;
  decidedBy: number | null;
  decidedAt: Date | null;
  returnReason: string | null;
}

const rowOf = (r: Omit<PayRunReview, 'snapshot'>, companyId: number): PayRunReviewRow => ({
  id: r.id,
  companyId,
  period: r.period,
  state: r.state,
  submittedBy: r.submittedBy ?? null,
  submittedAt: r.submittedAt,
  decidedBy: r.decidedBy ?? null,
  decidedAt: r.decidedAt ?? null,
  returnReason: r.returnReason ?? null,
});

/**
 * The month's lock between its submission and the writes of its records: a write holds it shared
 * (any number at once), sending the month for review exclusively, until their transactions end.
 * So a record written while a month is being sent lands before the snapshot, or is refused after.
 */
export async function lockMonth(em: EntityManager, companyId: number, month: string, mode: 'shared' | 'exclusive') {
  const fn = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await em.execute(`select ${fn}(?, hashtext(?))`, [companyId, `payRun:${month}`]);
}

/** The month's review, or null when it was never sent. */
export async function findReview(
  em: EntityManager,
  companyId: number,
  period: string,
): Promise<PayRunReviewRow | null> {
  const found = await em.findOne(PayRunReview, { company: companyId, period }, { exclude: ['snapshot'] });
  return found ? rowOf(found, companyId) : null;
}

/** The review's snapshot taken on submission (null when there is no review). */
export async function reviewSnapshot(
  em: EntityManager,
  companyId: number,
  period: string,
): Promise<Record<string, unknown> | null> {
  const found = await em.findOne(PayRunReview, { company: companyId, period }, { fields: ['snapshot'] });
  return found?.snapshot ?? null;
}

/** Which of the months are in review now. */
export async function monthsInReview(em: EntityManager, companyId: number, months: string[]): Promise<string[]> {
  if (months.length === 0) return [];
  // Plain SQL: every ledger and performance write asks this inside its transaction, on the path of the live pushes.
  const rows = await em.execute<{ period: string }[]>(
    `select period from pay_run_reviews
      where company_id = ? and state = 'in_review' and period in (select jsonb_array_elements_text(?::jsonb))`,
    [companyId, JSON.stringify(months)],
  );
  return rows.map((r) => r.period);
}

/** Sends the month for review: a new row, or the returned/approved one sent again (its decision cleared). */
export async function saveSubmission(
  em: EntityManager,
  companyId: number,
  period: string,
  submittedBy: number | null,
  snapshot: Record<string, unknown>,
): Promise<PayRunReviewRow> {
  let row = await em.findOne(PayRunReview, { company: companyId, period });
  const submittedAt = new Date();
  if (!row) {
    row = em.create(PayRunReview, {
      company: companyId,
      period,
      state: 'in_review',
      submittedBy,
      submittedAt,
      snapshot,
    });
  } else {
    Object.assign(row, {
      state: 'in_review',
      submittedBy,
      submittedAt,
      decidedBy: null,
      decidedAt: null,
      returnReason: null,
      snapshot,
    });
  }
  await em.flush();
  return rowOf(row, companyId);
}

/**
 * Records the decision on a review in review, answered null when it is not in review (in the
 * caller's transaction). A decision takes no month lock: while in review the month is frozen, so
 * no write of it can land anyway; and an approval's fixes check their employees' rows, which a
 * write may hold while it waits for the month's lock (a deadlock if the decision held that lock).
 */
export async function saveDecision(
  em: EntityManager,
  companyId: number,
  period: string,
  decision: { state: 'approved' | 'returned'; decidedBy: number | null; returnReason: string | null },
): Promise<PayRunReviewRow | null> {
  // Locked: of two decisions at once the second waits, then finds the review decided (null).
  const row = await em.findOne(
    PayRunReview,
    { company: companyId, period, state: 'in_review' },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!row) return null;
  Object.assign(row, { ...decision, decidedAt: new Date() });
  await em.flush();
  return rowOf(row, companyId);
}
