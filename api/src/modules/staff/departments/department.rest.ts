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
import { departmentSchema } from '@staffpay/schema/staff/staff.schemas';
import { createDepartment, deleteDepartment, listDepartments, updateDepartment } from './department.service';

export const departmentRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/departments',
      doc: {
        summary: 'Departments by name',
        query: companyQuery,
        response: 'Departments with `branchName`, `managerName`, `employeeCount`',
      },
      input: (req) => intId(query(req, 'companyId')),
      handler: (ctx, companyId) => listDepartments(ctx, companyId),
    },
    {
      method: 'POST',
      path: '/api/departments',
      doc: { summary: 'Create a department', body: withCompany(departmentSchema), response: 'The department' },
      status: 201,
      input: (req) => body(req),
      handler: (ctx, data) => createDepartment(ctx, bodyCompanyId(data), data),
    },
    {
      method: 'PUT',
      path: '/api/departments/:id',
      doc: { summary: 'Replace a department', body: withCompany(departmentSchema), response: 'The department' },
      input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
      handler: (ctx, { id, data }) => updateDepartment(ctx, bodyCompanyId(data), id, data),
    },
    {
      method: 'DELETE',
      path: '/api/departments/:id',
      doc: { summary: 'Delete a department', query: companyQuery, response: successBody },
      input: (req) => ({ id: intId(param(req, 'id')), companyId: intId(query(req, 'companyId')) }),
      handler: (ctx, { id, companyId }) => deleteDepartment(ctx, companyId, id),
      output: () => ({ success: true }),
    },
  ],
  'Departments',
);
