import type { ChangeKind } from '../../../shared/events';
import type { DepartmentView } from './department.view';

export interface DepartmentEvent {
  kind: ChangeKind;
  companyId: number;
  id: number;
  /** Null when deleted. */
  department: DepartmentView | null;
}

declare module '../../../shared/events' {
  interface Topics {
    /** Scoped by company id: a department was created, changed (its branch's name included) or deleted. */
    departmentChanged: DepartmentEvent;
  }
}
