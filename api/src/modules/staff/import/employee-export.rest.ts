import { z } from 'zod';
import { IMPORT_FORMATS } from '@staffpay/schema/staff/import.schemas';
import { companyQuery, defineRoutes, intId, query } from '../../../shared/rest';
import { exportEmployees, type EmployeeExport } from './employee-export';
import { employeeSheet } from './employee-sheet';

export const employeeExportRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/employees/export',
      answers: 'EmployeeExport',
      doc: {
        summary: 'The employees as a spreadsheet',
        description:
          'The columns of the import template, so the file imports back as it is; a field the caller’s role may not see is an empty cell.',
        query: companyQuery.extend({ format: z.enum(IMPORT_FORMATS).optional() }),
        file: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
        response: 'The file (attachment)',
      },
      input: (req) => ({ companyId: intId(query(req, 'companyId')), format: query(req, 'format') }),
      handler: (ctx, { companyId, format }) => exportEmployees(ctx, companyId, format),
      send: async (reply, result: EmployeeExport) => {
        const names = { departments: new Map(result.departmentNames), branches: new Map(result.branchNames) };
        const file = await employeeSheet(result.employees, names, result.format);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.bytes);
      },
    },
  ],
  'Employees',
);
