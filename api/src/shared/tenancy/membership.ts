import type { RequestContext } from '../../app/context';
import { Membership } from '../../modules/companies/membership.entity';
import { can, type Action } from '../auth/policy';
import { AppError, forbidden, unauthenticated } from '../errors';

export function requireUser(ctx: RequestContext): number {
  if (!ctx.auth) throw unauthenticated();
  return ctx.auth.userId;
}

/**
 * The one membership check every company-scoped operation goes through. A company the
 * caller does not belong to is reported as missing, so ids of other tenants leak nothing.
 */
export async function requireMembership(ctx: RequestContext, companyId: number, action: Action): Promise<Membership> {
  const userId = requireUser(ctx);
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw companyNotFound();
  const membership = await ctx.em.findOne(Membership, { user: userId, company: companyId });
  if (!membership) throw companyNotFound();
  if (!can(membership.role, action)) throw forbidden();
  return membership;
}

export const companyNotFound = () => new AppError('NOT_FOUND', 'Компания не найдена');
