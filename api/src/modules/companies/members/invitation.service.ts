import type { RequestContext } from '../../../shared/context';
import { happened } from '../../../shared/events';
import { AppError } from '../../../shared/errors';
import { invitationLetter } from '../../../shared/mail/letters';
import { roleOfCompany } from '../../../shared/tenancy/role-directory';
import { requireGrantable } from './grant-guard';
import { requireRoleOfCompany } from './member-roles';
import { authorize, requireUser } from '../../../shared/tenancy/membership';
import { parse } from '../../../shared/validation';
import { publishMe, mailFailed, hashToken, newToken, loadUser } from '../../accounts';
import { Company } from '../company.entity';
import { MEMBERS_CHANGED, MY_COMPANIES_CHANGED } from '../company.events';
import { toCompanyView, type CompanyView } from '../company.view';
import { Membership } from '../membership.entity';
import { Invitation } from './invitation.entity';
import { invitationTokenSchema, inviteSchema, MEMBER_MESSAGES } from '@staffpay/schema/members/member.schemas';
import { toInvitationView, type InvitationPreview, type InvitationView } from './member.view';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const invitationNotFound = () => new AppError('NOT_FOUND', MEMBER_MESSAGES.invitationNotFound);

/** Pending (not yet accepted) invitations of the company, newest first (roles.members.create). */
export async function listInvitations(ctx: RequestContext, companyId: number): Promise<InvitationView[]> {
  await authorize(ctx, companyId, 'roles.members.create');
  const rows = await ctx.em.find(
    Invitation,
    { company: companyId, acceptedAt: null },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return rows.map(toInvitationView);
}

/**
 * Invites an address with a role and mails the link (after the commit). A new invitation to
 * the same address replaces the pending one. Only an owner may invite another owner, and no one
 * with a role holding keys they may not hand out themselves (grant-guard.ts). If the
 * letter cannot be sent the invitation is deleted again and the caller gets a 503.
 */
export async function inviteMember(ctx: RequestContext, companyId: number, input: unknown): Promise<InvitationView> {
  const membership = await authorize(ctx, companyId, 'roles.members.create');
  const userId = requireUser(ctx);
  const { email, role } = parse(inviteSchema, input);
  const offered = await requireRoleOfCompany(ctx.app, ctx.em, companyId, role);
  if (role === 'owner' && membership.role !== 'owner') {
    throw new AppError('FORBIDDEN', MEMBER_MESSAGES.onlyOwnerInvitesOwner);
  }
  await requireGrantable(ctx, membership, {
    entityType: 'invitation',
    entityId: null,
    role,
    keys: offered.permissions,
  });
  if (await ctx.em.count(Membership, { company: companyId, user: { email } })) {
    throw new AppError('CONFLICT', MEMBER_MESSAGES.alreadyMember);
  }
  const token = newToken();
  const invitation = await ctx.em.transactional(async (em) => {
    await em.nativeDelete(Invitation, { company: companyId, email, acceptedAt: null });
    const created = em.create(Invitation, {
      company: companyId,
      email,
      role,
      tokenHash: hashToken(ctx.app.config.sessionSecret, token),
      invitedBy: userId,
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    await em.flush();
    return created;
  });
  const [company, inviter] = await Promise.all([ctx.em.findOneOrFail(Company, companyId), loadUser(ctx.em, userId)]);
  const letter = invitationLetter(
    ctx.app.config.APP_URL,
    {
      email,
      companyName: company.name,
      roleName: offered.name,
      inviterName: `${inviter.firstName} ${inviter.lastName}`.trim(),
    },
    token,
  );
  try {
    await ctx.app.mailer.send(letter);
  } catch (error) {
    await ctx.em.fork().nativeDelete(Invitation, { id: invitation.id });
    ctx.app.log.error({ err: error }, 'invitation mail failed, invitation removed');
    throw mailFailed();
  }
  return toInvitationView(invitation);
}

/** Withdraws a pending invitation; one in a company the caller is not in is reported as missing. */
export async function revokeInvitation(ctx: RequestContext, id: number): Promise<boolean> {
  requireUser(ctx);
  if (!Number.isSafeInteger(id) || id <= 0) throw invitationNotFound();
  const invitation = await ctx.em.findOne(Invitation, { id, acceptedAt: null });
  if (!invitation) throw invitationNotFound();
  await authorize(ctx, invitation.company.id, 'roles.members.create').catch((e: unknown) => {
    throw e instanceof AppError && e.code === 'NOT_FOUND' ? invitationNotFound() : e;
  });
  await ctx.em.nativeDelete(Invitation, { id });
  return true;
}

/** Anyone holding the link may see what it offers; a used or revoked link is not found. */
export async function previewInvitation(ctx: RequestContext, rawToken: unknown): Promise<InvitationPreview> {
  const invitation = await findPending(ctx, rawToken);
  const role = await roleOfCompany(ctx.app, ctx.em, invitation.company.id, invitation.role);
  return {
    companyName: invitation.company.getEntity().name,
    email: invitation.email,
    role: invitation.role,
    roleName: role?.name ?? invitation.role,
    expired: invitation.expiresAt.getTime() <= Date.now(),
  };
}

/**
 * Joins the company with the invited role. Only the signed-in user whose (confirmed) address
 * the invitation was sent to may accept, once, within 7 days. A user without a current
 * company gets this one. Events go out after the commit.
 */
export async function acceptInvitation(ctx: RequestContext, rawToken: unknown): Promise<CompanyView> {
  const userId = requireUser(ctx);
  const tokenHash = hashFor(ctx, rawToken);
  const { company, role, user, becameCurrent } = await ctx.em.transactional(async (em) => {
    const invitation = await em.findOne(Invitation, { tokenHash, acceptedAt: null }, { populate: ['company'] });
    if (!invitation) throw invitationNotFound();
    if (invitation.expiresAt.getTime() <= Date.now())
      throw new AppError('BAD_USER_INPUT', MEMBER_MESSAGES.invitationExpired);
    const me = await loadUser(em, userId);
    if (me.email !== invitation.email || !me.emailVerifiedAt)
      throw new AppError('FORBIDDEN', MEMBER_MESSAGES.otherEmail);
    const companyId = invitation.company.id;
    if (await em.count(Membership, { user: userId, company: companyId })) {
      throw new AppError('CONFLICT', MEMBER_MESSAGES.youAreMember);
    }
    const spent = await em.nativeUpdate(
      Invitation,
      { id: invitation.id, acceptedAt: null },
      { acceptedAt: new Date() },
    );
    if (spent !== 1) throw invitationNotFound();
    // A custom role deleted since the invitation was sent leaves the plainest role.
    const role = (await roleOfCompany(ctx.app, em, companyId, invitation.role)) ? invitation.role : 'employee';
    em.create(Membership, { user: userId, company: companyId, role });
    const current = !me.currentCompanyId;
    if (current) me.currentCompanyId = companyId;
    await em.flush();
    return { company: invitation.company.getEntity(), role, user: me, becameCurrent: current };
  });
  const view = toCompanyView(company);
  await Promise.all([
    happened(ctx, MY_COMPANIES_CHANGED, { userId, kind: 'created', companyId: company.id, company: view }),
    happened(ctx, MEMBERS_CHANGED, { companyId: company.id }),
  ]);
  if (becameCurrent) await publishMe(ctx, user);
  return { ...view, myRole: role };
}

function hashFor(ctx: RequestContext, rawToken: unknown): string {
  const result = invitationTokenSchema.safeParse(rawToken);
  if (!result.success) throw invitationNotFound();
  return hashToken(ctx.app.config.sessionSecret, result.data);
}

async function findPending(ctx: RequestContext, rawToken: unknown): Promise<Invitation> {
  const invitation = await ctx.em.findOne(
    Invitation,
    { tokenHash: hashFor(ctx, rawToken), acceptedAt: null },
    { populate: ['company'] },
  );
  if (!invitation) throw invitationNotFound();
  return invitation;
}
