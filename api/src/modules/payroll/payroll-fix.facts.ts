import type { PayrollFixView } from '../pay-core';

/** The fix as the API answers it; its snapshot is the fixed card, as the payslip shows it. */
export type PayrollFixed = PayrollFixView;

/** The fact's name; importing it (stating or hearing the fact) brings this file's declaration along. */
export const PAYROLL_FIXED = 'payrollFixed';
export const PAYROLL_REOPENED = 'payrollReopened';

declare module '../../shared/domain-events' {
  interface DomainFacts {
    /** A payroll period was fixed: the employee's salary of the period is calculated for good. */
    payrollFixed: PayrollFixed;
    /** An owner reopened a fixed period: the fix after the reopening (the snapshot stays). */
    payrollReopened: PayrollFixed;
  }
}
