import { useQuery } from '@apollo/client/react';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/app/socket-status';
import { SalaryFiguresDocument } from '@/gql/graphql';

/** The month's summary cards, payment types and paid-employee count (one engine computation). */
export function useSalaryFigures(companyId: number, period: string) {
  const { data, previousData, loading, error, refetch } = useQuery(SalaryFiguresDocument, {
    variables: { companyId, period },
    fetchPolicy: 'cache-and-network',
    // KPI stats and salary-type stats: the original's 4 s only while the socket is down.
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.payStats),
  });
  // While another month loads, the last month's figures stay rather than a blank screen.
  const summary = (data ?? previousData)?.payrollSummary ?? null;
  return { summary, loading: loading && !summary, error: summary ? undefined : error, refetch };
}
