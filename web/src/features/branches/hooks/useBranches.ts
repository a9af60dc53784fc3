import { BranchChangedDocument, BranchesDocument, BranchesEmployeeChangedDocument } from '@/gql/graphql';
import { useLiveList } from '@/shared/live/useLiveList';
import { applyBranchChange } from '../branch-cache';

/**
 * The company's branches, kept live without polling: branch events (department counts included)
 * are written into the cache as they arrive; employee events refetch the list for its counts.
 */
export function useBranches(companyId: number | null) {
  const { items, loading, error } = useLiveList(companyId, {
    query: BranchesDocument,
    select: (data) => data.branches,
    changed: BranchChangedDocument,
    change: (data) => data.branchChanged,
    apply: applyBranchChange,
    refetchOn: BranchesEmployeeChangedDocument,
  });
  return { branches: items, loading, error };
}
