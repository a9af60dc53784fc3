import { declareEvent, declareStoredEvent, sent, stored, type ChangeKind } from '../../../shared/events';
import type { BranchView } from './branch.view';

export interface BranchEvent {
  kind: ChangeKind;
  companyId: number;
  id: number;
  /** Null when deleted. */
  branch: BranchView | null;
}

export interface BranchRecordChanged {
  kind: ChangeKind;
  /** The branch after the change; before it, for a removal. */
  branch: BranchView;
}

declare module '../../../shared/events' {
  interface DomainEvents {
    /** A branch was created, changed (its counts included) or deleted. */
    branchChanged: BranchEvent;
    /** A branch was created, changed by a member or removed (not the counts that follow other changes). */
    branchRecordChanged: BranchRecordChanged;
  }
}

/** Sent on the company's channel. */
export const BRANCH_CHANGED = declareEvent('branchChanged', (event) => sent('branchChanged', event.companyId, event));

/** The lists show it as a `branchChanged`; stored for webhooks as `branch.<kind>`. */
export const BRANCH_RECORD_CHANGED = declareStoredEvent(
  'branchRecordChanged',
  ({ kind, branch }) =>
    sent('branchChanged', branch.companyId, {
      kind,
      companyId: branch.companyId,
      id: branch.id,
      branch: kind === 'deleted' ? null : branch,
    }),
  ({ kind, branch }) => stored(`branch.${kind}`, branch.companyId, branch),
);
