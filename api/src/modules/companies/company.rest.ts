import { body, defineRoutes, intId, param, successBody, UPLOAD_BODY_LIMIT } from '../../shared/rest';
import { createCompanySchema, updateCompanySchema } from '@staffpay/schema/companies/company.schemas';
import { createCompany, deleteCompany, getCompany, listCompanies, updateCompany } from './company.service';
import { z } from 'zod';
import { companyAnswer } from '@staffpay/schema/companies/company.responses';

export const companyRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/companies',
      doc: { summary: "The caller's companies, with `myRole`", response: z.array(companyAnswer) },
      input: () => undefined,
      handler: (ctx) => listCompanies(ctx),
    },
    {
      method: 'GET',
      path: '/api/companies/:id',
      doc: { summary: 'One company', response: companyAnswer },
      input: (req) => intId(param(req, 'id')),
      handler: (ctx, id) => getCompany(ctx, id),
    },
    {
      method: 'POST',
      path: '/api/companies',
      doc: {
        summary: 'Create a company (the caller becomes its owner)',
        body: createCompanySchema,
        response: companyAnswer,
      },
      status: 201,
      bodyLimit: UPLOAD_BODY_LIMIT,
      input: (req) => body(req),
      handler: (ctx, input) => createCompany(ctx, input),
    },
    {
      method: 'PUT',
      path: '/api/companies/:id',
      doc: { summary: "Update a company's settings", body: updateCompanySchema, response: companyAnswer },
      bodyLimit: UPLOAD_BODY_LIMIT,
      input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
      handler: (ctx, { id, data }) => updateCompany(ctx, id, data),
    },
    {
      method: 'DELETE',
      path: '/api/companies/:id',
      doc: { summary: 'Delete a company (owner)', response: successBody },
      input: (req) => intId(param(req, 'id')),
      handler: (ctx, id) => deleteCompany(ctx, id),
      output: () => ({ success: true }),
    },
  ],
  'Companies',
);
