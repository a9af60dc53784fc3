import type { ChangeKind } from '../../../shared/events';
import type { BranchView } from './branch.view';

export interface BranchEvent {
  kind: ChangeKind;
  companyId: number;
  id: number;
  /** Null when deleted. */
  branch: BranchView | null;
}

declare module '../../../shared/events' {
  interface Topics {
    /** Scoped by company id: a branch was created, changed (its counts included) or deleted. */
    branchChanged: BranchEvent;
  }
}
