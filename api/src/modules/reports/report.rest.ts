import type { FastifyRequest } from 'fastify';
import { defineRoutes, periodFields, query } from '../../shared/rest';
import { z } from 'zod';
import { reportSummary } from './report-summary.service';
import { exportReport } from './report.service';
import { reportSummaryAnswer } from '@staffpay/schema/pay/pay.responses';

const periodQuery = (req: FastifyRequest) => ({
  period: query(req, 'period'),
  from: query(req, 'from'),
  to: query(req, 'to'),
});

export const reportRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/reports/summary',
      answers: 'ReportSummary',
      doc: {
        summary: 'The report summary of a period',
        query: z.object(periodFields).extend({
          period: z.string().optional().meta({ description: '`month`, `quarter`, `year` or YYYY-MM' }),
        }),
        response: reportSummaryAnswer,
      },
      company: 'query',
      input: (req, companyId) => ({ companyId, args: periodQuery(req) }),
      handler: (ctx, { companyId, args }) => reportSummary(ctx, companyId, args),
    },
    {
      method: 'GET',
      path: '/api/reports/export',
      doc: {
        summary: 'The pay report file',
        query: z.object(periodFields).extend({
          period: z.string().optional().meta({ description: '`month`, `quarter`, `year` or YYYY-MM' }),
          format: z.enum(['xlsx', 'csv']).optional(),
        }),
        file: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
        response: 'The report (attachment)',
      },
      company: 'query',
      input: (req, companyId) => ({
        companyId,
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
  ],
  'Reports',
);
