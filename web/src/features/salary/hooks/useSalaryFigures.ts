import { useQuery } from '@apollo/client/react';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';
import { SalaryFiguresChangedDocument, SalaryFiguresDocument } from '@/gql/graphql';
import { usePushedInto } from '@/shared/live/usePushedInto';

/**
 * The month's summary cards, payment types and paid-employee count (one engine computation),
 * kept current by the summary the pay feed pushes for the same month, written into the cache.
 */
export function useSalaryFigures(companyId: number, period: string) {
  const variables = { companyId, period };
  const result = useQuery(SalaryFiguresDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    // KPI stats and salary-type stats: the original's 4 s only while the socket is down.
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.payStats),
  });
  usePushedInto({ query: SalaryFiguresDocument, variables, result }, SalaryFiguresChangedDocument, {
    variables,
    apply: (data, { payrollSummaryChanged }) => ({ ...data, payrollSummary: payrollSummaryChanged }),
  });
  const { data, previousData, loading, error, refetch } = result;
  // While another month loads, the last month's figures stay rather than a blank screen.
  const summary = (data ?? previousData)?.payrollSummary ?? null;
  return { summary, loading: loading && !summary, error: summary ? undefined : error, refetch };
}
