import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { BranchChangedDocument, BranchesDocument, BranchesEmployeeChangedDocument } from '@/gql/graphql';
import { applyBranchChange } from '../branch-cache';

/** Employee changes can come in bursts (an import publishes one per row): one refetch per burst. */
export const REFETCH_DEBOUNCE_MS = 300;

/**
 * The company's branches, kept live without polling: branch events (department counts included)
 * are written into the cache as they arrive; employee events refetch the list for its counts.
 */
export function useBranches(companyId: number | null) {
  const skip = companyId === null;
  const variables = { companyId: companyId ?? 0 };
  const result = useQuery(BranchesDocument, { variables, skip, fetchPolicy: 'cache-and-network' });

  useSubscription(BranchChangedDocument, {
    variables,
    skip,
    onData: ({ client, data }) => {
      const change = data.data?.branchChanged;
      if (change) applyBranchChange(client.cache, change);
    },
  });

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { refetch } = result;
  useSubscription(BranchesEmployeeChangedDocument, {
    variables,
    skip,
    onData: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void refetch().catch(() => {}), REFETCH_DEBOUNCE_MS);
    },
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    branches: result.data?.branches ?? [],
    loading: result.loading && !result.data,
    error: result.error,
  };
}
