import { useQuery, useSubscription } from '@apollo/client/react';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';
import { NotificationCountChangedDocument, NotificationUnreadCountDocument } from '@/gql/graphql';
import { writeUnreadCount } from '../notification-cache';

/**
 * The caller's unread count in the company, for the bell: asked once, then each count the server
 * pushes is written into the cache; polled every 2 s only while the socket is down
 * (docs/architecture.md, 'Live updates'). `companyId` null asks nothing and counts 0. Failures
 * show nothing.
 */
export function useNotificationCount(companyId: number | null): number {
  const skip = companyId === null;
  const variables = { companyId: companyId ?? 0 };
  const pollInterval = useFallbackPollInterval(POLL_INTERVALS.notificationCount);
  const { data } = useQuery(NotificationUnreadCountDocument, { variables, skip, pollInterval });
  useSubscription(NotificationCountChangedDocument, {
    variables,
    skip,
    onData: ({ client, data: pushed }) => {
      const count = pushed.data?.notificationCount.count;
      if (companyId !== null && count !== undefined) writeUnreadCount(client.cache, companyId, count);
    },
  });
  return skip ? 0 : (data?.notificationCount.count ?? 0);
}
