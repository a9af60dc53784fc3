import type { ApolloCache } from '@apollo/client';
import { BranchesDocument, type BranchCardFragment, type ChangeKind } from '@/gql/graphql';

export interface BranchChange {
  kind: ChangeKind;
  companyId: number;
  id: number;
  branch?: BranchCardFragment | null;
}

const collator = new Intl.Collator('ru');
/** The server's order: by name, then id. */
export const byName = (a: BranchCardFragment, b: BranchCardFragment) => collator.compare(a.name, b.name) || a.id - b.id;

/**
 * Applies a pushed or local change to the company's cached list (Branch:id is normalised, so an
 * update also reaches every other query showing that branch). Applying a change twice is harmless.
 */
export function applyBranchChange(cache: ApolloCache, change: BranchChange) {
  const query = { query: BranchesDocument, variables: { companyId: change.companyId } };
  if (change.kind === 'deleted' || !change.branch) {
    cache.updateQuery(query, (data) => (data ? { branches: data.branches.filter((b) => b.id !== change.id) } : data));
    cache.evict({ id: cache.identify({ __typename: 'Branch', id: change.id }) });
    cache.gc();
    return;
  }
  const branch = { ...change.branch, __typename: 'Branch' as const };
  cache.updateQuery(query, (data) => {
    if (!data) return data;
    const others = data.branches.filter((b) => b.id !== branch.id);
    return { branches: [...others, branch].sort(byName) };
  });
}
