import type { RequestContext } from '../../shared/context';
import { pushQueue } from '../../shared/live/push-queue';
import { watchEvents } from '../../shared/live/event-watch';
import { authorize } from '../../shared/tenancy/membership';
import { whileMember } from '../../shared/tenancy/live';
import { rolesOf } from './role.service';
import type { RoleView } from './role.view';

/** Coalesces a burst (a role saved and its holders re-announced) into one re-list. */
const SETTLE_MS = 20;

/**
 * The company's roles, pushed whole whenever one is created, changed or deleted, or a member
 * joins, leaves or gets another role (the counts move). Ends when the caller loses roles.view.
 */
export async function roleListChanges(
  ctx: RequestContext,
  companyId: number,
): Promise<AsyncIterableIterator<RoleView[]>> {
  await authorize(ctx, companyId, 'roles.view');
  let timer: ReturnType<typeof setTimeout> | null = null;
  const refresh = async () => {
    timer = null;
    try {
      push(await rolesOf(ctx.app.orm.em.fork({ clear: true }), companyId));
    } catch (error) {
      ctx.app.log.error({ err: error, companyId }, 'roles refresh failed');
    }
  };
  const unwatch = watchEvents(ctx.app.events, ['systemRolesChanged', 'membersChanged'], companyId, () => {
    timer ??= setTimeout(() => void refresh(), SETTLE_MS);
  });
  const { push, iterator } = pushQueue<RoleView[]>(() => {
    unwatch();
    if (timer) clearTimeout(timer);
  });
  return whileMember(ctx, companyId, 'roles.view', iterator);
}
