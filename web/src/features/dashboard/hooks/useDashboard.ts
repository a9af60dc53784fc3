import { useQuery } from '@apollo/client/react';
import { DashboardBirthdaysDocument, DashboardDepartmentsDocument, DashboardScreenDocument } from '@/gql/graphql';
import { usePayRefresh } from '@/shared/live/usePayRefresh';

/**
 * The dashboard's figures for a department (null: all), read once and refreshed by pay and staff
 * events instead of the original's 4-second polling. `company` false (the employee role) asks
 * for the caller's own card only.
 */
export function useDashboard(companyId: number, departmentId: number | null, company: boolean) {
  const screen = useQuery(DashboardScreenDocument, {
    variables: { companyId, departmentId, company },
    fetchPolicy: 'cache-and-network',
  });
  const departments = useQuery(DashboardDepartmentsDocument, { variables: { companyId }, skip: !company });
  const birthdays = useQuery(DashboardBirthdaysDocument, { variables: { companyId } });
  usePayRefresh(companyId, () =>
    Promise.all([screen.refetch(), birthdays.refetch(), company ? departments.refetch() : null]),
  );
  return {
    data: screen.data,
    loading: screen.loading && !screen.data,
    error: screen.error,
    departments: departments.data?.departments ?? [],
    birthdays: birthdays.data?.birthdaysToday ?? [],
  };
}
