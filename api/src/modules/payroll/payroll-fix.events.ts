import { declareEvent, sent } from '../../shared/events';
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

/** Heard here by notifications and webhooks. */
export const PAYROLL_FIXED = declareEvent('payrollFixed', (fix) => payOf(fix, 'fixed'));
export const PAYROLL_REOPENED = declareEvent('payrollReopened', (fix) => payOf(fix, 'reopened'));
