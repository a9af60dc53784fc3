import type { RequestContext } from '../../shared/context';
import type { NotificationView } from './notification.view';

/** What changed in one user's notifications of one company. */
export type NotificationEvent =
  | { kind: 'added'; companyId: number; notification: NotificationView }
  /** Some were marked read; the count is re-read by each subscriber. */
  | { kind: 'read'; companyId: number };

declare module '../../shared/events' {
  interface Topics {
    /** Scoped by the recipient's user id, so a subscriber hears only its own notifications. */
    notificationChanged: NotificationEvent;
  }
}

/** After commit. */
export function publishNotification(
  events: RequestContext['app']['events'],
  userId: number,
  event: NotificationEvent,
): Promise<void> {
  return events.publish('notificationChanged', userId, event);
}
