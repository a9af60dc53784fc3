import { useQuery } from '@apollo/client/react';
import { LedgerRecordsDocument } from '@/gql/graphql';
import { usePayRefresh } from '@/shared/live/usePayRefresh';

/** The records of one month (`period` YYYY-MM), kept current by the company's pay and staff events. */
export function useLedgerRecords(companyId: number, period: string) {
  const { data, loading, error, refetch } = useQuery(LedgerRecordsDocument, {
    variables: { companyId, period },
    fetchPolicy: 'cache-and-network',
  });
  usePayRefresh(companyId, refetch);
  return { records: data?.ledgerRecords, loading, error, refetch };
}
