import { useQuery } from '@apollo/client/react';
import { DashboardBirthdaysDocument, DashboardDepartmentsDocument, DashboardScreenDocument } from '@/gql/graphql';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/app/socket-status';
import { usePayRefresh } from '@/shared/live/usePayRefresh';

/**
 * The dashboard's figures for a department (null: all), read once and refreshed by pay and staff
 * events; the original's 4-second polling remains only as the fallback while the socket is down. `company` false (the employee role) asks
 * for the caller's own card only.
 */
export function useDashboard(companyId: number, departmentId: number | null, company: boolean) {
  // The original's intervals apply only while the socket is down (0 while it is up).
  const pollInterval = useFallbackPollInterval(POLL_INTERVALS.dashboard);
  const screen = useQuery(DashboardScreenDocument, {
    variables: { companyId, departmentId, company },
    fetchPolicy: 'cache-and-network',
    pollInterval,
  });
  const departments = useQuery(DashboardDepartmentsDocument, {
    variables: { companyId },
    skip: !company,
    pollInterval,
  });
  const birthdays = useQuery(DashboardBirthdaysDocument, {
    variables: { companyId },
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.birthdays),
  });
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
