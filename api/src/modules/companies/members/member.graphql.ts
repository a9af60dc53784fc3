import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { CompanyIdArg } from '../../../shared/graphql/company-arg';
import { RoleCode } from '../../../shared/graphql/enums';
import type { RequestContext } from '../../../shared/context';
import { DateTime } from '../../../shared/graphql/scalars';
import { CompanyType } from '../company.graphql';
import {
  acceptInvitation,
  inviteMember,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitation.service';
import { changeMemberRole, leaveCompany, listMembers, removeMember } from './member.service';

@ObjectType('Member', { description: 'A member of the company (members.view)' })
class MemberType {
  @Field(() => Int, { description: 'The member’s user id' }) userId: number;
  @Field(() => String, { description: 'First name' }) firstName: string;
  @Field(() => String, { description: 'Last name' }) lastName: string;
  @Field(() => String, { description: 'The member’s e-mail address' }) email: string;
  @Field(() => RoleCode, { description: 'The member’s role code' }) role: string;
  @Field(() => String, { description: '/api/images/{id}; null without a photo', nullable: true }) profileImageUrl:
    string | null;
  @Field(() => DateTime, { description: 'When they joined (ISO-8601, UTC)' }) joinedAt: string;
}

@ObjectType('Invitation', { description: 'A pending invitation to join the company' })
class InvitationType {
  @Field(() => Int, { description: 'Unique id of this Invitation' }) id: number;
  @Field(() => String, { description: 'The invited e-mail address' }) email: string;
  @Field(() => RoleCode, { description: 'The role the invitee will hold' }) role: string;
  @Field(() => DateTime, { description: 'When it was created (ISO-8601, UTC)' }) createdAt: string;
  @Field(() => DateTime, { description: 'After this it can no longer be accepted (ISO-8601, UTC)' }) expiresAt: string;
}

@ObjectType('InvitationPreview', { description: 'What an invitation link offers, readable before signing in' })
class InvitationPreviewType {
  @Field(() => String, { description: 'The inviting company’s name' }) companyName: string;
  @Field(() => String, { description: 'The invited e-mail address' }) email: string;
  @Field(() => RoleCode, { description: 'The role’s code' }) role: string;
  @Field(() => String, { description: 'The role’s display name' }) roleName: string;
  @Field(() => Boolean, { description: 'true when it can no longer be accepted' }) expired: boolean;
}

@Resolver()
export class MemberResolver {
  @Query(() => [MemberType], { description: 'Members of a company the caller belongs to (roles.view)' })
  companyMembers(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return listMembers(ctx, companyId);
  }

  @Query(() => [InvitationType], { description: 'Pending invitations of the company (roles.members.create)' })
  companyInvitations(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return listInvitations(ctx, companyId);
  }

  @Query(() => InvitationPreviewType, { description: 'What an invitation link offers; no sign-in needed' })
  invitation(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String, { description: 'The token from the invitation link' }) token: string,
  ) {
    return previewInvitation(ctx, token);
  }

  @Mutation(() => InvitationType, { description: 'Invites an address with a role and mails the link' })
  inviteMember(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('email', () => String, { description: 'The invitee’s e-mail address' }) email: string,
    @Arg('role', () => RoleCode, { description: 'The role they will hold' }) role: string,
  ) {
    return inviteMember(ctx, companyId, { email, role });
  }

  @Mutation(() => Boolean, { description: 'Withdraws a pending invitation (members.invite)' })
  revokeInvitation(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => Int, { description: 'The invitation’s id' }) id: number,
  ) {
    return revokeInvitation(ctx, id);
  }

  @Mutation(() => Boolean, {
    description: 'Takes a member out of the company (owners; the last owner stays); one’s own id means leaving',
  })
  removeMember(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('userId', () => Int, { description: 'The member’s user id' }) userId: number,
  ) {
    return removeMember(ctx, companyId, userId);
  }

  @Mutation(() => MemberType, { description: 'Gives a member another role (owners; the last owner stays owner)' })
  changeMemberRole(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('userId', () => Int, { description: 'The member’s user id' }) userId: number,
    @Arg('role', () => RoleCode, { description: 'The new role’s code' }) role: string,
  ) {
    return changeMemberRole(ctx, companyId, userId, { role });
  }

  @Mutation(() => Boolean, { description: 'The caller leaves the company (any member but the last owner)' })
  leaveCompany(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return leaveCompany(ctx, companyId);
  }

  @Mutation(() => CompanyType, { description: 'Joins the company; the invitation must be for the caller’s e-mail' })
  acceptInvitation(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String, { description: 'The token from the invitation link' }) token: string,
  ) {
    return acceptInvitation(ctx, token);
  }
}
