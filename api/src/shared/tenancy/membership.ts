import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ACCEPTED_SCOPES_HEADER,
  API_SCOPE_KEYS,
  API_TOKEN_MESSAGES,
  scopeOpening,
  type ApiScope,
} from '@staffpay/schema/api-tokens/api-token.schemas';
import { can, withModules, type Need, type PermissionKey, type Permissions } from '@staffpay/schema/auth/policy';
import type { AppDeps, Auth, RequestContext } from '../context';
import { AppError, forbidden, unauthenticated } from '../errors';
import { permissionsOfRole } from './role-directory';
import { hidesSomeField, setViewer } from './viewer';

/** The signed-in person; an API token is refused (account operations are a person's alone). */
export function requireUser(ctx: RequestContext): number {
  if (!ctx.auth) throw unauthenticated();
  if (ctx.auth.apiToken || ctx.auth.userId === null) {
    throw new AppError('TOKEN_FORBIDDEN_OPERATION', API_TOKEN_MESSAGES.notForTokens);
  }
  return ctx.auth.userId;
}

/**
 * The caller's user: the person, or the creator a personal API token acts as; null for an
 * integration's token, which is no person (company-scoped operations only).
 */
export function callerUserId(ctx: RequestContext): number | null {
  if (!ctx.auth) throw unauthenticated();
  return ctx.auth.userId;
}

/**
 * The channel key of the caller's principal: the user id, or `integration:<id>`. Access changes
 * (`membershipChanged`) and ended sessions (`sessionsEnded`) are sent on it.
 */
export function principalChannel(auth: Auth): string | number {
  const integration = auth.apiToken?.integration;
  return integration ? integrationChannel(integration.id) : (auth.userId ?? auth.sessionId);
}

export const integrationChannel = (integrationId: number) => `integration:${integrationId}`;

/**
 * The caller's role and grants in the company, read on this request: a person's membership, a
 * personal token's creator's narrowed to its scopes, an integration token's integration's role
 * narrowed the same way. Null when the caller has no place in the company.
 */
export async function callerMembership(
  ctx: RequestContext,
  companyId: number,
  em: EntityManager = ctx.em,
  fresh = false,
): Promise<Pick<MembershipGrant, 'role' | 'permissions'> | null> {
  const integration = ctx.auth?.apiToken?.integration;
  if (integration) {
    if (ctx.auth!.apiToken!.companyId !== companyId) return null;
    // The role read with the token on this request, or afresh (a live subscription's re-check).
    const role = fresh ? await ctx.app.integrations.roleOf(em, integration.id, companyId) : integration.role;
    if (!role) return null;
    // A custom role cannot be deleted while an integration holds it; a missing one grants nothing.
    const permissions = (await permissionsOfRole(ctx.app, em, companyId, role)) ?? new Set<string>();
    return narrowForToken(ctx, companyId, { role, permissions });
  }
  const userId = callerUserId(ctx);
  if (userId === null) return null;
  return narrowForToken(ctx, companyId, await membershipOf(ctx.app, em, userId, companyId));
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
  return { ...member, permissions: narrowToScopes(member.permissions, token.scopes) };
}

/** The grants left of `permissions` once only what `scopes` open counts (a token's, a webhook made by one). */
export function narrowToScopes(permissions: Permissions, scopes: readonly ApiScope[]): Permissions {
  const open = new Set<string>(scopes.flatMap((scope) => API_SCOPE_KEYS[scope]));
  return withModules([...permissions].filter((k) => open.has(k)));
}

/**
 * The refusal of a caller lacking `need`. A person's role does not grant it: 403 'Недостаточно
 * прав'. A token is told the scope that would open it, in the message, in `extensions.acceptedScopes`
 * and in the X-Accepted-Scopes header, or that no scope does; a token that holds the scope but
 * whose creator's role lacks the key gets the person's refusal.
 */
export function refusal(ctx: RequestContext, need: PermissionKey): AppError {
  const token = ctx.auth?.apiToken;
  if (!token) return forbidden();
  const scope = scopeOpening(need);
  if (!scope) return new AppError('TOKEN_FORBIDDEN_OPERATION', API_TOKEN_MESSAGES.notForTokens);
  if (token.scopes.includes(scope)) return forbidden();
  return new AppError('TOKEN_SCOPE_MISSING', API_TOKEN_MESSAGES.missingScope(scope), undefined, {
    extensions: { acceptedScopes: [scope] },
    headers: { [ACCEPTED_SCOPES_HEADER]: scope },
  });
}

export interface MembershipGrant {
  /** The person (or a personal token's creator); null for an integration's token. */
  userId: number | null;
  companyId: number;
  /** The code of the member's role: built in or custom. */
  role: string;
  /** What the role grants, read on this request: a change to the role applies to the next one. */
  permissions: Permissions;
  /**
   * A person, not an API token. Only a person has an own record (their employee record, card and
   * payslips, seen in full without the area's key); a token sees what its scopes open, no more.
   */
  person: boolean;
  /**
   * The employee record linked to a person, read before anything is written when their role
   * hides some field (then their own record shows in full); undefined when it was not read.
   */
  ownEmployeeId?: number | null;
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
 * The one permission check every company-scoped operation goes through: the caller must be a
 * member and hold `need` ('member': membership alone). A company the caller does not belong to
 * is reported as missing, so ids of other tenants leak nothing.
 */
export async function authorize(ctx: RequestContext, companyId: number, need: Need): Promise<MembershipGrant> {
  const userId = callerUserId(ctx);
  if (!Number.isSafeInteger(companyId) || companyId <= 0) throw companyNotFound();
  const member = await callerMembership(ctx, companyId);
  if (!member) throw companyNotFound();
  if (!can(member.permissions, need)) throw refusal(ctx, need as PermissionKey);
  const person = !ctx.auth?.apiToken;
  // One's own record shows in full to people (not tokens), decided before anything is written.
  const readsOwn = person && hidesSomeField(member.permissions);
  const ownEmployeeId =
    readsOwn && userId !== null ? await ctx.app.ownEmployees.ownEmployeeOf(ctx.em, companyId, userId) : null;
  setViewer(ctx, { companyId, permissions: member.permissions, ownEmployeeId });
  return { userId, companyId, ...member, person, ...(readsOwn ? { ownEmployeeId } : {}) };
}

/**
 * Membership for what is a person's own (their notifications): an API token is refused, never
 * answered with its creator's inbox.
 */
export async function requirePersonInCompany(
  ctx: RequestContext,
  companyId: number,
): Promise<MembershipGrant & { userId: number }> {
  const grant = await authorize(ctx, companyId, 'member');
  if (!grant.person || grant.userId === null) {
    throw new AppError('TOKEN_FORBIDDEN_OPERATION', API_TOKEN_MESSAGES.notForTokens);
  }
  return { ...grant, userId: grant.userId };
}

export const companyNotFound = () => new AppError('NOT_FOUND', 'Компания не найдена');
