import { body, defineRoutes, intId, query } from '../../../shared/rest';
import { commitImport } from './import-commit';
import { downloadTemplate, previewImport } from './import.service';

const bodyCompany = (b: Record<string, unknown>) =>
  typeof b.companyId === 'number' ? b.companyId : intId(typeof b.companyId === 'string' ? b.companyId : undefined);

export const employeeImportRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/employees/import/template',
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
    input: (req) => body(req),
    handler: (ctx, b) => previewImport(ctx, bodyCompany(b), b),
  },
  {
    method: 'POST',
    path: '/api/employees/import',
    input: (req) => body(req),
    handler: (ctx, b) => commitImport(ctx, bodyCompany(b), b),
  },
]);
