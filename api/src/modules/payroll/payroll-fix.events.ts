import { declareStoredEvent, sent, stored } from '../../shared/events';
import type { PayrollFixView } from '../pay-core';

/** The fix as the API answers it; its snapshot is the fixed card, as the payslip shows it. */
export type PayrollFixed = PayrollFixView;

declare module '../../shared/events' {
  interface DomainEvents {
    /** A payroll period was fixed: the employee's salary of the period is calculated for good. */
    payrollFixed: PayrollFixed;
    /** An owner reopened a fixed period: the fix after the reopening (the snapshot stays). */
    payrollReopened: PayrollFixed;
  }
}

/** The pay screens recompute the fixed employee's figures of the period. */
const payOf = (fix: PayrollFixed, action: 'fixed' | 'reopened') =>
  sent('payChanged', fix.companyId, {
    companyId: fix.companyId,
    source: 'fix',
    action,
    id: fix.id,
    employeeIds: [fix.employeeId],
    dates: [fix.periodFrom, fix.periodTo],
  });

/** A fix is heard here by notifications; both are stored for webhooks. */
export const PAYROLL_FIXED = declareStoredEvent(
  'payrollFixed',
  (fix) => payOf(fix, 'fixed'),
  (fix) => stored('payroll.period.fixed', fix.companyId, fix),
);
export const PAYROLL_REOPENED = declareStoredEvent(
  'payrollReopened',
  (fix) => payOf(fix, 'reopened'),
  (fix) => stored('payroll.period.reopened', fix.companyId, fix),
);
