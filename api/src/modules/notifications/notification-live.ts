import type { RequestContext } from '../../shared/context';
import { requirePersonInCompany } from '../../shared/tenancy/membership';
import { mapEvents } from '../../shared/live/mapped-events';
import { whileMember } from '../../shared/tenancy/live';
import type { NotificationEvent } from './notification.events';
import { unreadCount } from './notification.service';
import type { NotificationView } from './notification.view';

/**
 * The caller's unread count in the company: once at the start, then after each change of the
 * caller's notifications there (one indexed count per change, for this subscriber only).
 */
export async function notificationCounts(
  ctx: RequestContext,
  companyId: number,
): Promise<AsyncIterableIterator<{ count: number }>> {
  const { userId } = await requirePersonInCompany(ctx, companyId);
  const events = ctx.app.events.subscribe('notificationChanged', userId)[Symbol.asyncIterator]();
  let started = false;
  let pending: Promise<IteratorResult<NotificationEvent>> | null = null;
  const count = async () => ({ done: false as const, value: { count: await unreadCount(ctx.em, userId, companyId) } });
  const source: AsyncIterableIterator<{ count: number }> = {
    async next() {
      if (!started) {
        started = true;
        // Listening starts before the first count is read, so no change made meanwhile is missed.
        pending = events.next();
        return count();
      }
      for (;;) {
        const result = await (pending ?? events.next());
        pending = null;
        if (result.done) return { done: true, value: undefined };
        if (result.value.companyId === companyId) return count();
      }
    },
    async return() {
      await events.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      await events.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return whileMember(ctx, companyId, 'member', source);
}

/** Each new notification of the caller in the company. */
export async function addedNotifications(
  ctx: RequestContext,
  companyId: number,
): Promise<AsyncIterableIterator<NotificationView>> {
  const { userId } = await requirePersonInCompany(ctx, companyId);
  const source = mapEvents(ctx.app.events.subscribe('notificationChanged', userId), (event) =>
    event.kind === 'added' && event.companyId === companyId ? event.notification : undefined,
  );
  return whileMember(ctx, companyId, 'member', source);
}
