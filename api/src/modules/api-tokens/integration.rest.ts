import { z } from 'zod';
import { API_SCOPES } from '@staffpay/schema/api-tokens/api-token.schemas';
import {
  createIntegrationSchema,
  createIntegrationTokenSchema,
  PRINCIPAL_KIND,
  rotateTokenSchema,
  updateIntegrationSchema,
} from '@staffpay/schema/api-tokens/integration.schemas';
import { valuesOf } from '@staffpay/schema/enumerations/declaration';
import type { FastifyRequest } from 'fastify';
import { body, companyAndBody, defineRoutes, intId, param, successBody } from '../../shared/rest';
import { createIntegrationToken, rotateIntegrationToken } from './integration-token.service';
import {
  createIntegration,
  deleteIntegration,
  getIntegration,
  listIntegrations,
  updateIntegration,
} from './integration.service';
import { whoAmI } from './whoami.service';

const inCompanyPath = { in: 'path', param: 'id' } as const;
const instant = z.iso.datetime();

const tokenView = z.object({
  id: z.int(),
  integrationId: z.int(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  createdAt: instant,
  expiresAt: instant.nullable().meta({ description: 'null: never' }),
  lastUsedAt: instant.nullable().meta({ description: 'Its latest use, to the minute' }),
});
const issuedToken = tokenView.extend({ token: z.string().meta({ description: 'The secret (sp_…), shown once' }) });

const integrationView = z.object({
  id: z.int(),
  companyId: z.int(),
  name: z.string(),
  description: z.string(),
  role: z.string().meta({ description: 'A built-in role’s code or a custom role’s: its tokens act through it' }),
  createdAt: instant,
  updatedAt: instant,
  tokens: z.array(tokenView).meta({ description: 'Newest first, without secrets' }),
});

const whoAmIView = z.object({
  principal: z.object({ kind: z.enum(valuesOf(PRINCIPAL_KIND)), id: z.int(), name: z.string() }),
  companyId: z.int().nullable().meta({ description: 'The token’s company; null for a session' }),
  role: z.string().nullable().meta({ description: 'The role the token acts through now; null for a session' }),
  scopes: z.array(z.enum(API_SCOPES)).nullable().meta({ description: 'null for a session' }),
  tokenId: z.int().nullable(),
  expiresAt: instant.nullable(),
});

const integrationIn = (req: FastifyRequest, companyId: number) => ({
  companyId,
  id: intId(param(req, 'integrationId')),
  data: body(req),
});

export const integrationRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/companies/:id/integrations',
      company: inCompanyPath,
      handler: (ctx, companyId) => listIntegrations(ctx, companyId),
      doc: { summary: 'The company’s integrations with their tokens (owners)', response: z.array(integrationView) },
    },
    {
      method: 'POST',
      path: '/api/companies/:id/integrations',
      status: 201,
      company: inCompanyPath,
      input: companyAndBody,
      handler: (ctx, { companyId, data }) => createIntegration(ctx, companyId, data),
      doc: {
        summary: 'Create an integration: a named principal with a role, not a person (owners)',
        body: createIntegrationSchema,
        response: integrationView,
      },
    },
    {
      method: 'GET',
      path: '/api/companies/:id/integrations/:integrationId',
      company: inCompanyPath,
      input: integrationIn,
      handler: (ctx, { companyId, id }) => getIntegration(ctx, id, companyId),
      doc: {
        summary: 'One integration with its tokens (owners)',
        params: { integrationId: 'The integration' },
        response: integrationView,
      },
    },
    {
      method: 'PATCH',
      path: '/api/companies/:id/integrations/:integrationId',
      company: inCompanyPath,
      input: integrationIn,
      handler: (ctx, { companyId, id, data }) => updateIntegration(ctx, id, data, companyId),
      doc: {
        summary: 'Rename an integration or change its role (owners)',
        description: 'Its tokens act through the new role from their next request.',
        params: { integrationId: 'The integration' },
        body: updateIntegrationSchema,
        response: integrationView,
      },
    },
    {
      method: 'DELETE',
      path: '/api/companies/:id/integrations/:integrationId',
      company: inCompanyPath,
      input: integrationIn,
      handler: (ctx, { companyId, id }) => deleteIntegration(ctx, id, companyId),
      output: () => ({ success: true }),
      doc: {
        summary: 'Delete an integration; its tokens are revoked at once and their sockets closed (owners)',
        params: { integrationId: 'The integration' },
        response: successBody,
      },
    },
    {
      method: 'POST',
      path: '/api/companies/:id/integrations/:integrationId/tokens',
      status: 201,
      company: inCompanyPath,
      input: integrationIn,
      handler: (ctx, { companyId, id, data }) => createIntegrationToken(ctx, id, data, companyId),
      doc: {
        summary: 'Issue a token of an integration; the secret is in this answer only (owners)',
        description:
          'The token acts through the integration’s role narrowed to its scopes, whoever issued it; each scope must open something that role grants. Revoke it with DELETE /api/api-tokens/{id}.',
        params: { integrationId: 'The integration' },
        body: createIntegrationTokenSchema,
        response: issuedToken,
      },
    },
    {
      method: 'POST',
      path: '/api/companies/:id/integration-tokens/:tokenId/rotate',
      status: 201,
      company: inCompanyPath,
      input: (req, companyId) => ({ companyId, tokenId: intId(param(req, 'tokenId')), data: body(req) }),
      handler: (ctx, { companyId, tokenId, data }) => rotateIntegrationToken(ctx, tokenId, data, companyId),
      doc: {
        summary: 'Rotate an integration’s token: a new secret, the old one working until the overlap ends (owners)',
        params: { tokenId: 'The integration’s token to replace' },
        body: rotateTokenSchema,
        response: issuedToken,
      },
    },
    {
      method: 'GET',
      path: '/api/whoami',
      handler: (ctx) => whoAmI(ctx),
      doc: {
        summary: 'Who is calling: the token’s company, principal, role, scopes and expiry (any caller, no scope)',
        response: whoAmIView,
      },
    },
  ],
  'Integrations',
);
