import type { RequestContext } from '../../shared/context';
import { declareEvent, happened, sent } from '../../shared/events';
import { announceAccessChanged } from '../companies';
import { holdersOf } from './role-access';

declare module '../../shared/events' {
  interface DomainEvents {
    /** A custom role was created, changed (its tree included) or deleted. */
    systemRolesChanged: { companyId: number };
  }
}

/** Sent on the company's channel. */
export const SYSTEM_ROLES_CHANGED = declareEvent('systemRolesChanged', (event) =>
  sent('systemRolesChanged', event.companyId, event),
);

/** After the commit: the roles screens re-list, and, when its grants changed, the role's holders are re-checked. */
export async function publishRoleChanged(
  ctx: RequestContext,
  companyId: number,
  grantsChangedFor: string | null,
): Promise<void> {
  await happened(ctx, SYSTEM_ROLES_CHANGED, { companyId });
  if (grantsChangedFor === null) return;
  await announceAccessChanged(ctx, companyId, await holdersOf(ctx.em, companyId, grantsChangedFor));
}
