import { declareEvent, sent } from '../../shared/events';
import type { NotificationView } from './notification.view';

/** What changed in the notifications of user `userId` in one company. */
export type NotificationEvent = { userId: number; companyId: number } & (
  | { kind: 'added'; notification: NotificationView }
  /** Some were marked read; the count is re-read by each subscriber. */
  | { kind: 'read' }
);

declare module '../../shared/events' {
  interface DomainEvents {
    notificationChanged: NotificationEvent;
  }
}

/** Sent on the recipient's own channel, so a subscriber hears only its own notifications. */
export const NOTIFICATION_CHANGED = declareEvent('notificationChanged', (event) =>
  sent('notificationChanged', event.userId, event),
);
