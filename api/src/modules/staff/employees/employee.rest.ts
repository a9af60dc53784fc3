import type { FastifyRequest } from 'fastify';
import {
  body,
  companyQuery,
  defineRoutes,
  intId,
  jsonOnce,
  param,
  query,
  successBody,
  UPLOAD_BODY_LIMIT,
  withCompany,
} from '../../../shared/rest';
import { createEmployeeSchema, employeeFilterSchema, updateEmployeeSchema } from '@staffpay/schema/staff/staff.schemas';
import { listEmployees } from './employee-list.service';
import {
  createEmployee,
  deleteEmployee,
  getEmployee,
  listEmployeeDepartments,
  updateEmployee,
} from './employee.service';

/** companyId as the spec sends it: a query parameter on GET and DELETE, in the body on POST and PUT. */
function companyIdOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return value;
  return intId(typeof value === 'string' ? value : undefined);
}
const queryCompany = (req: FastifyRequest) => companyIdOf(query(req, 'companyId'));
const bodyCompany = (req: FastifyRequest) => companyIdOf(body(req).companyId);
const id = (req: FastifyRequest) => intId(param(req, 'id'));

/** The list filters, as query parameters; ids stay text until the service's schema rejects a bad one. */
function filterOf(req: FastifyRequest): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const key of ['search', 'role', 'status'] as const) {
    const v = query(req, key);
    if (v !== undefined && v !== '') filter[key] = v;
  }
  for (const key of ['departmentId', 'branchId'] as const) {
    const v = query(req, key);
    if (v !== undefined && v !== '') filter[key] = intId(v);
  }
  return filter;
}

export const employeeRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/employees',
      answers: 'Employee',
      doc: {
        summary: 'Employees matching the filter',
        query: companyQuery.extend(employeeFilterSchema.shape),
        response: 'Employees',
      },
      input: (req) => ({ companyId: queryCompany(req) ?? Number.NaN, filter: filterOf(req) }),
      handler: (ctx, { companyId, filter }) => listEmployees(ctx, companyId, filter),
      output: (views) => jsonOnce(views),
    },
    {
      method: 'POST',
      path: '/api/employees',
      answers: 'Employee',
      doc: { summary: 'Create an employee', body: withCompany(createEmployeeSchema), response: 'The employee' },
      status: 201,
      bodyLimit: UPLOAD_BODY_LIMIT,
      input: (req) => ({ companyId: bodyCompany(req) ?? Number.NaN, data: body(req) }),
      handler: (ctx, { companyId, data }) => createEmployee(ctx, companyId, data),
    },
    {
      method: 'GET',
      path: '/api/employees/:id',
      answers: 'Employee',
      doc: { summary: 'One employee', query: companyQuery, response: 'The employee' },
      input: (req) => ({ companyId: queryCompany(req), id: id(req) }),
      handler: (ctx, { companyId, id }) => getEmployee(ctx, companyId, id),
    },
    {
      method: 'PUT',
      path: '/api/employees/:id',
      answers: 'Employee',
      doc: {
        summary: 'Change an employee (the fields given)',
        body: withCompany(updateEmployeeSchema),
        response: 'The employee',
      },
      bodyLimit: UPLOAD_BODY_LIMIT,
      input: (req) => ({ companyId: bodyCompany(req) ?? queryCompany(req), id: id(req), data: body(req) }),
      handler: (ctx, { companyId, id, data }) => updateEmployee(ctx, companyId, id, data),
    },
    {
      method: 'DELETE',
      path: '/api/employees/:id',
      doc: { summary: 'Delete an employee', query: companyQuery, response: successBody },
      input: (req) => ({ companyId: queryCompany(req), id: id(req) }),
      handler: (ctx, { companyId, id }) => deleteEmployee(ctx, companyId, id),
      output: () => ({ success: true }),
    },
    {
      method: 'GET',
      path: '/api/employees/:id/departments',
      doc: {
        summary: "An employee's departments",
        query: companyQuery,
        response: '`[{ departmentId, departmentName }]`',
      },
      input: (req) => ({ companyId: queryCompany(req), id: id(req) }),
      handler: (ctx, { companyId, id }) => listEmployeeDepartments(ctx, companyId, id),
    },
  ],
  'Employees',
);
