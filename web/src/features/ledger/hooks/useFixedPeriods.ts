import { useQuery } from '@apollo/client/react';
import { LedgerFixedPeriodsDocument } from '@/gql/graphql';
import { useWholeConnection } from '@/shared/graphql/whole-connection';
import { usePayRefresh } from '@/shared/live/usePayRefresh';
import type { FixedPeriod } from '../ledger-view';

/**
 * The company's fixed periods (those the caller may read), for the 'Исправить' action; kept
 * current by the pay events, which a fix and a reopen send. Skipped for roles that cannot book.
 */
const NONE: readonly FixedPeriod[] = [];

export function useFixedPeriods(companyId: number, skip: boolean): readonly FixedPeriod[] {
  const { data, loading, refetch, fetchMore } = useQuery(LedgerFixedPeriodsDocument, {
    variables: { companyId },
    skip,
    fetchPolicy: 'cache-and-network',
  });
  usePayRefresh(skip ? null : companyId, refetch);
  return useWholeConnection(data?.payrollFixesConnection, loading, fetchMore).nodes ?? NONE;
}
