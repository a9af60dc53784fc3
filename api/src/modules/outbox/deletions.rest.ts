import type { FastifyRequest } from 'fastify';
import { SYNCED_TYPES } from '@staffpay/schema/sync/sync.schemas';
import { z } from 'zod';
import { defineRoutes, intId, query } from '../../shared/rest';
import { listDeletions } from './deletions.service';

/** `types=employee,branch` (or repeated); digits only for `first`, anything else becomes NaN for the service to refuse. */
function deletionsQuery(req: FastifyRequest) {
  const raw = (req.query as Record<string, unknown>).types;
  const list = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((v) =>
    typeof v === 'string' ? v.split(',').filter((t) => t !== '') : [v],
  );
  const first = query(req, 'first');
  return {
    since: query(req, 'since'),
    types: raw === undefined ? undefined : list,
    first: first === undefined || first === '' ? undefined : intId(first),
    after: query(req, 'after'),
  };
}

const tombstone = z.object({
  type: z.enum(SYNCED_TYPES),
  id: z.int(),
  deletedAt: z.iso.datetime().meta({ description: 'When it was deleted (ISO-8601, UTC)' }),
});

export const deletionsRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/companies/:id/deletions',
      doc: {
        summary: 'Deleted records of the company (tombstones), in the order they happened',
        description:
          'Cascades included (an employee’s ledger, performance records and fixes); kept EVENT_RETENTION_DAYS. ' +
          'Each type shows only to callers who may read its list; asking for one you may not read is a 403.',
        query: z.object({
          since: z.iso.datetime({ offset: true }).optional().meta({ description: 'Only deletions at or after it' }),
          types: z
            .string()
            .optional()
            .meta({ description: `Comma-separated: ${SYNCED_TYPES.join(', ')}` }),
          first: z.int().min(0).max(500).optional().meta({ description: 'Page size, 50 by default' }),
          after: z.string().optional().meta({ description: 'The previous page’s endCursor' }),
        }),
        response: z.object({
          edges: z.array(z.object({ cursor: z.string(), node: tombstone })),
          pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
          totalCount: z.int(),
        }),
      },
      company: { in: 'path', param: 'id' },
      input: (req, companyId) => ({ companyId, q: deletionsQuery(req) }),
      handler: (ctx, { companyId, q }) => listDeletions(ctx, companyId, q),
    },
  ],
  'Change feed',
);
