import type { Permissions } from '@staffpay/schema/auth/policy';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import {
  afterOf,
  connectionOf,
  idKey,
  microsKey,
  pageSize,
  type Connection,
  type PageArgs,
} from '../../shared/graphql/connection';
import { guardJson } from '../../shared/field-guard/guard';
import { authorize } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { userNames } from '../accounts';
import { ActivityLog } from './activity-log.entity';
import { toActivityView, type ActivityView } from './activity.view';

export interface ActivityEntry {
  entityType: string;
  entityId: number | null;
  action: string;
  /** Views of the record (what may leave the server), never secrets. */
  before?: object | null;
  after?: object | null;
}

/**
 * Adds an activity-log row inside the caller's transaction, so the log and the change commit
 * or roll back together.
 */
export function recordActivity(em: EntityManager, ctx: RequestContext, companyId: number, entry: ActivityEntry): void {
  em.create(ActivityLog, {
    companyId,
    actorUserId: ctx.auth?.userId ?? null,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    before: (entry.before as Record<string, unknown> | null | undefined) ?? null,
    after: (entry.after as Record<string, unknown> | null | undefined) ?? null,
  });
}

/**
 * Adds an activity-log row for an attempt that was refused: there is no change whose
 * transaction it could ride on, so it is written in one of its own. A failure to write it is
 * logged and swallowed, so the caller still gets the refusal rather than a 500.
 */
export async function recordRefusal(ctx: RequestContext, companyId: number, entry: ActivityEntry): Promise<void> {
  try {
    await ctx.app.orm.em.fork().transactional((em) => {
      recordActivity(em, ctx, companyId, entry);
      return Promise.resolve();
    });
  } catch (error) {
    ctx.app.log.error({ err: error, companyId, action: entry.action }, 'refused attempt not recorded');
  }
}

const ACTIVITY_MESSAGES = {
  badLimit: 'Количество записей должно быть от 1 до 200',
  badCursor: 'Некорректный идентификатор',
} as const;

/** Paging of the log: at most 200 rows, 50 by default; `before` is the id of the last row already seen. */
const activityPageSchema = z.object({
  limit: z
    .number(ACTIVITY_MESSAGES.badLimit)
    .int(ACTIVITY_MESSAGES.badLimit)
    .min(1, ACTIVITY_MESSAGES.badLimit)
    .max(200, ACTIVITY_MESSAGES.badLimit)
    .nullish()
    .transform((v) => v ?? 50),
  before: z
    .number(ACTIVITY_MESSAGES.badCursor)
    .int(ACTIVITY_MESSAGES.badCursor)
    .positive(ACTIVITY_MESSAGES.badCursor)
    .max(2_147_483_647, ACTIVITY_MESSAGES.badCursor)
    .nullish(),
});

/** The company's activity, newest first (settings.activity.view). */
export async function listActivity(ctx: RequestContext, companyId: number, input: unknown): Promise<ActivityView[]> {
  const { permissions } = await authorize(ctx, companyId, 'settings.activity.view');
  const { limit, before } = parse(activityPageSchema, input);
  const qb = ctx.em.createQueryBuilder(ActivityLog, 'a').select('*').where({ companyId });
  if (before) {
    if ((await ctx.em.count(ActivityLog, { id: before, companyId })) === 0) {
      throw new AppError('BAD_USER_INPUT', ACTIVITY_MESSAGES.badCursor, { before: [ACTIVITY_MESSAGES.badCursor] });
    }
    // Compared in SQL: the stored timestamps may be finer than a JavaScript Date.
    qb.andWhere('(a.created_at, a.id) < (select c.created_at, c.id from activity_logs c where c.id = ?)', [before]);
  }
  const rows = await qb.orderBy({ createdAt: 'desc', id: 'desc' }).limit(limit).getResultList();
  return viewsAsSeen(ctx, rows, permissions);
}

/**
 * One page of the company's activity (Relay connection), settings.activity.view: newest first,
 * keyset over (createdAt, id) with the stored timestamp's full precision in the opaque cursor;
 * the same names and field hiding as listActivity.
 */
export async function activityLogsConnection(
  ctx: RequestContext,
  companyId: number,
  args: PageArgs,
): Promise<Connection<ActivityView>> {
  const { permissions } = await authorize(ctx, companyId, 'settings.activity.view');
  const first = pageSize(args.first);
  const after = afterOf(args, activityCursor);
  const keyset = after ? `and (a.created_at, a.id) < ((?::timestamp at time zone 'UTC'), ?)` : '';
  const [[count], rows] = await Promise.all([
    ctx.em.execute<{ n: string | number }[]>('select count(*) as n from activity_logs where company_id = ?', [
      companyId,
    ]),
    ctx.em.execute<ActivityRow[]>(
      `select a.id, a.actor_user_id, a.entity_type, a.entity_id, a.action, a.before, a.after, a.created_at,
              to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as key
         from activity_logs a
        where a.company_id = ? ${keyset}
        order by a.created_at desc, a.id desc
        limit ?`,
      [companyId, ...(after ?? []), first + 1],
    ),
  ]);
  const keys = new Map(rows.map((r) => [r.id, r.key]));
  const views = await viewsAsSeen(ctx, rows.map(toEntityShape), permissions);
  return connectionOf(views, first, Number(count?.n ?? 0), (v) => [keys.get(v.id) ?? '', v.id]);
}

const activityCursor = z.tuple([microsKey, idKey]);

interface ActivityRow {
  id: number;
  actor_user_id: number | null;
  entity_type: string;
  entity_id: number | null;
  action: string;
  before: Record<string, unknown> | string | null;
  after: Record<string, unknown> | string | null;
  created_at: Date | string;
  /** created_at in UTC with microseconds: the cursor's key. */
  key: string;
}

const json = (v: Record<string, unknown> | string | null) =>
  typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : v;

function toEntityShape(r: ActivityRow): ActivityLog {
  return {
    id: r.id,
    companyId: 0,
    actorUserId: r.actor_user_id,
    entityType: r.entity_type,
    entityId: r.entity_id,
    action: r.action,
    before: json(r.before),
    after: json(r.after),
    createdAt: new Date(r.created_at),
  };
}

/** The rows as views: the actors named, and what the caller's role may not read nulled. */
async function viewsAsSeen(
  ctx: RequestContext,
  rows: readonly ActivityLog[],
  permissions: Permissions,
): Promise<ActivityView[]> {
  const names = await userNames(
    ctx.em,
    rows.flatMap((r) => (r.actorUserId ? [r.actorUserId] : [])),
  );
  return rows.map((r) => {
    const view = toActivityView(r, r.actorUserId ? (names.get(r.actorUserId) ?? null) : null);
    // Before and after by the records' declarations, however deep a figure sits (docs/permissions.md).
    return {
      ...view,
      before: view.before && (guardJson(view.before, permissions) as typeof view.before),
      after: view.after && (guardJson(view.after, permissions) as typeof view.after),
    };
  });
}
