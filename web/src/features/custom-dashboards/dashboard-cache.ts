import type { ApolloCache } from '@apollo/client';
import { CustomDashboardsDocument, type ChangeKind, type CustomDashboardCardFragment } from '@/gql/graphql';

export interface DashboardChange {
  kind: ChangeKind;
  companyId: number;
  id: number;
  dashboard?: CustomDashboardCardFragment | null;
}

/** The server's order: oldest first, then by id. */
export const byCreation = (a: CustomDashboardCardFragment, b: CustomDashboardCardFragment) =>
  a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

/**
 * Applies a pushed or local change to the company's cached list (CustomDashboard:id is
 * normalised, so an update also reaches the card in place). Applying a change twice is harmless:
 * a tab gets both its mutation's answer and the event.
 */
export function applyDashboardChange(cache: ApolloCache, change: DashboardChange) {
  const query = { query: CustomDashboardsDocument, variables: { companyId: change.companyId } };
  if (change.kind === 'deleted' || !change.dashboard) {
    cache.updateQuery(query, (data) =>
      data ? { customDashboards: data.customDashboards.filter((d) => d.id !== change.id) } : data,
    );
    cache.evict({ id: cache.identify({ __typename: 'CustomDashboard', id: change.id }) });
    cache.gc();
    return;
  }
  const dashboard = { ...change.dashboard, __typename: 'CustomDashboard' as const };
  cache.updateQuery(query, (data) => {
    if (!data) return data;
    const others = data.customDashboards.filter((d) => d.id !== dashboard.id);
    return { customDashboards: [...others, dashboard].sort(byCreation) };
  });
}
