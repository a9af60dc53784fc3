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
import { answerId, instant } from '@staffpay/schema/records/answer-fields';

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

/** GET /api/database/health: the figures of the caller's company only, never a sum over tenants. */
const databaseHealthAnswer = z
  .object({
    status: z.enum(['healthy', 'warning', 'error']).meta({ description: 'Overall' }),
    details: z
      .object({
        connection: z.enum(['connected', 'slow', 'disconnected']).meta({ description: 'The database connection' }),
        timestamp: instant("The server's clock"),
        latencyMs: z.number().nullable().optional().meta({ description: 'A trivial query’s round trip, in ms' }),
        employeeCount: z.int().nonnegative().optional().meta({ description: "The company's employees" }),
        indexCount: z.int().nonnegative().optional().meta({ description: 'Indexes in the schema' }),
        triggerCount: z.int().nonnegative().optional().meta({ description: 'Triggers in the schema' }),
        pendingMigrations: z.int().nonnegative().optional().meta({ description: 'Migrations not yet run' }),
        events: z.enum(['connected', 'disconnected', 'in-process']).optional().meta({ description: 'The event bus' }),
      })
      .meta({ description: 'What was measured; absent figures could not be read' }),
    problems: z.array(z.string()).meta({ description: 'Why it is not healthy, one Russian sentence each' }),
  })
  .meta({ id: 'DatabaseHealth', description: "The database's health, as a company's owner may see it" });

const dataIntegrityAnswer = z
  .object({
    valid: z.boolean().meta({ description: 'Whether no issue was found' }),
    checkedCount: z.int().nonnegative().meta({ description: 'Checks made' }),
    issues: z.array(z.string()).meta({ description: 'Each issue, one Russian sentence' }),
    checkedAt: instant('When'),
  })
  .meta({ id: 'DataIntegrity', description: "A check of a company's data" });

const restoredAnswer = z
  .object({ companyId: answerId('The company restored into, or created') })
  .meta({ id: 'Restored', description: 'Where the backup was restored' });

export const protectionRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/database/health',
      doc: { summary: 'Database health', response: databaseHealthAnswer },
      company: { in: 'query', optional: true },
      handler: (ctx, companyId) => databaseHealth(ctx, companyId),
    },
    {
      method: 'GET',
      path: '/api/database/integrity/:companyId',
      doc: { summary: "Check a company's data integrity", response: dataIntegrityAnswer },
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
        response: restoredAnswer,
        responses: { 201: restoredAnswer.meta({ description: 'Restored into a new company' }) },
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
