import { useQuery } from '@apollo/client/react';
import { PayRunCheckChangedDocument, PayRunCheckDocument } from '@/gql/graphql';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';
import { usePushedInto } from '@/shared/live/usePushedInto';

/** The month's pre-close check at a share (a decimal string), pushed again as the month changes. */
export function usePayRunCheck(companyId: number, period: string, changeShare: string) {
  const variables = { companyId, period, changeShare };
  const result = useQuery(PayRunCheckDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.payStats),
  });
  usePushedInto({ query: PayRunCheckDocument, variables, result }, PayRunCheckChangedDocument, {
    variables,
    apply: (data, { payRunAnomaliesChanged }) => ({ ...data, payRunAnomalies: payRunAnomaliesChanged }),
  });
  const check = (result.data ?? result.previousData)?.payRunAnomalies ?? null;
  return { check, loading: result.loading && !check, error: check ? undefined : result.error };
}
