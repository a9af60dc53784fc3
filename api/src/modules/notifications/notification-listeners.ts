import type { Events } from '../../shared/events';
import { COMPANY_SETTINGS_CHANGED, companyCurrency } from '../companies';
import { LEDGER_RECORD_CREATED } from '../ledger';
import { PAY_RUN_APPROVED, PAY_RUN_RETURNED, PAY_RUN_SUBMITTED, PAYROLL_FIXED } from '../payroll';
import { EMPLOYEE_RECORD_CHANGED } from '../staff';
import { companySettingsMessage, fullName, ledgerMessage, payRunMessage, salaryMessage } from './notification-texts';
import type { PayrollFixView } from '../pay-core';
import { notifyAfterCommit, type NotificationDraft } from './notify';
import { guardRecord } from '../../shared/field-guard/guard';

const EMPLOYEE_TYPES = {
  created: 'employee_created',
  updated: 'employee_updated',
  deleted: 'employee_deleted',
} as const;

/**
 * What the notifications hear of the domains below them: events stated after the commit, heard
 * once, by the replica that committed. Who hears of each is decided once, in notify.ts.
 */
export function listenForNotifications(events: Events): void {
  events.on(LEDGER_RECORD_CREATED, (record, { app, em, actorUserId }) =>
    notifyAfterCommit(app, em, record.companyId, actorUserId, async (tx) => {
      const currency = await companyCurrency(tx, record.companyId);
      return [
        {
          type: record.type,
          // Each recipient's text shows the record as their role may see it.
          message: (viewer) => {
            const seen = guardRecord('LedgerRecord', record, viewer) as { amount: string | null };
            return ledgerMessage(record.employeeName, seen.amount, currency, record.reason);
          },
          employeeId: record.employeeId,
        },
      ];
    }),
  );

  events.on(EMPLOYEE_RECORD_CHANGED, ({ kind, employee }, { app, em, actorUserId }) =>
    notifyAfterCommit(app, em, employee.companyId, actorUserId, async () => [
      {
        type: EMPLOYEE_TYPES[kind],
        message: fullName(employee),
        employeeId: employee.id,
        // A removed record can no longer be looked up for its own member.
        subjectUserId: employee.userId,
      },
    ]),
  );

  events.on(PAYROLL_FIXED, (fix, { app, em, actorUserId }) =>
    notifyAfterCommit(app, em, fix.companyId, actorUserId, async (tx) => [
      fixedDraft(fix, await companyCurrency(tx, fix.companyId)),
    ]),
  );

  events.on(PAY_RUN_SUBMITTED, ({ review }, { app, em, actorUserId }) =>
    notifyAfterCommit(app, em, review.companyId, actorUserId, async () => [
      {
        type: 'pay_run_submitted',
        message: payRunMessage('submitted', review.period, review.submittedBy?.name ?? '', null),
        employeeId: null,
        to: { holding: 'salaries.approve' },
      },
    ]),
  );

  // An approval is every fix of the month at once: its submitter hears of the approval, and each
  // employee's own account of its fixed pay; the managers are told once (the approval), not once
  // per employee, so 10 000 fixes do not make 10 000 notifications per manager.
  events.on(PAY_RUN_APPROVED, ({ review, fixes }, { app, em, actorUserId }) =>
    notifyAfterCommit(app, em, review.companyId, actorUserId, async (tx) => {
      const currency = fixes.length > 0 ? await companyCurrency(tx, review.companyId) : '';
      return [
        {
          type: 'pay_run_approved',
          message: payRunMessage('approved', review.period, review.decidedBy?.name ?? '', null),
          employeeId: null,
          to: { userIds: review.submittedBy ? [review.submittedBy.id] : [] },
        },
        ...fixes.map((fix) => ({ ...fixedDraft(fix, currency), to: 'subject' as const })),
      ];
    }),
  );

  events.on(PAY_RUN_RETURNED, ({ review }, { app, em, actorUserId }) =>
    notifyAfterCommit(app, em, review.companyId, actorUserId, async () => [
      {
        type: 'pay_run_returned',
        message: payRunMessage('returned', review.period, review.decidedBy?.name ?? '', review.returnReason),
        employeeId: null,
        to: { userIds: review.submittedBy ? [review.submittedBy.id] : [] },
      },
    ]),
  );

  events.on(COMPANY_SETTINGS_CHANGED, ({ company, changed }, { app, em, actorUserId }) =>
    notifyAfterCommit(app, em, company.id, actorUserId, async () => [
      { type: 'system_update', message: companySettingsMessage(company.name, changed), employeeId: null },
    ]),
  );
}

/** A fixed period's news: each recipient's text shows the snapshot as their role may see it. */
function fixedDraft(fix: PayrollFixView, currency: string): NotificationDraft {
  const name = ((fix.snapshot.card ?? {}) as { name?: string }).name ?? '';
  return {
    type: 'salary_calculated',
    message: (viewer) => {
      const seen = guardRecord('PayrollFix', fix, viewer) as { snapshot: { card?: { amountDue?: string | null } } };
      const amountDue = seen.snapshot.card?.amountDue;
      return salaryMessage(name, fix.periodFrom, fix.periodTo, amountDue === undefined ? '0.00' : amountDue, currency);
    },
    employeeId: fix.employeeId,
  };
}
