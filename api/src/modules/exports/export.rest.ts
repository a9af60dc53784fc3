import { z } from 'zod';
import { createExportSchema, EXPORT_TYPES, exportSchema } from '@staffpay/schema/exports/export.schemas';
import { companyAndBody, defineRoutes, param, query } from '../../shared/rest';
import { AFTER_ARG, FIRST_ARG, MAX_PAGE } from '../../shared/graphql/connection';
import { downloadExport, exportsConnection, getExport, requestExport } from './export.service';

/** `?first=` as sent: absent is the default page, anything but digits NaN (refused by the page check). */
const pageArg = (raw: string | undefined) =>
  raw === undefined || raw === '' ? null : /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;

const exportIdParam = z.uuid().meta({ description: 'The export' });

export const exportRoutes = defineRoutes(
  [
    {
      method: 'POST',
      path: '/api/companies/:id/exports',
      status: 202,
      doc: {
        summary: 'Request a machine-readable export',
        description:
          'Queued and made by a job; follow it with GET …/exports/{exportId}, the `exportChanged` subscription or the `export.completed` webhook. Each type is the API’s own list (the same keys, ids, ISO dates, decimal strings), as the requester’s grants show it.',
        body: createExportSchema,
        response: exportSchema,
      },
      company: { in: 'path', param: 'id' },
      input: companyAndBody,
      handler: (ctx, { companyId, data }) => requestExport(ctx, companyId, data),
    },
    {
      method: 'GET',
      path: '/api/companies/:id/exports',
      doc: {
        summary: 'The exports the caller may open, newest first, a page at a time',
        description: 'The caller’s own; an owner’s: everyone’s. The same page as GraphQL `exports` (Relay connection).',
        query: z.object({
          first: z.int().min(0).max(MAX_PAGE).optional().meta({ description: FIRST_ARG }),
          after: z.string().optional().meta({ description: AFTER_ARG }),
        }),
        response: z.object({
          edges: z.array(z.object({ cursor: z.string(), node: exportSchema })),
          pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
          totalCount: z.int(),
        }),
      },
      company: { in: 'path', param: 'id' },
      input: (req, companyId) => ({ companyId, first: query(req, 'first'), after: query(req, 'after') }),
      handler: (ctx, { companyId, first, after }) =>
        exportsConnection(ctx, companyId, { first: pageArg(first), after: after ?? null }),
    },
    {
      method: 'GET',
      path: '/api/companies/:id/exports/:exportId',
      doc: {
        summary: 'One export and its files',
        params: { exportId: exportIdParam },
        response: exportSchema,
      },
      company: { in: 'path', param: 'id' },
      input: (req, companyId) => ({ companyId, id: param(req, 'exportId') }),
      handler: (ctx, { companyId, id }) => getExport(ctx, companyId, id),
    },
    {
      method: 'GET',
      path: '/api/companies/:id/exports/:exportId/download',
      doc: {
        summary: 'Download a finished export',
        description:
          'The requester or an owner only. `type` names the file when the export has several (each file’s `downloadUrl` carries it); 409 until it is done.',
        params: { exportId: exportIdParam },
        query: z.object({ type: z.enum(EXPORT_TYPES).optional() }),
        file: ['application/jsonl', 'text/csv'],
        response: 'The file (attachment)',
      },
      company: { in: 'path', param: 'id' },
      input: (req, companyId) => ({ companyId, id: param(req, 'exportId'), type: query(req, 'type') }),
      handler: (ctx, { companyId, id, type }) => downloadExport(ctx, companyId, id, type),
      send: (reply, file) =>
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.content),
    },
  ],
  'Exports',
);
