import { body, bodyCompanyId, defineRoutes, intId, param, query } from '../../../shared/rest';
import { createBranch, deleteBranch, listBranches, updateBranch } from './branch.service';

export const branchRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/branches',
    input: (req) => intId(query(req, 'companyId')),
    handler: (ctx, companyId) => listBranches(ctx, companyId),
  },
  {
    method: 'POST',
    path: '/api/branches',
    status: 201,
    input: (req) => body(req),
    handler: (ctx, data) => createBranch(ctx, bodyCompanyId(data), data),
  },
  {
    method: 'PUT',
    path: '/api/branches/:id',
    input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
    handler: (ctx, { id, data }) => updateBranch(ctx, bodyCompanyId(data), id, data),
  },
  {
    method: 'DELETE',
    path: '/api/branches/:id',
    input: (req) => ({ id: intId(param(req, 'id')), companyId: intId(query(req, 'companyId')) }),
    handler: (ctx, { id, companyId }) => deleteBranch(ctx, companyId, id),
    output: () => ({ success: true }),
  },
]);
