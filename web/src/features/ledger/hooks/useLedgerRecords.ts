import { useQuery } from '@apollo/client/react';
import { LedgerRecordsDocument } from '@/gql/graphql';
import { useWholeConnection } from '@/shared/graphql/whole-connection';
import { usePayRefresh } from '@/shared/live/usePayRefresh';

/** The records of one month (`period` YYYY-MM), kept current by the company's pay and staff events. */
export function useLedgerRecords(companyId: number, period: string) {
  const { data, loading, error, refetch, fetchMore } = useQuery(LedgerRecordsDocument, {
    variables: { companyId, period },
    fetchPolicy: 'cache-and-network',
  });
  usePayRefresh(companyId, refetch);
  const { nodes: records, pageError } = useWholeConnection(data?.ledgerRecordsConnection, loading, fetchMore);
  return { records, loading, error: error ?? pageError, refetch };
}
