import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  DashboardScreensChangedDocument,
  DashboardScreensDocument,
  type DashboardWatchingFieldsFragment,
} from '@/gql/graphql';
import { usePushedInto } from '@/shared/live/usePushedInto';
import { nobodyWatching, withWatching } from '../watching';

/**
 * The screens watching each of the company's dashboards, kept live: every
 * `dashboardScreensChanged` push (one dashboard's entry, whole) is written into the query's
 * entry. Never polled: a reconnect refetches the active queries. `watching(id)` is null until
 * the list has loaded (or when it failed), so a card shows no count it does not know.
 */
export function useDashboardScreens(companyId: number) {
  const variables = { companyId };
  const result = useQuery(DashboardScreensDocument, { variables, fetchPolicy: 'cache-and-network' });
  usePushedInto({ query: DashboardScreensDocument, variables, result }, DashboardScreensChangedDocument, {
    variables,
    apply: (data, { dashboardScreensChanged }) => ({
      dashboardScreens: withWatching(data.dashboardScreens, dashboardScreensChanged),
    }),
  });
  const list = result.data?.dashboardScreens;
  return useMemo(() => {
    const byDashboard = new Map(list?.map((w) => [w.dashboardId, w]));
    return (dashboardId: number): DashboardWatchingFieldsFragment | null =>
      list ? (byDashboard.get(dashboardId) ?? nobodyWatching(dashboardId)) : null;
  }, [list]);
}
