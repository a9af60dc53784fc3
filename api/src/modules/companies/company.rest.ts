import { body, defineRoutes, intId, param } from '../../shared/rest';
import { createCompany, deleteCompany, getCompany, listCompanies, updateCompany } from './company.service';

export const companyRoutes = defineRoutes([
  { method: 'GET', path: '/api/companies', input: () => undefined, handler: (ctx) => listCompanies(ctx) },
  {
    method: 'GET',
    path: '/api/companies/:id',
    input: (req) => intId(param(req, 'id')),
    handler: (ctx, id) => getCompany(ctx, id),
  },
  {
    method: 'POST',
    path: '/api/companies',
    status: 201,
    input: (req) => body(req),
    handler: (ctx, input) => createCompany(ctx, input),
  },
  {
    method: 'PUT',
    path: '/api/companies/:id',
    input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
    handler: (ctx, { id, data }) => updateCompany(ctx, id, data),
  },
  {
    method: 'DELETE',
    path: '/api/companies/:id',
    input: (req) => intId(param(req, 'id')),
    handler: (ctx, id) => deleteCompany(ctx, id),
    output: () => ({ success: true }),
  },
]);
