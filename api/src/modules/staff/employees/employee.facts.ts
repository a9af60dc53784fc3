import type { ChangeKind } from '../../../shared/events';
import type { EmployeeView } from './employee.view';

export interface EmployeeRecordChanged {
  kind: ChangeKind;
  /** The record after the change; before it, for a removal. */
  employee: EmployeeView;
}

/** The fact's name; importing it (stating or hearing the fact) brings this file's declaration along. */
export const EMPLOYEE_RECORD_CHANGED = 'employeeRecordChanged';

declare module '../../../shared/domain-events' {
  interface DomainFacts {
    employeeRecordChanged: EmployeeRecordChanged;
  }
}
