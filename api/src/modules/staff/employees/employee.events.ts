import { declareEvent, declareStoredEvent, sent, stored, type ChangeKind } from '../../../shared/events';
import type { SeenEmployee } from './employee-fields';
import type { EmployeeView } from './employee.view';

export interface EmployeeEvent {
  kind: ChangeKind;
  companyId: number;
  employeeId: number;
  /** The record after the change; null when it was deleted. */
  employee: SeenEmployee | null;
}

export interface EmployeeRecordChanged {
  kind: ChangeKind;
  /** The record after the change; before it, for a removal. */
  employee: EmployeeView;
}

declare module '../../../shared/events' {
  interface DomainEvents {
    /** An employee of the company was created, updated or deleted. */
    employeeChanged: EmployeeEvent;
    /** A member created, changed or removed an employee record. */
    employeeRecordChanged: EmployeeRecordChanged;
  }
}

/** Sent on the company's channel. */
export const EMPLOYEE_CHANGED = declareEvent('employeeChanged', (event) =>
  sent('employeeChanged', event.companyId, event),
);

/**
 * The lists and pay screens see it as an `employeeChanged`; heard here by notifications; stored
 * for webhooks as `employee.<kind>`.
 */
export const EMPLOYEE_RECORD_CHANGED = declareStoredEvent(
  'employeeRecordChanged',
  ({ kind, employee }) =>
    sent('employeeChanged', employee.companyId, {
      kind,
      companyId: employee.companyId,
      employeeId: employee.id,
      employee: kind === 'deleted' ? null : employee,
    }),
  ({ kind, employee }) => stored(`employee.${kind}`, employee.companyId, employee),
);
