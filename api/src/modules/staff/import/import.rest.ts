import { companyAndBody, defineRoutes, query, UPLOAD_BODY_LIMIT } from '../../../shared/rest';
import { z } from 'zod';
import { importFileSchema } from '@staffpay/schema/staff/import.schemas';
import { commitImport } from './import-commit';
import { downloadTemplate, previewImport } from './import.service';
import { sendSheet } from './sheet-file';
import { importPreviewAnswer, importResultAnswer } from '@staffpay/schema/staff/staff.responses';

export const employeeImportRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/employees/import/template',
      doc: {
        summary: 'The employee import template',
        query: z.object({ format: z.enum(['xlsx', 'csv']).optional() }),
        file: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
        response: 'The template (attachment)',
      },
      company: 'query',
      input: (req, companyId) => ({ companyId, format: query(req, 'format') }),
      handler: (ctx, { companyId, format }) => downloadTemplate(ctx, companyId, format),
      send: sendSheet,
    },
    {
      method: 'POST',
      path: '/api/employees/import/preview',
      doc: {
        summary: 'Check an import file (writes nothing)',
        body: importFileSchema,
        response: importPreviewAnswer,
      },
      bodyLimit: UPLOAD_BODY_LIMIT,
      company: 'body',
      input: companyAndBody,
      handler: (ctx, { companyId, data }) => previewImport(ctx, companyId, data),
    },
    {
      method: 'POST',
      path: '/api/employees/import',
      doc: {
        summary: 'Import employees: every row or none',
        body: importFileSchema,
        response: importResultAnswer,
      },
      bodyLimit: UPLOAD_BODY_LIMIT,
      company: 'body',
      input: companyAndBody,
      handler: (ctx, { companyId, data }) => commitImport(ctx, companyId, data),
    },
  ],
  'Employees',
);
