import type { ChangeKind } from '../../../shared/events';

export interface EmployeeRecordChanged {
  kind: ChangeKind;
  /** The record after the change; before it, for a removal. */
  employee: { id: number; companyId: number; firstName: string; lastName: string; userId: number | null };
}

/** The fact's name; importing it (stating or hearing the fact) brings this file's declaration along. */
export const EMPLOYEE_RECORD_CHANGED = 'employeeRecordChanged';

declare module '../../../shared/domain-events' {
  interface DomainFacts {
    employeeRecordChanged: EmployeeRecordChanged;
  }
}
