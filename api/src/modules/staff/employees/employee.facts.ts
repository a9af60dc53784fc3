import type { ChangeKind } from '../../../shared/events';

export interface EmployeeRecordChanged {
  kind: ChangeKind;
  /** The record after the change; before it, for a removal. */
  employee: { id: number; companyId: number; firstName: string; lastName: string; userId: number | null };
}

declare module '../../../shared/domain-events' {
  interface DomainFacts {
    employeeRecordChanged: EmployeeRecordChanged;
  }
}
