import type { DashboardWatchingFieldsFragment } from '@/gql/graphql';

/** A dashboard no screen has opened yet: the query lists every dashboard, a new one arrives by push. */
export const nobodyWatching = (dashboardId: number): DashboardWatchingFieldsFragment => ({
  dashboardId,
  count: 0,
  lastConnectedAt: null,
  screens: [],
});

/** The company's list with one dashboard's pushed entry in its place (or added, for a dashboard new since). */
export function withWatching(
  list: readonly DashboardWatchingFieldsFragment[],
  entry: DashboardWatchingFieldsFragment,
): DashboardWatchingFieldsFragment[] {
  const found = list.some((w) => w.dashboardId === entry.dashboardId);
  return found ? list.map((w) => (w.dashboardId === entry.dashboardId ? entry : w)) : [...list, entry];
}
