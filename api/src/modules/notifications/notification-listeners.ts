import type { Events } from '../../shared/events';
import { COMPANY_SETTINGS_CHANGED, companyCurrency } from '../companies';
import { LEDGER_RECORD_CREATED } from '../ledger';
import { PAYROLL_FIXED } from '../payroll';
import { EMPLOYEE_RECORD_CHANGED } from '../staff';
import { companySettingsMessage, fullName, ledgerMessage, salaryMessage } from './notification-texts';
import { notifyAfterCommit } from './notify';
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

  events.on(PAYROLL_FIXED, (fix, { app, em, actorUserId }) => {
    const name = ((fix.snapshot.card ?? {}) as { name?: string }).name ?? '';
    return notifyAfterCommit(app, em, fix.companyId, actorUserId, async (tx) => {
      const currency = await companyCurrency(tx, fix.companyId);
      return [
        {
          type: 'salary_calculated',
          // Each recipient's text shows the snapshot as their role may see it.
          message: (viewer) => {
            const seen = guardRecord('PayrollFix', fix, viewer) as {
              snapshot: { card?: { amountDue?: string | null } };
            };
            const amountDue = seen.snapshot.card?.amountDue;
            return salaryMessage(
              name,
              fix.periodFrom,
              fix.periodTo,
              amountDue === undefined ? '0.00' : amountDue,
              currency,
            );
          },
          employeeId: fix.employeeId,
        },
      ];
    });
  });

  events.on(COMPANY_SETTINGS_CHANGED, ({ company, changed }, { app, em, actorUserId }) =>
    notifyAfterCommit(app, em, company.id, actorUserId, async () => [
      { type: 'system_update', message: companySettingsMessage(company.name, changed), employeeId: null },
    ]),
  );
}
