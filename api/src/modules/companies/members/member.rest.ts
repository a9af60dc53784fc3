import { body, companyAndBody, defineRoutes, intId, param, successBody } from '../../../shared/rest';
import { changeRoleSchema, inviteSchema } from '@staffpay/schema/members/member.schemas';
import {
  acceptInvitation,
  inviteMember,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitation.service';
import { changeMemberRole, listMembers, removeMember } from './member.service';
import { z } from 'zod';
import { companyAnswer } from '@staffpay/schema/companies/company.responses';
import { invitationAnswer, invitationPreviewAnswer, memberAnswer } from '@staffpay/schema/members/member.responses';

/** `/api/companies/:id/…`: the company is the path's `id`. */
const inCompanyPath = { in: 'path', param: 'id' } as const;

export const memberRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/companies/:id/members',
      doc: { summary: 'Members with their roles', response: z.array(memberAnswer) },
      company: inCompanyPath,
      handler: (ctx, companyId) => listMembers(ctx, companyId),
    },
    {
      // One's own userId means leaving the company.
      method: 'DELETE',
      path: '/api/companies/:id/members/:userId',
      doc: { summary: "Remove a member, or leave with one's own id", response: successBody },
      company: inCompanyPath,
      input: (req, companyId) => ({ companyId, userId: intId(param(req, 'userId')) }),
      handler: (ctx, { companyId, userId }) => removeMember(ctx, companyId, userId),
      output: () => ({ success: true }),
    },
    {
      method: 'PATCH',
      path: '/api/companies/:id/members/:userId',
      doc: { summary: "Change a member's role (owner)", body: changeRoleSchema, response: memberAnswer },
      company: inCompanyPath,
      input: (req, companyId) => ({ companyId, userId: intId(param(req, 'userId')), data: body(req) }),
      handler: (ctx, { companyId, userId, data }) => changeMemberRole(ctx, companyId, userId, data),
    },
    {
      method: 'GET',
      path: '/api/companies/:id/invitations',
      doc: { summary: 'Pending invitations', response: z.array(invitationAnswer) },
      company: inCompanyPath,
      handler: (ctx, companyId) => listInvitations(ctx, companyId),
    },
    {
      method: 'POST',
      path: '/api/companies/:id/invitations',
      doc: { summary: 'Invite by e-mail', body: inviteSchema, response: invitationAnswer },
      status: 201,
      company: inCompanyPath,
      input: companyAndBody,
      handler: (ctx, { companyId, data }) => inviteMember(ctx, companyId, data),
    },
    {
      method: 'DELETE',
      path: '/api/invitations/:id',
      doc: { summary: 'Revoke an invitation', response: successBody },
      input: (req) => intId(param(req, 'id')),
      handler: (ctx, id) => revokeInvitation(ctx, id),
      output: () => ({ success: true }),
    },
    {
      method: 'GET',
      path: '/api/invitations/:token',
      doc: { summary: 'Preview an invitation', response: invitationPreviewAnswer },
      auth: 'none',
      input: (req) => param(req, 'token'),
      handler: (ctx, token) => previewInvitation(ctx, token),
    },
    {
      method: 'POST',
      path: '/api/invitations/:token/accept',
      doc: { summary: 'Accept an invitation and join the company', response: companyAnswer },
      input: (req) => param(req, 'token'),
      handler: (ctx, token) => acceptInvitation(ctx, token),
    },
  ],
  'Members',
);
