import { relayStylePagination } from '@apollo/client/utilities';
import { useEffect, useMemo, useState } from 'react';

/**
 * The cache policy of a connection the screen reads whole: pages fetched with `after` are
 * appended; a read without `after` (the first load, a refetch after a pushed change) starts over.
 * `keyArgs` are the arguments that make another list (company, period, filter), never the paging.
 */
export const wholeConnectionPolicy = (keyArgs: string[]) => relayStylePagination(keyArgs);

interface Page<N> {
  edges: readonly { node: N }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

type FetchMore = (options: { variables: { after: string } }) => Promise<unknown>;

/**
 * A month's records, the fixed periods: lists the screen totals and shows in full. The server
 * answers them a page at a time (at most 200); this follows `endCursor` until the last page and
 * answers the nodes only then, so no total is ever drawn from part of the list.
 */
export function useWholeConnection<N>(page: Page<N> | undefined, loading: boolean, fetchMore: FetchMore) {
  const hasNextPage = page?.pageInfo.hasNextPage ?? false;
  const endCursor = page?.pageInfo.endCursor ?? null;
  const [pageError, setPageError] = useState<unknown>();

  useEffect(() => {
    if (!hasNextPage || !endCursor || loading) return;
    fetchMore({ variables: { after: endCursor } }).then(() => setPageError(undefined), setPageError);
  }, [endCursor, fetchMore, hasNextPage, loading]);

  const nodes = useMemo(
    () => (page && !hasNextPage ? page.edges.map((edge) => edge.node) : undefined),
    [page, hasNextPage],
  );
  return { nodes, pageError };
}
