import type { EntityManager } from '@mikro-orm/postgresql';
import { API_SCOPE_KEYS, API_TOKEN_MESSAGES } from '@staffpay/schema/api-tokens/api-token.schemas';
import { can, withModules, type Need, type Permissions } from '@staffpay/schema/auth/policy';
import type { AppDeps, RequestContext } from '../context';
import { AppError, forbidden, unauthenticated } from '../errors';
import { permissionsOfRole } from './role-directory';
import { hidesSomeField, setViewer } from './viewer';

/** The signed-in person; an API token is refused (account operations are a person's alone). */
export function requireUser(ctx: RequestContext): number {
  if (!ctx.auth) throw unauthenticated();
  if (ctx.auth.apiToken) throw new AppError('FORBIDDEN', API_TOKEN_MESSAGES.notForTokens);
  return ctx.auth.userId;
}

/** The caller's user: the person, or the creator an API token acts as (company-scoped operations only). */
export function callerUserId(ctx: RequestContext): number {
  if (!ctx.auth) throw unauthenticated();
  return ctx.auth.userId;
}

/**
 * A token's grants: within its own company only, the keys its scopes open and its creator's role
 * grants now (a demoted creator's tokens shrink with them, a removed one's stop). A person's
 * grants pass unchanged.
 */
export function narrowForToken<M extends { permissions: Permissions }>(
  ctx: RequestContext,
  companyId: number,
  member: M | null,
): M | null {
  const token = ctx.auth?.apiToken;
  if (!token || !member) return member;
  if (token.companyId !== companyId) return null;
  const open = new Set<string>(token.scopes.flatMap((scope) => API_SCOPE_KEYS[scope]));
  return { ...member, permissions: withModules([...member.permissions].filter((k) => open.has(k))) };
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
  const userId = callerUserId(ctx);
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw companyNotFound();
  const member = narrowForToken(ctx, companyId, await membershipOf(ctx.app, ctx.em, userId, companyId));
  if (!member) throw companyNotFound();
  if (!can(member.permissions, need)) throw forbidden();
  // One's own record shows in full to people (not tokens), decided before anything is written.
  const ownEmployeeId =
    !ctx.auth?.apiToken && hidesSomeField(member.permissions)
      ? await ctx.app.ownEmployees.ownEmployeeOf(ctx.em, companyId, userId)
      : null;
  setViewer(ctx, { companyId, permissions: member.permissions, ownEmployeeId });
  return { userId, companyId, ...member };
}

export const companyNotFound = () => new AppError('NOT_FOUND', 'Компания не найдена');
