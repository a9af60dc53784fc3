import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
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

@ObjectType('Member')
class MemberType {
  @Field(() => Int) userId: number;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String) email: string;
  @Field(() => RoleCode) role: string;
  @Field(() => String, { nullable: true }) profileImageUrl: string | null;
  @Field(() => DateTime) joinedAt: string;
}

@ObjectType('Invitation')
class InvitationType {
  @Field(() => Int) id: number;
  @Field(() => String) email: string;
  @Field(() => RoleCode) role: string;
  @Field(() => DateTime) createdAt: string;
  @Field(() => DateTime) expiresAt: string;
}

@ObjectType('InvitationPreview')
class InvitationPreviewType {
  @Field(() => String) companyName: string;
  @Field(() => String) email: string;
  @Field(() => RoleCode) role: string;
  @Field(() => String) roleName: string;
  @Field(() => Boolean) expired: boolean;
}

@Resolver()
export class MemberResolver {
  @Query(() => [MemberType], { description: 'Members of a company the caller belongs to (roles.view)' })
  companyMembers(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
    return listMembers(ctx, companyId);
  }

  @Query(() => [InvitationType], { description: 'Pending invitations of the company (roles.members.create)' })
  companyInvitations(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
    return listInvitations(ctx, companyId);
  }

  @Query(() => InvitationPreviewType, { description: 'What an invitation link offers; no sign-in needed' })
  invitation(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string) {
    return previewInvitation(ctx, token);
  }

  @Mutation(() => InvitationType, { description: 'Invites an address with a role and mails the link' })
  inviteMember(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('email', () => String) email: string,
    @Arg('role', () => RoleCode) role: string,
  ) {
    return inviteMember(ctx, companyId, { email, role });
  }

  @Mutation(() => Boolean)
  revokeInvitation(@Ctx() ctx: RequestContext, @Arg('id', () => Int) id: number) {
    return revokeInvitation(ctx, id);
  }

  @Mutation(() => Boolean, {
    description: 'Takes a member out of the company (owners; the last owner stays); one’s own id means leaving',
  })
  removeMember(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('userId', () => Int) userId: number,
  ) {
    return removeMember(ctx, companyId, userId);
  }

  @Mutation(() => MemberType, { description: 'Gives a member another role (owners; the last owner stays owner)' })
  changeMemberRole(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('userId', () => Int) userId: number,
    @Arg('role', () => RoleCode) role: string,
  ) {
    return changeMemberRole(ctx, companyId, userId, { role });
  }

  @Mutation(() => Boolean, { description: 'The caller leaves the company (any member but the last owner)' })
  leaveCompany(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
    return leaveCompany(ctx, companyId);
  }

  @Mutation(() => CompanyType, { description: 'Joins the company; the invitation must be for the caller’s e-mail' })
  acceptInvitation(@Ctx() ctx: RequestContext, @Arg('token', () => String) token: string) {
    return acceptInvitation(ctx, token);
  }
}
