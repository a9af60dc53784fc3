import { companyAndBody, companyAndId, companyIdAndBody, defineRoutes, query, successBody } from '../../../shared/rest';
import { updatedSinceQuery } from '../../../shared/change-feed';
import { branchSchema } from '@staffpay/schema/staff/staff.schemas';
import { createBranch, deleteBranch, listBranches, updateBranch } from './branch.service';
import { z } from 'zod';
import { branchAnswer } from '@staffpay/schema/staff/staff.responses';

export const branchRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/branches',
      doc: {
        summary: 'Branches by name',
        query: updatedSinceQuery,
        response: z.array(branchAnswer),
      },
      company: 'query',
      input: (req, companyId) => ({ companyId, updatedSince: query(req, 'updatedSince') }),
      handler: (ctx, { companyId, updatedSince }) => listBranches(ctx, companyId, { updatedSince }),
    },
    {
      method: 'POST',
      path: '/api/branches',
      doc: { summary: 'Create a branch', body: branchSchema, response: branchAnswer },
      status: 201,
      company: 'body',
      input: companyAndBody,
      handler: (ctx, { companyId, data }) => createBranch(ctx, companyId, data),
    },
    {
      method: 'PUT',
      path: '/api/branches/:id',
      doc: { summary: 'Replace a branch', body: branchSchema, response: branchAnswer },
      company: 'body',
      input: companyIdAndBody,
      handler: (ctx, { companyId, id, data }) => updateBranch(ctx, companyId, id, data),
    },
    {
      method: 'DELETE',
      path: '/api/branches/:id',
      doc: { summary: 'Delete a branch', response: successBody },
      company: 'query',
      input: companyAndId,
      handler: (ctx, { id, companyId }) => deleteBranch(ctx, companyId, id),
      output: () => ({ success: true }),
    },
  ],
  'Branches',
);
