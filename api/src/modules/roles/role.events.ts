import type { RequestContext } from '../../shared/context';
import { announceAccessChanged } from '../companies';
import { holdersOf } from './role-access';

declare module '../../shared/events' {
  interface Topics {
    /** Scoped by company id: a custom role was created, changed (its tree included) or deleted. */
    systemRolesChanged: { companyId: number };
  }
}

/** After the commit: the roles screens re-list, and, when its grants changed, the role's holders are re-checked. */
export async function publishRoleChanged(
  ctx: RequestContext,
  companyId: number,
  grantsChangedFor: string | null,
): Promise<void> {
  await ctx.app.events.publish('systemRolesChanged', companyId, { companyId });
  if (grantsChangedFor === null) return;
  await announceAccessChanged(ctx, companyId, await holdersOf(ctx.em, companyId, grantsChangedFor));
}
