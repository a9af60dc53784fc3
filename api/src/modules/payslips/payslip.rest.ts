import { defineRoutes, intId, param, query } from '../../shared/rest';
import { z } from 'zod';
import { payslipPdf } from './payslip.service';

/** RFC 5987 value: percent-encoded UTF-8, including the characters encodeURIComponent leaves but attr-char forbids. */
function extValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export const payslipRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/payslips/:employeeId',
      doc: {
        summary: "An employee's payslip",
        query: z.object({
          period: z
            .string()
            .regex(/^\d{4}-\d{2}$/)
            .meta({ description: 'YYYY-MM' }),
        }),
        file: ['application/pdf'],
        response: 'The payslip PDF (attachment)',
      },
      company: 'query',
      input: (req, companyId) => ({
        companyId,
        employeeId: intId(param(req, 'employeeId')),
        period: query(req, 'period'),
      }),
      handler: (ctx, { companyId, employeeId, period }) => payslipPdf(ctx, companyId, employeeId, period),
      send: (reply, file) =>
        reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="${file.fileName}"; filename*=UTF-8''${extValue(file.displayName)}`,
          )
          .header('cache-control', 'no-store')
          .send(file.bytes),
    },
  ],
  'Payslips',
);
