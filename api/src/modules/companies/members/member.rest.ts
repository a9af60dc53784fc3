import { body, defineRoutes, intId, param } from '../../../shared/rest';
import {
  acceptInvitation,
  inviteMember,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitation.service';
import { changeMemberRole, listMembers, removeMember } from './member.service';

export const memberRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/companies/:id/members',
    input: (req) => intId(param(req, 'id')),
    handler: (ctx, id) => listMembers(ctx, id),
  },
  {
    // One's own userId means leaving the company.
    method: 'DELETE',
    path: '/api/companies/:id/members/:userId',
    input: (req) => ({ id: intId(param(req, 'id')), userId: intId(param(req, 'userId')) }),
    handler: (ctx, { id, userId }) => removeMember(ctx, id, userId),
    output: () => ({ success: true }),
  },
  {
    method: 'PATCH',
    path: '/api/companies/:id/members/:userId',
    input: (req) => ({ id: intId(param(req, 'id')), userId: intId(param(req, 'userId')), data: body(req) }),
    handler: (ctx, { id, userId, data }) => changeMemberRole(ctx, id, userId, data),
  },
  {
    method: 'GET',
    path: '/api/companies/:id/invitations',
    input: (req) => intId(param(req, 'id')),
    handler: (ctx, id) => listInvitations(ctx, id),
  },
  {
    method: 'POST',
    path: '/api/companies/:id/invitations',
    status: 201,
    input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
    handler: (ctx, { id, data }) => inviteMember(ctx, id, data),
  },
  {
    method: 'DELETE',
    path: '/api/invitations/:id',
    input: (req) => intId(param(req, 'id')),
    handler: (ctx, id) => revokeInvitation(ctx, id),
    output: () => ({ success: true }),
  },
  {
    method: 'GET',
    path: '/api/invitations/:token',
    auth: 'none',
    input: (req) => param(req, 'token'),
    handler: (ctx, token) => previewInvitation(ctx, token),
  },
  {
    method: 'POST',
    path: '/api/invitations/:token/accept',
    input: (req) => param(req, 'token'),
    handler: (ctx, token) => acceptInvitation(ctx, token),
  },
]);
