export interface PayrollFixed {
  companyId: number;
  employeeId: number;
  periodFrom: string;
  periodTo: string;
  /** The fixed card, as the payslip shows it. */
  snapshot: Record<string, unknown>;
}

/** The fact's name; importing it (stating or hearing the fact) brings this file's declaration along. */
export const PAYROLL_FIXED = 'payrollFixed';

declare module '../../shared/domain-events' {
  interface DomainFacts {
    /** A payroll period was fixed: the employee's salary of the period is calculated for good. */
    payrollFixed: PayrollFixed;
  }
}
