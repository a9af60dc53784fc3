import { defineRoutes, intId, query } from '../../shared/rest';
import { exportReport } from './report.service';

export const reportRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/reports/export',
    input: (req) => ({
      companyId: intId(query(req, 'companyId')),
      args: {
        period: query(req, 'period'),
        from: query(req, 'from'),
        to: query(req, 'to'),
        format: query(req, 'format'),
      },
    }),
    handler: (ctx, { companyId, args }) => exportReport(ctx, companyId, args),
    send: (reply, file) =>
      reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.displayName)}`,
        )
        .header('cache-control', 'no-store')
        .send(file.bytes),
  },
]);
