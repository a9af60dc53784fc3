import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { can, type PermissionKey } from '@staffpay/schema/auth/policy';
import {
  createExportSchema,
  EXPORT_MESSAGES,
  exportTypeSchema,
  monthRange,
  type ExportType,
} from '@staffpay/schema/exports/export.schemas';
import { z } from 'zod';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { happened } from '../../shared/events';
import {
  afterOf,
  connectionOf,
  microsKey,
  pageSize,
  type Connection,
  type PageArgs,
} from '../../shared/graphql/connection';
import { authorize, refusal, type MembershipGrant } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { recordActivity } from '../activity';
import { companyToday } from '../companies';
import { EXPORT_CHANGED } from './export.events';
import { notifyQueued, readExport, readExportRows, readFiles, readFilesOf } from './export-store';
import { SOURCES } from './export-sources';
import { runnerOf } from './export-runner';
import { toExportView, type ExportView } from './export.view';

/** Who may request exports and read their own: the reports' key (a token's `pay:read` opens it). */
export const EXPORT_KEY: PermissionKey = 'reports.view';

const notFound = () => new AppError('NOT_FOUND', EXPORT_MESSAGES.notFound);
const idSchema = z.uuid();

/** Whether the member may see this export: their own, or any when they own the company. */
const mayOpen = (grant: MembershipGrant, requestedBy: number | null) =>
  grant.role === 'owner' || requestedBy === grant.userId;

/**
 * Queues an export of the company's data for the caller: the types (each needs its own read key,
 * refused now rather than when it runs), the period (absent: the company's current month), the
 * format. Answers the queued export at once; a worker of any replica makes its files.
 */
export async function requestExport(ctx: RequestContext, companyId: number, input: unknown): Promise<ExportView> {
  const grant = await authorize(ctx, companyId, EXPORT_KEY);
  const data = parse(createExportSchema, input);
  for (const type of data.types) {
    if (!can(grant.permissions, SOURCES[type].read)) throw refusal(ctx, SOURCES[type].read);
  }
  const period = data.period ?? monthRange((await companyToday(ctx.em, companyId)).slice(0, 7));
  const token = ctx.auth?.apiToken;
  const id = randomUUID();
  await ctx.em.transactional(async (em) => {
    await em.execute(
      `insert into exports (id, company_id, requested_by, api_token_id, scopes, types, period_from, period_to, format)
       values (?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?)`,
      [
        id,
        companyId,
        grant.userId,
        token?.id ?? null,
        token ? JSON.stringify(token.scopes) : null,
        JSON.stringify(data.types),
        period.from,
        period.to,
        data.format,
      ],
    );
    // Who took the company's data out, and what: the export's id is a UUID, so it is in `after`.
    recordActivity(em, ctx, companyId, {
      entityType: 'export',
      entityId: null,
      action: 'created',
      after: { id, types: data.types, period, format: data.format },
    });
    // Every replica's worker hears it once this commits; one takes it (`skip locked`).
    await notifyQueued(em);
  });
  const view = await viewOf(ctx, companyId, id);
  await happened(ctx, EXPORT_CHANGED, view);
  // This replica's own worker needs no round trip (and on PGlite there is no listener).
  void runnerOf(ctx.app)?.wake();
  return view;
}

async function viewOf(ctx: RequestContext, companyId: number, id: string, em: EntityManager = ctx.em) {
  const row = await readExport(em, companyId, id);
  if (!row) throw notFound();
  return toExportView(ctx.app.config.APP_URL, row, row.status === 'done' ? await readFiles(em, id) : []);
}

/** One export: the caller's own, or any of the company's for an owner; another's is 404. */
export async function getExport(ctx: RequestContext, companyId: number, id: unknown): Promise<ExportView> {
  const grant = await authorize(ctx, companyId, EXPORT_KEY);
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) throw notFound();
  const row = await readExport(ctx.em, companyId, parsed.data);
  if (!row || !mayOpen(grant, row.requestedBy)) throw notFound();
  return toExportView(ctx.app.config.APP_URL, row, row.status === 'done' ? await readFiles(ctx.em, row.id) : []);
}

const cursorKeys = z.tuple([microsKey, z.uuid()]);

/** The exports the caller may open, newest first (createdAt, then id), a page at a time. */
export async function exportsConnection(
  ctx: RequestContext,
  companyId: number,
  args: PageArgs,
): Promise<Connection<ExportView>> {
  const grant = await authorize(ctx, companyId, EXPORT_KEY);
  const first = pageSize(args.first);
  const after = afterOf(args, cursorKeys);
  const { rows, total } = await readExportRows(ctx.em, companyId, {
    requestedBy: grant.role === 'owner' ? null : grant.userId,
    after,
    limit: first + 1,
  });
  const files = await readFilesOf(
    ctx.em,
    rows.filter((r) => r.status === 'done').map((r) => r.id),
  );
  const views = rows.map((r) => ({
    cursor: r.cursorAt,
    view: toExportView(ctx.app.config.APP_URL, r, files.get(r.id) ?? []),
  }));
  const page = connectionOf(views, first, total, (v) => [v.cursor, v.view.id]);
  return { ...page, edges: page.edges.map((e) => ({ cursor: e.cursor, node: e.node.view })) };
}

/** A finished export's file, for its requester or an owner: `type` names it when there are several. */
export async function downloadExport(
  ctx: RequestContext,
  companyId: number,
  id: unknown,
  type: unknown,
): Promise<{ fileName: string; contentType: string; content: Buffer }> {
  const grant = await authorize(ctx, companyId, EXPORT_KEY);
  const parsed = idSchema.safeParse(id);
  if (!parsed.success) throw notFound();
  const row = await readExport(ctx.em, companyId, parsed.data);
  if (!row || !mayOpen(grant, row.requestedBy)) throw notFound();
  if (row.status !== 'done') throw new AppError('CONFLICT', EXPORT_MESSAGES.notReady);
  let wanted: ExportType;
  if (type === undefined || type === '') {
    if (row.types.length > 1) {
      throw new AppError('BAD_USER_INPUT', EXPORT_MESSAGES.typeRequired, { type: [EXPORT_MESSAGES.typeRequired] });
    }
    wanted = row.types[0]!;
  } else {
    wanted = parse(z.object({ type: exportTypeSchema }), { type }).type;
    if (!row.types.includes(wanted)) throw new AppError('NOT_FOUND', EXPORT_MESSAGES.typeNotInExport);
  }
  const file = await readFiles(ctx.em, row.id, wanted);
  // Done but no file: its retention ran out between the two reads.
  if (!file[0]?.content) throw new AppError('NOT_FOUND', EXPORT_MESSAGES.expired);
  return { fileName: file[0].fileName, contentType: file[0].contentType, content: file[0].content };
}
