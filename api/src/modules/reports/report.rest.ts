import type { FastifyRequest } from 'fastify';
import { defineRoutes, intId, query } from '../../shared/rest';
import { reportSummary } from './report-summary.service';
import { exportReport } from './report.service';

const periodQuery = (req: FastifyRequest) => ({
  period: query(req, 'period'),
  from: query(req, 'from'),
  to: query(req, 'to'),
});

export const reportRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/reports/summary',
    input: (req) => ({ companyId: intId(query(req, 'companyId')), args: periodQuery(req) }),
    handler: (ctx, { companyId, args }) => reportSummary(ctx, companyId, args),
  },
  {
    method: 'GET',
    path: '/api/reports/export',
    input: (req) => ({
      companyId: intId(query(req, 'companyId')),
      args: { ...periodQuery(req), format: query(req, 'format') },
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
