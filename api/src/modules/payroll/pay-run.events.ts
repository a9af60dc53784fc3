import { declareStoredEvent, sent, stored } from '../../shared/events';
import type { PayrollFixView } from '../pay-core';

/** A month's review as events carry it (dates as ISO strings: Redis carries JSON). */
export interface PayRunReviewFact {
  id: number;
  companyId: number;
  period: string;
  state: 'in_review' | 'approved' | 'returned';
  submittedAt: string;
  submittedBy: { id: number; name: string } | null;
  decidedAt: string | null;
  decidedBy: { id: number; name: string } | null;
  returnReason: string | null;
}

/** A step of a month's review; an approval carries the fixes it made (each an employee's month). */
export interface PayRunStep {
  review: PayRunReviewFact;
  fixes: PayrollFixView[];
}

/** The live screens of the month (the pay run panel) hear its stage moved. */
export interface PayRunMoved {
  companyId: number;
  period: string;
}

declare module '../../shared/events' {
  interface DomainEvents {
    /** A month was sent for review: frozen until approved or returned. */
    payRunSubmitted: PayRunStep;
    /** A month in review was approved: fixed for every paid employee with the reviewed snapshot. */
    payRunApproved: PayRunStep;
    /** A month in review was returned with a reason: open again. */
    payRunReturned: PayRunStep;
    /** A month's stage moved (any of the three): the pay run's subscribers push it again. */
    payRunChanged: PayRunMoved;
  }
}

const moved = ({ review }: PayRunStep) =>
  sent('payRunChanged', review.companyId, { companyId: review.companyId, period: review.period });

export const PAY_RUN_SUBMITTED = declareStoredEvent('payRunSubmitted', moved, ({ review }) =>
  stored('payRun.submitted', review.companyId, review),
);
export const PAY_RUN_RETURNED = declareStoredEvent('payRunReturned', moved, ({ review }) =>
  stored('payRun.returned', review.companyId, review),
);

/**
 * An approval is the fixes of the month at once: one payChanged for all the employees fixed
 * (the pay screens recompute them together rather than once per fix), and for webhooks each
 * fix's `payroll.period.fixed` (as a fix made one by one would state) then `payRun.approved`.
 */
export const PAY_RUN_APPROVED = declareStoredEvent(
  'payRunApproved',
  (step) => {
    const { review, fixes } = step;
    const messages = [moved(step)];
    const first = fixes[0];
    if (first) {
      messages.push(
        sent('payChanged', review.companyId, {
          companyId: review.companyId,
          source: 'fix',
          action: 'fixed',
          id: first.id,
          employeeIds: fixes.map((f) => f.employeeId),
          dates: [first.periodFrom, first.periodTo],
        }),
      );
    }
    return messages;
  },
  ({ review, fixes }) => [
    ...fixes.map((fix) => stored('payroll.period.fixed', fix.companyId, fix)),
    stored('payRun.approved', review.companyId, review),
  ],
);
