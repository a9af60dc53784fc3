import { declareEvent, declareStoredEvent, sent, stored, type ChangeKind } from '../../../shared/events';
import type { DepartmentView } from './department.view';

export interface DepartmentEvent {
  kind: ChangeKind;
  companyId: number;
  id: number;
  /** Null when deleted. */
  department: DepartmentView | null;
}

export interface DepartmentRecordChanged {
  kind: ChangeKind;
  /** The department after the change; before it, for a removal. */
  department: DepartmentView;
}

declare module '../../../shared/events' {
  interface DomainEvents {
    /** A department was created, changed (its branch's name included) or deleted. */
    departmentChanged: DepartmentEvent;
    /** A department was created, changed by a member or removed (not the counts that follow other changes). */
    departmentRecordChanged: DepartmentRecordChanged;
  }
}

/** Sent on the company's channel. */
export const DEPARTMENT_CHANGED = declareEvent('departmentChanged', (event) =>
  sent('departmentChanged', event.companyId, event),
);

/** The lists show it as a `departmentChanged`; stored for webhooks as `department.<kind>`. */
export const DEPARTMENT_RECORD_CHANGED = declareStoredEvent(
  'departmentRecordChanged',
  ({ kind, department }) =>
    sent('departmentChanged', department.companyId, {
      kind,
      companyId: department.companyId,
      id: department.id,
      department: kind === 'deleted' ? null : department,
    }),
  ({ kind, department }) => stored(`department.${kind}`, department.companyId, department),
);
