import { useQuery } from '@apollo/client/react';
import { ReportsScreenDocument } from '@/gql/graphql';
import { usePayRefresh } from '@/shared/live/usePayRefresh';

export type ReportPeriod = 'month' | 'quarter' | 'year';

/** The reports screen's figures and export links for the period, kept current by pay and staff events. */
export function useReport(companyId: number, period: ReportPeriod) {
  const result = useQuery(ReportsScreenDocument, {
    variables: { companyId, period },
    fetchPolicy: 'cache-and-network',
  });
  usePayRefresh(companyId, () => result.refetch());
  return { data: result.data, loading: result.loading && !result.data, error: result.error };
}
