import type { ChangeKind } from '../../../shared/events';
import type { BranchView } from './branch.view';

export interface BranchRecordChanged {
  kind: ChangeKind;
  /** The branch after the change; before it, for a removal. */
  branch: BranchView;
}

/** The fact's name; importing it (stating or hearing the fact) brings this file's declaration along. */
export const BRANCH_RECORD_CHANGED = 'branchRecordChanged';

declare module '../../../shared/domain-events' {
  interface DomainFacts {
    /** A branch was created, changed by a member or removed (not the counts that follow other changes). */
    branchRecordChanged: BranchRecordChanged;
  }
}
