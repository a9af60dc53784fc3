import type { ChangeKind } from '../../../shared/events';
import type { SeenEmployee } from './employee-fields';

export interface EmployeeEvent {
  kind: ChangeKind;
  companyId: number;
  employeeId: number;
  /** The record after the change; null when it was deleted. */
  employee: SeenEmployee | null;
}

declare module '../../../shared/events' {
  interface Topics {
    /** Scoped by company id: an employee of the company was created, updated or deleted. */
    employeeChanged: EmployeeEvent;
  }
}
