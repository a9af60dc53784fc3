import {
  body,
  bodyCompanyId,
  companyQuery,
  defineRoutes,
  intId,
  param,
  query,
  successBody,
  withCompany,
} from '../../../shared/rest';
import { branchSchema } from '@staffpay/schema/staff/staff.schemas';
import { createBranch, deleteBranch, listBranches, updateBranch } from './branch.service';

export const branchRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/branches',
      doc: {
        summary: 'Branches by name',
        query: companyQuery,
        response: 'Branches with `departmentCount`, `employeeCount`',
      },
      input: (req) => intId(query(req, 'companyId')),
      handler: (ctx, companyId) => listBranches(ctx, companyId),
    },
    {
      method: 'POST',
      path: '/api/branches',
      doc: { summary: 'Create a branch', body: withCompany(branchSchema), response: 'The branch' },
      status: 201,
      input: (req) => body(req),
      handler: (ctx, data) => createBranch(ctx, bodyCompanyId(data), data),
    },
    {
      method: 'PUT',
      path: '/api/branches/:id',
      doc: { summary: 'Replace a branch', body: withCompany(branchSchema), response: 'The branch' },
      input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
      handler: (ctx, { id, data }) => updateBranch(ctx, bodyCompanyId(data), id, data),
    },
    {
      method: 'DELETE',
      path: '/api/branches/:id',
      doc: { summary: 'Delete a branch', query: companyQuery, response: successBody },
      input: (req) => ({ id: intId(param(req, 'id')), companyId: intId(query(req, 'companyId')) }),
      handler: (ctx, { id, companyId }) => deleteBranch(ctx, companyId, id),
      output: () => ({ success: true }),
    },
  ],
  'Branches',
);
