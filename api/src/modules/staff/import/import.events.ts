import { declareStoredEvent, sent, stored } from '../../../shared/events';
import type { EmployeeView } from '../employees/employee.view';

/** The employees one import created, stated once after its commit (not one event each: no notification per row). */
export interface EmployeesImported {
  companyId: number;
  employees: EmployeeView[];
}

declare module '../../../shared/events' {
  interface DomainEvents {
    employeesImported: EmployeesImported;
  }
}

/** Each new employee reaches the lists like a single create, and is stored as its own `employee.created`. */
export const EMPLOYEES_IMPORTED = declareStoredEvent(
  'employeesImported',
  ({ companyId, employees }) =>
    employees.map((employee) =>
      sent('employeeChanged', companyId, { kind: 'created', companyId, employeeId: employee.id, employee }),
    ),
  ({ companyId, employees }) => employees.map((employee) => stored('employee.created', companyId, employee)),
);
