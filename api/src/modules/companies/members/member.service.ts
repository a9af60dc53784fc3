import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { changeRoleSchema, MEMBER_MESSAGES } from '@staffpay/schema/members/member.schemas';
import type { RequestContext } from '../../../shared/context';
import { AppError, forbidden } from '../../../shared/errors';
import { authorize, requireUser } from '../../../shared/tenancy/membership';
import { parse } from '../../../shared/validation';
import { publishMe } from '../../accounts';
import { recordActivity } from '../../activity';
import { happened } from '../../../shared/events';
import { MEMBER_ACCESS_CHANGED, MEMBERS_CHANGED } from '../company.events';
import { roleOfCompany } from '../../../shared/tenancy/role-directory';
import { requireGrantable } from './grant-guard';
import { requireRoleOfCompany } from './member-roles';
import { Company } from '../company.entity';
import { toCompanyView } from '../company.view';
import { Membership } from '../membership.entity';
import { toMemberView, type MemberView } from './member.view';

const memberNotFound = () => new AppError('NOT_FOUND', MEMBER_MESSAGES.memberNotFound);
const lastOwner = () => new AppError('CONFLICT', MEMBER_MESSAGES.lastOwner);

/** The company's members, oldest first (roles.view). */
export async function listMembers(ctx: RequestContext, companyId: number): Promise<MemberView[]> {
  await authorize(ctx, companyId, 'roles.view');
  const rows = await ctx.em.find(
    Membership,
    { company: companyId },
    { populate: ['user'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return rows.map(toMemberView);
}

/**
 * Takes a member out of the company (roles.members.edit); removing oneself is leaving, which any
 * member may do. The last owner stays. The member's tabs learn it at once and their
 * subscriptions to the company end; a current company that was this one is cleared.
 */
export async function removeMember(ctx: RequestContext, companyId: number, userId: number): Promise<boolean> {
  const callerId = requireUser(ctx);
  const leaving = userId === callerId;
  await authorize(ctx, companyId, leaving ? 'member' : 'roles.members.edit');
  const target = checkedUserId(userId);
  const { user, wasCurrent } = await ctx.em.transactional(async (em) => {
    const { membership, otherOwners } = await lockTarget(em, companyId, target, leaving ? null : callerId, null);
    if (membership.role === 'owner' && otherOwners === 0) throw lastOwner();
    const member = membership.user.getEntity();
    const current = member.currentCompanyId === companyId;
    if (current) member.currentCompanyId = null;
    em.remove(membership);
    return { user: member, wasCurrent: current };
  });
  await happened(ctx, MEMBER_ACCESS_CHANGED, { companyId, members: [{ userId: target, company: null }] });
  await happened(ctx, MEMBERS_CHANGED, { companyId });
  if (wasCurrent) await publishMe(ctx, user);
  return true;
}

/** Removing oneself; only a membership is needed. */
export function leaveCompany(ctx: RequestContext, companyId: number): Promise<boolean> {
  return removeMember(ctx, companyId, requireUser(ctx));
}

/**
 * Gives a member another role, owner included (roles.members.edit; only owners grant or take
 * away ownership), never one holding keys the actor may not hand out (grant-guard.ts). The last owner keeps the role. The member's tabs get the company with
 * their new role, and their subscriptions re-check what the new role may see.
 */
export async function changeMemberRole(
  ctx: RequestContext,
  companyId: number,
  userId: number,
  input: unknown,
): Promise<MemberView> {
  const actor = await authorize(ctx, companyId, 'roles.members.edit');
  const callerId = actor.userId;
  const { role } = parse(changeRoleSchema, input);
  const target = checkedUserId(userId);
  // An unknown role is refused inside, after the target is found.
  const offered = await roleOfCompany(ctx.app, ctx.em, companyId, role);
  if (offered) {
    const details = { userId: target };
    await requireGrantable(ctx, actor, {
      entityType: 'membership',
      entityId: null,
      role,
      keys: offered.permissions,
      details,
    });
  }
  const { membership, changed } = await ctx.em.transactional(async (em) => {
    const locked = await lockTarget(em, companyId, target, callerId, role);
    if (locked.membership.role === role) return { membership: locked.membership, changed: false };
    await requireRoleOfCompany(ctx.app, em, companyId, role);
    if (locked.membership.role === 'owner' && locked.otherOwners === 0) throw lastOwner();
    const before = locked.membership.role;
    locked.membership.role = role;
    recordActivity(em, ctx, companyId, {
      entityType: 'membership',
      entityId: locked.membership.id,
      action: 'roleChanged',
      before: { userId: target, role: before },
      after: { userId: target, role },
    });
    return { membership: locked.membership, changed: true };
  });
  if (changed) {
    const user = membership.user.getEntity();
    await Promise.all([
      announceAccessChanged(ctx, companyId, [{ userId: target, role }]),
      happened(ctx, MEMBERS_CHANGED, { companyId }),
    ]);
    // `me.role` is the role in the current company.
    if (user.currentCompanyId === companyId) await publishMe(ctx, user);
  }
  return toMemberView(membership);
}

/**
 * After the commit that changed what these members may do (their role, or their role's
 * grants): their tabs get the company again (with the role's code and grants, resolved for
 * them) and their subscriptions re-check, ending what the role no longer allows.
 */
export async function announceAccessChanged(
  ctx: RequestContext,
  companyId: number,
  members: { userId: number; role: string }[],
): Promise<void> {
  if (members.length === 0) return;
  const company = await ctx.em.findOneOrFail(Company, companyId);
  await happened(ctx, MEMBER_ACCESS_CHANGED, {
    companyId,
    members: members.map(({ userId, role }) => ({ userId, company: toCompanyView(company, role) })),
  });
}

function checkedUserId(userId: number): number {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw memberNotFound();
  return userId;
}

/**
 * Inside the transaction: locks the company's owner rows (in id order, so concurrent changes
 * queue rather than deadlock), then loads the target. Locked owners cannot be demoted or
 * removed by anyone else until this commits, so counting them here keeps one owner even when
 * two owners demote each other at once. `managerId` is a member acting on someone else: only an
 * owner may remove an owner, or grant or take away ownership (`newRole`), and that ownership is
 * confirmed under the same lock, so a concurrent demotion of them wins.
 */
async function lockTarget(
  em: EntityManager,
  companyId: number,
  userId: number,
  managerId: number | null,
  newRole: string | null,
) {
  const owners = await em.find(
    Membership,
    { company: companyId, role: 'owner' },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
  );
  const ownerIds = owners.map((o) => o.user.id);
  const membership = await em.findOne(Membership, { company: companyId, user: userId }, { populate: ['user'] });
  if (!membership) throw memberNotFound();
  const touchesOwnership = membership.role === 'owner' || newRole === 'owner';
  if (managerId !== null && touchesOwnership && !ownerIds.includes(managerId)) throw forbidden();
  return { membership, otherOwners: ownerIds.filter((id) => id !== userId).length };
}
