import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';

/** Employee changes can come in bursts (an import publishes one per row): one refetch per burst. */
export const REFETCH_DEBOUNCE_MS = 300;

type CompanyVariables = { companyId: number };

export interface LiveListOptions<TData, TChanged, TChange, TItem> {
  /** The company's list query (cache-and-network, so a revisit shows the cache at once). */
  query: TypedDocumentNode<TData, CompanyVariables>;
  /** Picks the rows out of the query's result. */
  select: (data: TData) => TItem[];
  /** The list's own events: each one is written into the cache, no round trip. */
  changed: TypedDocumentNode<TChanged, CompanyVariables>;
  /** Picks the event out of a `changed` result. */
  change: (data: TChanged) => TChange | null | undefined;
  /** Writes one event into the cache (the feature's cache helper, also used by its mutations). */
  apply: (cache: ApolloCache, change: TChange) => void;
  /** Events that alter what the rows derive (counts, names): the list is refetched, debounced. */
  refetchOn: TypedDocumentNode<unknown, CompanyVariables>;
}

/**
 * A company's list kept live without polling. Shared by the staff screens (branches,
 * departments), which differ only in their documents and cache helper. `companyId` null skips
 * the query and both subscriptions.
 */
export function useLiveList<TData, TChanged, TChange, TItem>(
  companyId: number | null,
  { query, select, changed, change, apply, refetchOn }: LiveListOptions<TData, TChanged, TChange, TItem>,
) {
  const skip = companyId === null;
  const variables = { companyId: companyId ?? 0 };
  const result = useQuery(query, { variables, skip, fetchPolicy: 'cache-and-network' });

  useSubscription(changed, {
    variables,
    skip,
    onData: ({ client, data }) => {
      const event = data.data ? change(data.data) : null;
      if (event) apply(client.cache, event);
    },
  });

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { refetch } = result;
  useSubscription(refetchOn, {
    variables,
    skip,
    onData: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void refetch().catch(() => {}), REFETCH_DEBOUNCE_MS);
    },
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    items: result.data ? select(result.data) : [],
    loading: result.loading && !result.data,
    error: result.error,
  };
}
