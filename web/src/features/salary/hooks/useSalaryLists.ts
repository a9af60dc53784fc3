import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { SalaryPayrollFixesDocument, SalaryPerformanceRecordsDocument } from '@/gql/graphql';
import { useWholeConnection } from '@/shared/graphql/whole-connection';
import { monthRange, overlaps } from '../pay-periods';

/** The month's performance records (those whose endDate falls in it), newest first. */
export function usePerformanceRecords(companyId: number, period: string) {
  const { data, loading, error, refetch, fetchMore } = useQuery(SalaryPerformanceRecordsDocument, {
    variables: { companyId, period },
    fetchPolicy: 'cache-and-network',
  });
  const { nodes: records, pageError } = useWholeConnection(data?.performanceRecordsConnection, loading, fetchMore);
  return {
    records: records ?? [],
    loading: !records && !error && !pageError,
    error: records ? undefined : (error ?? pageError),
    refetch,
  };
}

/** The fixed periods (reopened ones too, newest first) that share a day with the month. */
export function usePayrollFixes(companyId: number, period: string) {
  const { data, loading, error, refetch, fetchMore } = useQuery(SalaryPayrollFixesDocument, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
  });
  const { nodes: all, pageError } = useWholeConnection(data?.payrollFixesConnection, loading, fetchMore);
  const fixes = useMemo(() => {
    const month = monthRange(period);
    return (all ?? []).filter((f) => overlaps({ from: f.periodFrom, to: f.periodTo }, month));
  }, [all, period]);
  return { fixes, loading: !all && !error && !pageError, error: all ? undefined : (error ?? pageError), refetch };
}
