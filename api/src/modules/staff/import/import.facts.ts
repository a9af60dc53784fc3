import type { EmployeeView } from '../employees/employee.view';

/** The employees one import created, stated once after its commit (not one fact each: no notification per row). */
export interface EmployeesImported {
  companyId: number;
  employees: EmployeeView[];
}

/** The fact's name; importing it (stating or hearing the fact) brings this file's declaration along. */
export const EMPLOYEES_IMPORTED = 'employeesImported';

declare module '../../../shared/domain-events' {
  interface DomainFacts {
    employeesImported: EmployeesImported;
  }
}
