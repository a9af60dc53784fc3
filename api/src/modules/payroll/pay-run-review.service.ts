import type { EntityManager } from '@mikro-orm/postgresql';
import { computePayroll } from '@staffpay/pay-engine/engine';
import type { Period } from '@staffpay/pay-engine/engine.types';
import {
  PAY_RUN_MESSAGES,
  payRunPeriodSchema,
  returnReasonSchema,
  type PayRun,
} from '@staffpay/schema/pay/pay-run.schemas';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { happened } from '../../shared/events';
import { authorize } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { userNames } from '../accounts';
import { recordActivity } from '../activity';
import { recordEvent } from '../outbox';
import {
  findReview,
  insertFixes,
  lockMonth,
  openFixesInPeriod,
  resolvePeriod,
  reviewSnapshot,
  saveDecision,
  saveSubmission,
  snapshotOf,
  type PayRunReviewRow,
  type PayrollFixView,
} from '../pay-core';
import { templateVersions } from '../rule-templates';
import { companyEmployeeIds } from '../staff';
import { toCardView } from './card.view';
import { PAY_RUN_APPROVED, PAY_RUN_RETURNED, PAY_RUN_SUBMITTED, type PayRunReviewFact } from './pay-run.events';
import { covers, runOf, stageOf, runStatus } from './pay-run.service';
import { loadPayroll } from './payroll-loader';

/*
 * The pay run's approval (docs/architecture.md, "Pay run approval"): a month is sent for review
 * (frozen: period-lock.ts refuses its records and fixes), then approved (fixed for every paid
 * employee with the snapshot taken when it was sent) or returned with a reason (open again).
 */

const monthOf = (input: unknown) => {
  const name = parse(payRunPeriodSchema, input);
  return { name, period: resolvePeriod({ period: name }, name) };
};

/** The review as events carry it, with the names of who sent and decided. */
async function factOf(em: EntityManager, row: PayRunReviewRow): Promise<PayRunReviewFact> {
  const ids = [row.submittedBy, row.decidedBy].filter((id): id is number => id !== null);
  const names = ids.length > 0 ? await userNames(em, [...new Set(ids)]) : new Map<number, string>();
  const user = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
  return {
    id: row.id,
    companyId: row.companyId,
    period: row.period,
    state: row.state,
    submittedAt: row.submittedAt.toISOString(),
    submittedBy: user(row.submittedBy),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: user(row.decidedBy),
    returnReason: row.returnReason,
  };
}

/**
 * What a review keeps from its submission: each paid employee's fix snapshot of the month (the
 * very inputs fixPeriod reads, the company's month computed once for all of them, fresh in this
 * transaction) and the versions of the rules they were computed with.
 */
async function takeSnapshot(em: EntityManager, companyId: number, period: Period) {
  // One after the other: a transaction's statements share its one connection.
  const { input, people } = await loadPayroll(em, companyId, period);
  const rules = await templateVersions(em, companyId);
  const result = computePayroll(input);
  const quantities = new Map<number, Map<number, number | null>>();
  for (const r of input.ledger) {
    const own = quantities.get(r.employeeId) ?? new Map<number, number | null>();
    own.set(r.id, r.quantity);
    quantities.set(r.employeeId, own);
  }
  const cards: Record<string, Record<string, unknown>> = {};
  for (const figures of result.cards) {
    if (!figures.paid) continue;
    const card = toCardView(people.get(figures.employeeId)!, figures);
    cards[figures.employeeId] = snapshotOf(period, card, figures, quantities.get(figures.employeeId) ?? new Map());
  }
  return { cards, rules };
}

/** The month's fixes (not reopened) per employee, oldest first. */
async function fixesByEmployee(em: EntityManager, companyId: number, period: Period) {
  const byEmployee = new Map<number, PayrollFixView[]>();
  for (const fix of await openFixesInPeriod(em, companyId, period)) {
    byEmployee.set(fix.employeeId, [...(byEmployee.get(fix.employeeId) ?? []), fix]);
  }
  return byEmployee;
}

/**
 * Sends the month for review (salaries.edit): allowed from draft (never sent, or returned) and
 * reopened; refused while in review or approved. Takes the snapshot and freezes the month.
 */
export async function submitPayRun(ctx: RequestContext, companyId: number, month: unknown): Promise<PayRun> {
  await authorize(ctx, companyId, 'salaries.edit');
  const { name, period } = monthOf(month);
  const step = await ctx.em.transactional(async (em) => {
    // Exclusive: the month's writes in flight finish first, later ones see it in review.
    await lockMonth(em, companyId, name, 'exclusive');
    const review = await findReview(em, companyId, name);
    if (review?.state === 'in_review') throw new AppError('CONFLICT', PAY_RUN_MESSAGES.alreadyInReview);
    const byEmployee = await fixesByEmployee(em, companyId, period);
    const snapshot = await takeSnapshot(em, companyId, period);
    const paid = Object.keys(snapshot.cards).map(Number);
    const covered = paid.filter((id) => covers(byEmployee.get(id) ?? [], period)).length;
    const stage = stageOf(review?.state ?? null, runStatus(paid.length, covered, byEmployee.size > 0));
    if (stage === 'approved') throw new AppError('CONFLICT', PAY_RUN_MESSAGES.alreadyApproved);
    if (paid.length === 0) throw new AppError('CONFLICT', PAY_RUN_MESSAGES.noPaidEmployees);
    // A fix over part of the month cannot be completed by a whole-month fix beside it.
    if (paid.some((id) => byEmployee.has(id) && !covers(byEmployee.get(id)!, period))) {
      throw new AppError('CONFLICT', PAY_RUN_MESSAGES.partlyFixed);
    }
    const row = await saveSubmission(em, companyId, name, ctx.auth?.userId ?? null, snapshot);
    const fact = await factOf(em, row);
    recordActivity(em, ctx, companyId, {
      entityType: 'payRun',
      entityId: row.id,
      action: 'submitted',
      before: review && { period: name, state: review.state },
      after: { period: name, state: row.state, employees: paid.length, rules: snapshot.rules },
    });
    return recordEvent(em, PAY_RUN_SUBMITTED, { review: fact, fixes: [] });
  });
  await happened(ctx, PAY_RUN_SUBMITTED, step);
  return runOf(ctx.app, ctx.em, companyId, name);
}

/**
 * Approves the month in review (salaries.approve): fixes every employee of the submission's
 * snapshot not already covered, with that snapshot, in one transaction. The submitter may
 * approve their own month (the product allows it: a company may have one manager).
 */
export async function approvePayRun(ctx: RequestContext, companyId: number, month: unknown): Promise<PayRun> {
  await authorize(ctx, companyId, 'salaries.approve');
  const { name, period } = monthOf(month);
  const userId = ctx.auth?.userId ?? null;
  const step = await ctx.em.transactional(async (em) => {
    const row = await saveDecision(em, companyId, name, { state: 'approved', decidedBy: userId, returnReason: null });
    const snapshot = row && (await reviewSnapshot(em, companyId, name));
    if (!row || !snapshot) throw new AppError('CONFLICT', PAY_RUN_MESSAGES.notInReview);
    const byEmployee = await fixesByEmployee(em, companyId, period);
    const cards = (snapshot.cards ?? {}) as Record<string, Record<string, unknown>>;
    // An employee deleted during the review has nothing left to fix.
    const present = new Set(await companyEmployeeIds(em, companyId));
    const toFix = Object.entries(cards)
      .map(([id, card]) => ({ employeeId: Number(id), snapshot: card }))
      .filter(({ employeeId }) => present.has(employeeId) && !covers(byEmployee.get(employeeId) ?? [], period));
    const fixes = await insertFixes(
      em,
      toFix.map((f) => ({ companyId, employeeId: f.employeeId, period, snapshot: f.snapshot })),
      userId,
    );
    for (const fix of fixes) {
      recordActivity(em, ctx, companyId, { entityType: 'payrollFix', entityId: fix.id, action: 'fixed', after: fix });
    }
    const fact = await factOf(em, row);
    recordActivity(em, ctx, companyId, {
      entityType: 'payRun',
      entityId: row.id,
      action: 'approved',
      before: { period: name, state: 'in_review' },
      after: { period: name, state: row.state, fixed: fixes.length },
    });
    return recordEvent(em, PAY_RUN_APPROVED, { review: fact, fixes });
  });
  await happened(ctx, PAY_RUN_APPROVED, step);
  return runOf(ctx.app, ctx.em, companyId, name);
}

/** Returns the month in review with a reason (salaries.approve): open again, the reason kept and shown. */
export async function returnPayRun(
  ctx: RequestContext,
  companyId: number,
  month: unknown,
  reasonInput: unknown,
): Promise<PayRun> {
  await authorize(ctx, companyId, 'salaries.approve');
  const { name } = monthOf(month);
  const reason = parse(returnReasonSchema, reasonInput);
  const step = await ctx.em.transactional(async (em) => {
    const row = await saveDecision(em, companyId, name, {
      state: 'returned',
      decidedBy: ctx.auth?.userId ?? null,
      returnReason: reason,
    });
    if (!row) throw new AppError('CONFLICT', PAY_RUN_MESSAGES.notInReview);
    const fact = await factOf(em, row);
    recordActivity(em, ctx, companyId, {
      entityType: 'payRun',
      entityId: row.id,
      action: 'returned',
      before: { period: name, state: 'in_review' },
      after: { period: name, state: row.state, returnReason: reason },
    });
    return recordEvent(em, PAY_RUN_RETURNED, { review: fact, fixes: [] });
  });
  await happened(ctx, PAY_RUN_RETURNED, step);
  return runOf(ctx.app, ctx.em, companyId, name);
}
