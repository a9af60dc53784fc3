import { body, companyQuery, defineRoutes, intId, query, UPLOAD_BODY_LIMIT, withCompany } from '../../../shared/rest';
import { z } from 'zod';
import { importFileSchema } from '@staffpay/schema/staff/import.schemas';
import { commitImport } from './import-commit';
import { downloadTemplate, previewImport } from './import.service';

const bodyCompany = (b: Record<string, unknown>) =>
  typeof b.companyId === 'number' ? b.companyId : intId(typeof b.companyId === 'string' ? b.companyId : undefined);

export const employeeImportRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/employees/import/template',
      doc: {
        summary: 'The employee import template',
        query: companyQuery.extend({ format: z.enum(['xlsx', 'csv']).optional() }),
        file: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
        response: 'The template (attachment)',
      },
      input: (req) => ({ companyId: intId(query(req, 'companyId')), format: query(req, 'format') }),
      handler: (ctx, { companyId, format }) => downloadTemplate(ctx, companyId, format),
      send: (reply, file) =>
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.bytes),
    },
    {
      method: 'POST',
      path: '/api/employees/import/preview',
      doc: {
        summary: 'Check an import file (writes nothing)',
        body: withCompany(importFileSchema),
        response: '`{ total, valid, invalid, errors: [{ line, field, message }] }`',
      },
      bodyLimit: UPLOAD_BODY_LIMIT,
      input: (req) => body(req),
      handler: (ctx, b) => previewImport(ctx, bodyCompany(b), b),
    },
    {
      method: 'POST',
      path: '/api/employees/import',
      doc: {
        summary: 'Import employees: every row or none',
        body: withCompany(importFileSchema),
        response: '`{ imported }`',
      },
      bodyLimit: UPLOAD_BODY_LIMIT,
      input: (req) => body(req),
      handler: (ctx, b) => commitImport(ctx, bodyCompany(b), b),
    },
  ],
  'Employees',
);
