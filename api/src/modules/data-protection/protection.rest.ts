import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import { create as contentDisposition } from 'content-disposition';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { RESTORES_PER_WINDOW } from '../../shared/auth/rate-limits';
import { defineRoutes, docCompanyId, query } from '../../shared/rest';
import { restoreRequestSchema } from '@staffpay/schema/data-protection/backup.schemas';
import { backupCompany } from './backup.service';
import { databaseHealth } from './database-health';
import { dataIntegrity } from './integrity.service';
import { admitRestore, restoreBackup, type RestoreTarget } from './restore.service';

/** A year of a 10 000-person company's history is tens of megabytes of JSON. */
const RESTORE_BODY_LIMIT = 512 * 1024 * 1024;

const restoreTargetQuery = z.object({
  mode: z.enum(['new', 'replace']).optional().meta({ description: 'The restore mode, as in the body' }),
  companyId: docCompanyId.optional(),
  confirmName: z
    .string()
    .optional()
    .meta({ description: "The company's name as the owner typed it (replace; for a body that is the file itself)" }),
});
const restoreTarget = (req: FastifyRequest): RestoreTarget => ({
  mode: query(req, 'mode'),
  companyId: query(req, 'companyId'),
  confirmName: query(req, 'confirmName'),
});

export const protectionRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/database/health',
      doc: { summary: 'Database health', response: '`{ status, details }`' },
      company: { in: 'query', optional: true },
      handler: (ctx, companyId) => databaseHealth(ctx, companyId),
    },
    {
      method: 'GET',
      path: '/api/database/integrity/:companyId',
      doc: { summary: "Check a company's data integrity", response: '`{ valid, checkedCount, issues, checkedAt }`' },
      company: 'path',
      handler: (ctx, companyId) => dataIntegrity(ctx, companyId),
    },
    {
      method: 'POST',
      path: '/api/database/backup/company/:companyId',
      doc: {
        summary: "Download the company's backup",
        description: 'Streamed; gzip-encoded when the client accepts it.',
        file: ['application/json'],
        response: 'The backup file (attachment)',
      },
      company: 'path',
      handler: (ctx, companyId) => ctx.app.metrics.timeJob('backup', () => backupCompany(ctx, companyId)),
      send: (reply, file, req) => {
        reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', contentDisposition(file.fileName))
          .header('cache-control', 'no-store')
          .header('vary', 'accept-encoding');
        if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.send(file.stream);
        // The snapshots' repeated keys shrink about tenfold; a failure midway still cuts the file short.
        const gzip = createGzip();
        pipeline(file.stream, gzip, () => {});
        return reply.header('content-encoding', 'gzip').send(gzip);
      },
    },
    {
      method: 'POST',
      path: '/api/database/restore',
      doc: {
        summary: 'Restore a backup as a new company (201) or over an existing one (200)',
        description:
          'The body is the backup file itself (any Content-Type, e.g. `application/octet-stream`; the target ' +
          'in the query) or the JSON request below wrapping it. Name the target in the query ' +
          '(`?mode=replace&companyId=`) so a caller who may not replace that company is refused before the ' +
          'file is sent; a body that names them too must agree. Read as a stream, in bounded memory; up to 512 MB. ' +
          `At most ${RESTORES_PER_WINDOW} restores per user in 15 minutes (429).`,
        query: restoreTargetQuery,
        body: restoreRequestSchema,
        response: '`{ companyId }`',
        responses: { 201: '`{ companyId }` of the new company' },
      },
      bodyLimit: RESTORE_BODY_LIMIT,
      streamBody: true,
      admit: (ctx, req) => admitRestore(ctx, restoreTarget(req)),
      input: (req) => ({ file: req.body as Readable, target: restoreTarget(req) }),
      handler: (ctx, { file, target }) => ctx.app.metrics.timeJob('restore', () => restoreBackup(ctx, file, target)),
      // A new company is created (201); a replaced one was there (200).
      send: (reply, { companyId, created }) => reply.status(created ? 201 : 200).send({ companyId }),
    },
  ],
  'Data protection',
);
