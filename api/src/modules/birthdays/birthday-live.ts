import { FIELD_KEYS } from '@staffpay/schema/roles/permission-tree';
import type { RequestContext } from '../../shared/context';
import { pushQueue } from '../../shared/live/push-queue';
import { watchEvents } from '../../shared/live/event-watch';
import { whileMember } from '../../shared/tenancy/live';
import { requireStaffRead } from '../staff';
import { seenBy, TODAY_MOVED_BY, todaysList } from './birthday.service';
import type { BirthdayView } from './birthday.view';

/** Lets the process's list of today drop its entry on the same event before it is read again. */
const SETTLE_MS = 5;

/**
 * Today's birthdays as the caller sees them, pushed whole whenever they change: a staff or
 * structure change, a settings change, or the company's new day. Every subscriber reads the
 * process's one list of the company (no SQL of its own) and is pushed only when its view moved.
 */
export async function birthdaysTodayChanges(
  ctx: RequestContext,
  companyId: number,
): Promise<AsyncIterableIterator<BirthdayView[]>> {
  const scope = await requireStaffRead(ctx, companyId, FIELD_KEYS.birthDate);
  let last = JSON.stringify(seenBy(scope, await todaysList(ctx.app, companyId, new Date())));
  let timer: ReturnType<typeof setTimeout> | null = null;
  const refresh = async () => {
    timer = null;
    try {
      const now = seenBy(scope, await todaysList(ctx.app, companyId, new Date()));
      const json = JSON.stringify(now);
      if (json === last) return;
      last = json;
      push(now);
    } catch (error) {
      ctx.app.log.error({ err: error, companyId }, 'birthdays refresh failed');
    }
  };
  const unwatch = watchEvents(ctx.app.events, TODAY_MOVED_BY, companyId, () => {
    timer ??= setTimeout(() => void refresh(), SETTLE_MS);
  });
  const { push, iterator } = pushQueue<BirthdayView[]>(() => {
    unwatch();
    if (timer) clearTimeout(timer);
  });
  return whileMember(ctx, companyId, scope.need, iterator);
}
