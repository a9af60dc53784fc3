export interface PayrollFixed {
  companyId: number;
  employeeId: number;
  periodFrom: string;
  periodTo: string;
  /** The fixed card, as the payslip shows it. */
  snapshot: Record<string, unknown>;
}

declare module '../../shared/domain-events' {
  interface DomainFacts {
    /** A payroll period was fixed: the employee's salary of the period is calculated for good. */
    payrollFixed: PayrollFixed;
  }
}
