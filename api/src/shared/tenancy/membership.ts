import { can, type Action } from '@staffpay/schema/auth/policy';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import type { RequestContext } from '../context';
import { AppError, forbidden, unauthenticated } from '../errors';

export function requireUser(ctx: RequestContext): number {
  if (!ctx.auth) throw unauthenticated();
  return ctx.auth.userId;
}

export interface MembershipGrant {
  userId: number;
  companyId: number;
  role: CompanyRole;
}

/**
 * The one membership check every company-scoped operation goes through. A company the
 * caller does not belong to is reported as missing, so ids of other tenants leak nothing.
 */
export async function requireMembership(
  ctx: RequestContext,
  companyId: number,
  action: Action,
): Promise<MembershipGrant> {
  const userId = requireUser(ctx);
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw companyNotFound();
  const role = await ctx.app.memberships.roleOf(ctx.em, userId, companyId);
  if (!role) throw companyNotFound();
  if (!can(role, action)) throw forbidden();
  return { userId, companyId, role };
}

export const companyNotFound = () => new AppError('NOT_FOUND', 'Компания не найдена');
