import type { ApolloCache } from '@apollo/client';
import {
  NotificationListDocument,
  NotificationUnreadCountDocument,
  type NotificationItemFragment,
} from '@/gql/graphql';

/** The screen shows the latest this many: the contract's largest page. */
export const NOTIFICATIONS_SHOWN = 200;

export const listVariables = (companyId: number) => ({ companyId, first: NOTIFICATIONS_SHOWN });

/** Writes the unread count pushed by the server into the cached count the bell reads. */
export function writeUnreadCount(cache: ApolloCache, companyId: number, count: number) {
  const notificationCount = { __typename: 'NotificationCount' as const, count };
  cache.writeQuery({ query: NotificationUnreadCountDocument, variables: { companyId }, data: { notificationCount } });
}

/**
 * Puts a pushed notification at the top of the cached list (newest first). Receiving it twice
 * (after a reconnect's refetch) is harmless. Nothing happens while no list is cached.
 */
export function prependNotification(cache: ApolloCache, companyId: number, notification: NotificationItemFragment) {
  cache.updateQuery({ query: NotificationListDocument, variables: listVariables(companyId) }, (data) => {
    const list = data?.notificationsConnection;
    if (!list || list.edges.some((edge) => edge.node.id === notification.id)) return data;
    const edge = {
      __typename: 'NotificationEdge' as const,
      node: { ...notification, __typename: 'Notification' as const },
    };
    return { notificationsConnection: { ...list, edges: [edge, ...list.edges].slice(0, NOTIFICATIONS_SHOWN) } };
  });
}

/** After "mark all": every cached notification of the company reads as read. */
export function markAllReadInCache(cache: ApolloCache, companyId: number) {
  cache.updateQuery({ query: NotificationListDocument, variables: listVariables(companyId) }, (data) =>
    data
      ? {
          notificationsConnection: {
            ...data.notificationsConnection,
            edges: data.notificationsConnection.edges.map((edge) => ({
              ...edge,
              node: { ...edge.node, isRead: true },
            })),
          },
        }
      : data,
  );
}
