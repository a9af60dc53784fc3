import { hiddenProperties } from '@staffpay/schema/auth/policy';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { withHidden } from '../../shared/hidden-properties';
import { requireMembership } from '../../shared/tenancy/membership';
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
  const { permissions } = await requireMembership(ctx, companyId, 'settings.activity.view');
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
  const names = await userNames(
    ctx.em,
    rows.flatMap((r) => (r.actorUserId ? [r.actorUserId] : [])),
  );
  const hide = hiddenProperties(permissions);
  return rows.map((r) => {
    const view = toActivityView(r, r.actorUserId ? (names.get(r.actorUserId) ?? null) : null);
    if (!hide.length) return view;
    return {
      ...view,
      before: view.before && withHidden(view.before, hide),
      after: view.after && withHidden(view.after, hide),
    };
  });
}
