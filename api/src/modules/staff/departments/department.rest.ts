import { body, bodyCompanyId, defineRoutes, intId, param, query } from '../../../shared/rest';
import { createDepartment, deleteDepartment, listDepartments, updateDepartment } from './department.service';

export const departmentRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/departments',
    input: (req) => intId(query(req, 'companyId')),
    handler: (ctx, companyId) => listDepartments(ctx, companyId),
  },
  {
    method: 'POST',
    path: '/api/departments',
    status: 201,
    input: (req) => body(req),
    handler: (ctx, data) => createDepartment(ctx, bodyCompanyId(data), data),
  },
  {
    method: 'PUT',
    path: '/api/departments/:id',
    input: (req) => ({ id: intId(param(req, 'id')), data: body(req) }),
    handler: (ctx, { id, data }) => updateDepartment(ctx, bodyCompanyId(data), id, data),
  },
  {
    method: 'DELETE',
    path: '/api/departments/:id',
    input: (req) => ({ id: intId(param(req, 'id')), companyId: intId(query(req, 'companyId')) }),
    handler: (ctx, { id, companyId }) => deleteDepartment(ctx, companyId, id),
    output: () => ({ success: true }),
  },
]);
