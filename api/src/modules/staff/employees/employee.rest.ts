import type { FastifyRequest } from 'fastify';
import {
  body,
  companyAndBody,
  defineRoutes,
  intId,
  jsonOnce,
  param,
  query,
  successBody,
  UPLOAD_BODY_LIMIT,
} from '../../../shared/rest';
import { createEmployeeSchema, employeeFilterSchema, updateEmployeeSchema } from '@staffpay/schema/staff/staff.schemas';
import { listEmployees } from './employee-list.service';
import { updatedSinceQuery } from '../../../shared/change-feed';
import {
  createEmployee,
  deleteEmployee,
  getEmployee,
  listEmployeeDepartments,
  updateEmployee,
} from './employee.service';
import { z } from 'zod';
import { employeeAnswer, employeeDepartmentAnswer } from '@staffpay/schema/staff/staff.responses';

const id = (req: FastifyRequest) => intId(param(req, 'id'));
/** One employee's rows: a call that leaves companyId out is answered in the employee's own company (employee-access.ts). */
const ofOneEmployee = (req: FastifyRequest, companyId: number | undefined) => ({ companyId, id: id(req) });

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
        query: employeeFilterSchema.extend(updatedSinceQuery.shape),
        response: z.array(employeeAnswer),
      },
      company: 'query',
      input: (req, companyId) => ({ companyId, filter: filterOf(req), updatedSince: query(req, 'updatedSince') }),
      handler: (ctx, { companyId, filter, updatedSince }) => listEmployees(ctx, companyId, filter, { updatedSince }),
      output: (views) => jsonOnce(views),
    },
    {
      method: 'POST',
      path: '/api/employees',
      answers: 'Employee',
      doc: { summary: 'Create an employee', body: createEmployeeSchema, response: employeeAnswer },
      status: 201,
      bodyLimit: UPLOAD_BODY_LIMIT,
      company: 'body',
      input: companyAndBody,
      handler: (ctx, { companyId, data }) => createEmployee(ctx, companyId, data),
    },
    {
      method: 'GET',
      path: '/api/employees/:id',
      answers: 'Employee',
      doc: { summary: 'One employee', response: employeeAnswer },
      company: { in: 'query', optional: true },
      input: ofOneEmployee,
      handler: (ctx, { companyId, id }) => getEmployee(ctx, companyId, id),
    },
    {
      method: 'PUT',
      path: '/api/employees/:id',
      answers: 'Employee',
      doc: {
        summary: 'Change an employee (the fields given)',
        body: updateEmployeeSchema,
        response: employeeAnswer,
      },
      bodyLimit: UPLOAD_BODY_LIMIT,
      company: { in: 'body-or-query', optional: true },
      input: (req, companyId) => ({ ...ofOneEmployee(req, companyId), data: body(req) }),
      handler: (ctx, { companyId, id, data }) => updateEmployee(ctx, companyId, id, data),
    },
    {
      method: 'DELETE',
      path: '/api/employees/:id',
      doc: { summary: 'Delete an employee', response: successBody },
      company: { in: 'query', optional: true },
      input: ofOneEmployee,
      handler: (ctx, { companyId, id }) => deleteEmployee(ctx, companyId, id),
      output: () => ({ success: true }),
    },
    {
      method: 'GET',
      path: '/api/employees/:id/departments',
      doc: {
        summary: "An employee's departments",
        response: z.array(employeeDepartmentAnswer),
      },
      company: { in: 'query', optional: true },
      input: ofOneEmployee,
      handler: (ctx, { companyId, id }) => listEmployeeDepartments(ctx, companyId, id),
    },
  ],
  'Employees',
);
