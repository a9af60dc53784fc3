import type { EntityManager } from '@mikro-orm/postgresql';
import { can, type Need, type Permissions } from '@staffpay/schema/auth/policy';
import type { AppDeps, RequestContext } from '../context';
import { AppError, forbidden, unauthenticated } from '../errors';
import { permissionsOfRole } from './role-directory';

export function requireUser(ctx: RequestContext): number {
  if (!ctx.auth) throw unauthenticated();
  return ctx.auth.userId;
}

export interface MembershipGrant {
  userId: number;
  companyId: number;
  /** The code of the member's role: built in or custom. */
  role: string;
  /** What the role grants, read on this request: a change to the role applies to the next one. */
  permissions: Permissions;
}

/** The member's role and its grants, or null when they are not a member. */
export async function membershipOf(
  app: AppDeps,
  em: EntityManager,
  userId: number,
  companyId: number,
): Promise<Pick<MembershipGrant, 'role' | 'permissions'> | null> {
  const role = await app.memberships.roleOf(em, userId, companyId);
  if (!role) return null;
  // A custom role cannot be deleted while held; a missing one grants nothing beyond membership.
  const permissions = (await permissionsOfRole(app, em, companyId, role)) ?? new Set<string>();
  return { role, permissions };
}

/**
 * The one membership check every company-scoped operation goes through. A company the
 * caller does not belong to is reported as missing, so ids of other tenants leak nothing.
 */
export async function requireMembership(ctx: RequestContext, companyId: number, need: Need): Promise<MembershipGrant> {
  const userId = requireUser(ctx);
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw companyNotFound();
  const member = await membershipOf(ctx.app, ctx.em, userId, companyId);
  if (!member) throw companyNotFound();
  if (!can(member.permissions, need)) throw forbidden();
  return { userId, companyId, ...member };
}

export const companyNotFound = () => new AppError('NOT_FOUND', 'Компания не найдена');
