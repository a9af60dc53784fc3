import { z } from 'zod';
import { IMPORT_FORMATS } from '@staffpay/schema/staff/import.schemas';
import { defineRoutes, query } from '../../../shared/rest';
import { exportEmployees, type EmployeeExport } from './employee-export';
import { employeeSheet } from './employee-sheet';
import { sendSheet } from './sheet-file';

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
        query: z.object({ format: z.enum(IMPORT_FORMATS).optional() }),
        file: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
        response: 'The file (attachment)',
      },
      company: 'query',
      input: (req, companyId) => ({ companyId, format: query(req, 'format') }),
      handler: (ctx, { companyId, format }) => exportEmployees(ctx, companyId, format),
      send: async (reply, result: EmployeeExport) => {
        const names = { departments: new Map(result.departmentNames), branches: new Map(result.branchNames) };
        return sendSheet(reply, await employeeSheet(result.employees, names, result.format));
      },
    },
  ],
  'Employees',
);
