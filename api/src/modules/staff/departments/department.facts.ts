import type { ChangeKind } from '../../../shared/events';
import type { DepartmentView } from './department.view';

export interface DepartmentRecordChanged {
  kind: ChangeKind;
  /** The department after the change; before it, for a removal. */
  department: DepartmentView;
}

/** The fact's name; importing it (stating or hearing the fact) brings this file's declaration along. */
export const DEPARTMENT_RECORD_CHANGED = 'departmentRecordChanged';

declare module '../../../shared/domain-events' {
  interface DomainFacts {
    /** A department was created, changed by a member or removed (not the counts that follow other changes). */
    departmentRecordChanged: DepartmentRecordChanged;
  }
}
