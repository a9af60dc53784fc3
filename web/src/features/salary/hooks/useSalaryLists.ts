import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { SalaryPayrollFixesDocument, SalaryPerformanceRecordsDocument } from '@/gql/graphql';
import { monthRange, overlaps } from '../pay-periods';

/** The month's performance records (those whose endDate falls in it), newest first. */
export function usePerformanceRecords(companyId: number, period: string) {
  const { data, loading, error, refetch } = useQuery(SalaryPerformanceRecordsDocument, {
    variables: { companyId, period },
    fetchPolicy: 'cache-and-network',
  });
  const records = data?.performanceRecords;
  return { records: records ?? [], loading: loading && !records, error: records ? undefined : error, refetch };
}

/** The fixed periods (reopened ones too, newest first) that share a day with the month. */
export function usePayrollFixes(companyId: number, period: string) {
  const { data, loading, error, refetch } = useQuery(SalaryPayrollFixesDocument, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
  });
  const all = data?.payrollFixes;
  const fixes = useMemo(() => {
    const month = monthRange(period);
    return (all ?? []).filter((f) => overlaps({ from: f.periodFrom, to: f.periodTo }, month));
  }, [all, period]);
  return { fixes, loading: loading && !all, error: all ? undefined : error, refetch };
}
