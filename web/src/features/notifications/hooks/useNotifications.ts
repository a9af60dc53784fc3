import { useQuery, useSubscription } from '@apollo/client/react';
import { useMemo } from 'react';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';
import { NotificationAddedDocument, NotificationListDocument } from '@/gql/graphql';
import { listVariables, prependNotification } from '../notification-cache';

/**
 * The caller's latest notifications, newest first, kept live: each new one the server pushes is put
 * at the top of the cached list; polled every 4 s only while the socket is down
 * (docs/architecture.md, 'Live updates').
 */
export function useNotifications(companyId: number) {
  const pollInterval = useFallbackPollInterval(POLL_INTERVALS.notifications);
  const result = useQuery(NotificationListDocument, {
    variables: listVariables(companyId),
    fetchPolicy: 'cache-and-network',
    pollInterval,
  });
  useSubscription(NotificationAddedDocument, {
    variables: { companyId },
    onData: ({ client, data }) => {
      const added = data.data?.notificationAdded;
      if (added) prependNotification(client.cache, companyId, added);
    },
  });
  const edges = result.data?.notificationsConnection.edges;
  const notifications = useMemo(() => edges?.map((edge) => edge.node) ?? [], [edges]);
  return {
    notifications,
    loading: result.loading && !result.data,
    error: result.data ? undefined : result.error,
    retry: () => void result.refetch().catch(() => {}),
  };
}
