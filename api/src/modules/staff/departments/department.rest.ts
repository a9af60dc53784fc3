import { companyAndBody, companyAndId, companyIdAndBody, defineRoutes, query, successBody } from '../../../shared/rest';
import { updatedSinceQuery } from '../../../shared/change-feed';
import { departmentSchema } from '@staffpay/schema/staff/staff.schemas';
import { createDepartment, deleteDepartment, listDepartments, updateDepartment } from './department.service';
import { z } from 'zod';
import { departmentAnswer } from '@staffpay/schema/staff/staff.responses';

export const departmentRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/departments',
      doc: {
        summary: 'Departments by name',
        query: updatedSinceQuery,
        response: z.array(departmentAnswer),
      },
      company: 'query',
      input: (req, companyId) => ({ companyId, updatedSince: query(req, 'updatedSince') }),
      handler: (ctx, { companyId, updatedSince }) => listDepartments(ctx, companyId, { updatedSince }),
    },
    {
      method: 'POST',
      path: '/api/departments',
      doc: { summary: 'Create a department', body: departmentSchema, response: departmentAnswer },
      status: 201,
      company: 'body',
      input: companyAndBody,
      handler: (ctx, { companyId, data }) => createDepartment(ctx, companyId, data),
    },
    {
      method: 'PUT',
      path: '/api/departments/:id',
      doc: { summary: 'Replace a department', body: departmentSchema, response: departmentAnswer },
      company: 'body',
      input: companyIdAndBody,
      handler: (ctx, { companyId, id, data }) => updateDepartment(ctx, companyId, id, data),
    },
    {
      method: 'DELETE',
      path: '/api/departments/:id',
      doc: { summary: 'Delete a department', response: successBody },
      company: 'query',
      input: companyAndId,
      handler: (ctx, { id, companyId }) => deleteDepartment(ctx, companyId, id),
      output: () => ({ success: true }),
    },
  ],
  'Departments',
);
