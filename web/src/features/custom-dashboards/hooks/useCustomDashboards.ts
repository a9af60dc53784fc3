import { useQuery, useSubscription } from '@apollo/client/react';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';
import { CustomDashboardChangedDocument, CustomDashboardsDocument } from '@/gql/graphql';
import { applyDashboardChange } from '../dashboard-cache';

/**
 * The company's dashboards, kept live: each pushed change is written into the cached list, no
 * round trip; polled every 4 s only while the socket is down (docs/architecture.md, 'Live updates').
 */
export function useCustomDashboards(companyId: number) {
  const variables = { companyId };
  const result = useQuery(CustomDashboardsDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.customDashboards),
  });
  useSubscription(CustomDashboardChangedDocument, {
    variables,
    onData: ({ client, data }) => {
      const event = data.data?.customDashboardChanged;
      if (event) applyDashboardChange(client.cache, event);
    },
  });
  return {
    dashboards: result.data?.customDashboards ?? [],
    loading: result.loading && !result.data,
    error: result.error,
  };
}
