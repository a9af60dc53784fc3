import { useQuery, useSubscription } from '@apollo/client/react';
import {
  DashboardBirthdaysChangedDocument,
  DashboardBirthdaysDocument,
  DashboardDepartmentChangedDocument,
  DashboardDepartmentsDocument,
} from '@/gql/graphql';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';
import { useBurstRefresh } from '@/shared/live/useBurstRefresh';
import { usePushedInto } from '@/shared/live/usePushedInto';
import { useDashboardFigures } from './useDashboardFigures';

/**
 * Everything the dashboard shows: the pay figures (useDashboardFigures), today's birthdays
 * (pushed whole by the server when they change) and, for readers of company figures, the
 * department tabs (refetched on department events). None of it polls while the socket is up.
 */
export function useDashboard(companyId: number, departmentId: number | null, company: boolean, timeZone: string) {
  const screen = useDashboardFigures(companyId, departmentId, company, timeZone);
  const departments = useQuery(DashboardDepartmentsDocument, {
    variables: { companyId },
    skip: !company,
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.dashboard),
  });
  const structureChanged = useBurstRefresh(() => departments.refetch());
  useSubscription(DashboardDepartmentChangedDocument, {
    variables: { companyId },
    skip: !company,
    onData: structureChanged,
  });

  const variables = { companyId };
  const birthdays = useQuery(DashboardBirthdaysDocument, {
    variables,
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.birthdays),
  });
  usePushedInto(
    { query: DashboardBirthdaysDocument, variables, result: birthdays },
    DashboardBirthdaysChangedDocument,
    {
      variables,
      apply: (_data, { birthdaysTodayChanged }) => ({ birthdaysToday: birthdaysTodayChanged }),
    },
  );

  return {
    data: screen.data,
    loading: screen.loading && !screen.data,
    error: screen.error,
    departments: departments.data?.departments ?? [],
    birthdays: birthdays.data?.birthdaysToday ?? [],
  };
}
