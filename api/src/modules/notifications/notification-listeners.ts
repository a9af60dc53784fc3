import type { FactDispatcher } from '../../shared/domain-events';
import { COMPANY_SETTINGS_CHANGED, companyCurrency } from '../companies';
import { LEDGER_RECORD_CREATED } from '../ledger';
import { PAYROLL_FIXED } from '../payroll';
import { EMPLOYEE_RECORD_CHANGED } from '../staff';
import { companySettingsMessage, fullName, ledgerMessage, salaryMessage } from './notification-texts';
import { notifyAfterCommit } from './notify';

const EMPLOYEE_TYPES = {
  created: 'employee_created',
  updated: 'employee_updated',
  deleted: 'employee_deleted',
} as const;

/**
 * What the notifications hear of the domains below them: facts stated after the commit and
 * publish. Who hears of each is decided once, in notify.ts.
 */
export function listenForNotifications(facts: FactDispatcher): void {
  facts.on(LEDGER_RECORD_CREATED, (record, { app, em, actorUserId }) =>
    notifyAfterCommit(app, em, record.companyId, actorUserId, async (tx) => [
      {
        type: record.type,
        message: ledgerMessage(
          record.employeeName,
          record.amount,
          await companyCurrency(tx, record.companyId),
          record.reason,
        ),
        employeeId: record.employeeId,
      },
    ]),
  );

  facts.on(EMPLOYEE_RECORD_CHANGED, ({ kind, employee }, { app, em, actorUserId }) =>
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

  facts.on(PAYROLL_FIXED, (fix, { app, em, actorUserId }) => {
    const card = (fix.snapshot.card ?? {}) as { name?: string; amountDue?: string };
    return notifyAfterCommit(app, em, fix.companyId, actorUserId, async (tx) => [
      {
        type: 'salary_calculated',
        message: salaryMessage(
          card.name ?? '',
          fix.periodFrom,
          fix.periodTo,
          card.amountDue ?? '0.00',
          await companyCurrency(tx, fix.companyId),
        ),
        employeeId: fix.employeeId,
      },
    ]);
  });

  facts.on(COMPANY_SETTINGS_CHANGED, ({ company, changed }, { app, em, actorUserId }) =>
    notifyAfterCommit(app, em, company.id, actorUserId, async () => [
      { type: 'system_update', message: companySettingsMessage(company.name, changed), employeeId: null },
    ]),
  );
}
