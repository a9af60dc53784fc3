import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { EmployeesDocument, type EmployeeFilter } from '@/gql/graphql';

/** Rows per request: a company of 10 000 loads page by page, never all at once. */
export const PAGE_SIZE = 50;

/**
 * One filtered list of the company's employees, read from the server page by page. Fresh from
 * the network when the page opens or the filter changes; kept current by pushed changes after.
 */
export function useEmployeeList(companyId: number | null, filter: EmployeeFilter) {
  const { data, previousData, loading, error, fetchMore, refetch } = useQuery(EmployeesDocument, {
    variables: { companyId: companyId ?? 0, first: PAGE_SIZE, filter },
    skip: companyId === null,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.employees;
  const employees = useMemo(() => connection?.edges.map((e) => e.node) ?? [], [connection]);
  const hasNextPage = connection?.pageInfo.hasNextPage ?? false;
  const endCursor = connection?.pageInfo.endCursor ?? null;

  const loadMore = useCallback(() => {
    if (!hasNextPage || !endCursor || loading) return;
    void fetchMore({ variables: { after: endCursor } }).catch(() => {
      // The list stays as it is; the button or the next scroll tries again.
    });
  }, [endCursor, fetchMore, hasNextPage, loading]);

  return {
    employees,
    totalCount: connection?.totalCount ?? 0,
    hasNextPage,
    loaded: Boolean(data),
    /** True while any request runs, including a new filter or the next page. */
    loading,
    error: data ? undefined : error,
    loadMore,
    retry: () => void refetch().catch(() => {}),
  };
}
