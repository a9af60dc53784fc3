import type { RequestContext } from '../../shared/context';
import { announceAccessChanged, companyMembers } from '../companies';

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
  const holders = (await companyMembers(ctx.em, companyId)).filter((m) => m.role === grantsChangedFor);
  await announceAccessChanged(ctx, companyId, holders);
}
