import { useMutation } from '@apollo/client/react';
import {
  NotificationMarkAllReadDocument,
  NotificationMarkReadDocument,
  NotificationUnreadCountDocument,
} from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { notifyError } from '@/shared/ui/notify';
import { markAllReadInCache } from '../notification-cache';
import { NOTIFICATIONS } from '../notifications.messages';

/**
 * Marking as read. The marked item changes in the cache by itself (Notification:id); the bell's
 * count is asked again rather than decremented here, so a count pushed meanwhile is not counted
 * twice; mark-all refreshes the count the same way.
 */
export function useNotificationMarking(companyId: number) {
  const [markOne] = useMutation(NotificationMarkReadDocument);
  const [markAll, markAllState] = useMutation(NotificationMarkAllReadDocument);
  const refetchCount = [{ query: NotificationUnreadCountDocument, variables: { companyId } }];

  const markRead = async (id: number) => {
    try {
      await markOne({ variables: { id }, refetchQueries: refetchCount });
    } catch (e) {
      notifyError(errorMessage(e, NOTIFICATIONS.markFailed));
    }
  };

  const markAllRead = async () => {
    try {
      await markAll({
        variables: { companyId },
        update: (cache) => markAllReadInCache(cache, companyId),
        refetchQueries: refetchCount,
      });
    } catch (e) {
      notifyError(errorMessage(e, NOTIFICATIONS.markAllFailed));
    }
  };

  return { markRead, markAllRead, markingAll: markAllState.loading };
}
