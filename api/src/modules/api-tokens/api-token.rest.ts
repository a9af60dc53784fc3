import { z } from 'zod';
import { API_SCOPES, createApiTokenSchema } from '@staffpay/schema/api-tokens/api-token.schemas';
import { companyAndBody, defineRoutes, intId, param, successBody } from '../../shared/rest';
import { createApiToken, listApiTokens, revokeApiToken } from './api-token.service';

const tokenView = z.object({
  id: z.int(),
  companyId: z.int(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable().meta({ description: 'Its latest use, to the minute' }),
  createdBy: z.object({ id: z.int(), name: z.string() }).meta({ description: 'The member the token acts as' }),
});

export const apiTokenRoutes = defineRoutes(
  [
    {
      method: 'POST',
      path: '/api/companies/:id/api-tokens',
      status: 201,
      company: { in: 'path', param: 'id' },
      input: companyAndBody,
      handler: (ctx, { companyId, data }) => createApiToken(ctx, companyId, data),
      doc: {
        summary: 'Create an API token (settings.api; people only)',
        description:
          'The secret (`sp_…`) is in this answer only and is stored as a keyed hash. The token acts only in this company, within its scopes and within what its creator’s role may do at each use.',
        body: createApiTokenSchema,
        response: tokenView.extend({ token: z.string().meta({ description: 'The secret, shown once' }) }),
      },
    },
    {
      method: 'GET',
      path: '/api/companies/:id/api-tokens',
      company: { in: 'path', param: 'id' },
      handler: (ctx, companyId) => listApiTokens(ctx, companyId),
      doc: {
        summary: 'List the company’s API tokens, newest first, without secrets (settings.api)',
        response: z.array(tokenView),
      },
    },
    {
      method: 'DELETE',
      path: '/api/api-tokens/:id',
      input: (req) => intId(param(req, 'id')),
      handler: (ctx, id) => revokeApiToken(ctx, id),
      output: () => ({ success: true }),
      doc: {
        summary: 'Revoke an API token at once (settings.api of its company)',
        params: { id: 'The token' },
        response: successBody,
      },
    },
  ],
  'API tokens',
);
