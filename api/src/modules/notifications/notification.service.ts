import type { EntityManager } from '@mikro-orm/postgresql';
import { NOTIFICATION_MESSAGES } from '@staffpay/schema/notifications/notification.enums';
import { notificationPageSchema } from '@staffpay/schema/notifications/notification.schemas';
import type { RequestContext } from '../../shared/context';
import { z } from 'zod';
import { AppError } from '../../shared/errors';
import {
  afterOf,
  connectionOf,
  idKey,
  pageSize,
  type Connection,
  type PageArgs,
} from '../../shared/graphql/connection';
import { authorize, requirePersonInCompany, requireUser } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { happened } from '../../shared/events';
import { NOTIFICATION_CHANGED } from './notification.events';
import {
  NOTIFICATION_COLUMNS,
  toNotificationView,
  type NotificationRow,
  type NotificationView,
} from './notification.view';

const notificationNotFound = () => new AppError('NOT_FOUND', NOTIFICATION_MESSAGES.notFound);

/** The caller's own notifications in the company, newest first (membership). */
export async function listNotifications(
  ctx: RequestContext,
  companyId: number,
  page: unknown,
): Promise<NotificationView[]> {
  const { userId } = await requirePersonInCompany(ctx, companyId);
  const { unreadOnly, first, before } = parse(notificationPageSchema, page ?? {});
  return selectNotifications(ctx.em, { userId, companyId, unreadOnly, before: before ?? null, limit: first });
}

/**
 * One page of the caller's own notifications in the company (Relay connection): the same
 * access as listNotifications, keyset over the id newest first, with an opaque cursor.
 */
export async function notificationsConnection(
  ctx: RequestContext,
  companyId: number,
  args: PageArgs & { unreadOnly?: boolean | null },
): Promise<Connection<NotificationView>> {
  const { userId } = await requirePersonInCompany(ctx, companyId);
  const first = pageSize(args.first);
  const after = afterOf(args, notificationCursor);
  const unreadOnly = args.unreadOnly === true;
  const [[count], rows] = await Promise.all([
    ctx.em.execute<{ n: string | number }[]>(
      `select count(*) as n from notifications where user_id = ? and company_id = ? ${unreadOnly ? 'and not is_read' : ''}`,
      [userId, companyId],
    ),
    selectNotifications(ctx.em, { userId, companyId, unreadOnly, before: after?.[0] ?? null, limit: first + 1 }),
  ]);
  return connectionOf(rows, first, Number(count?.n ?? 0), (n) => [n.id]);
}

const notificationCursor = z.tuple([idKey]);

/** The user's notifications in the company, newest first (by id), below `before` when given. */
async function selectNotifications(
  em: EntityManager,
  q: { userId: number; companyId: number; unreadOnly: boolean; before: number | null; limit: number },
): Promise<NotificationView[]> {
  const rows = await em.execute<NotificationRow[]>(
    `select ${NOTIFICATION_COLUMNS} from notifications
     where user_id = ? and company_id = ? ${q.unreadOnly ? 'and not is_read' : ''} ${q.before ? 'and id < ?' : ''}
     order by id desc limit ?`,
    [q.userId, q.companyId, ...(q.before ? [q.before] : []), q.limit],
  );
  return rows.map(toNotificationView);
}

/** The caller's unread count in the company. */
export async function countNotifications(ctx: RequestContext, companyId: number): Promise<{ count: number }> {
  const { userId } = await requirePersonInCompany(ctx, companyId);
  return { count: await unreadCount(ctx.em, userId, companyId) };
}

/** One indexed count (the partial index on unread rows). */
export async function unreadCount(em: EntityManager, userId: number, companyId: number): Promise<number> {
  const [row] = await em.execute<{ count: string }[]>(
    'select count(*) as count from notifications where user_id = ? and company_id = ? and not is_read',
    [userId, companyId],
  );
  return Number(row?.count ?? 0);
}

/**
 * Marks one of the caller's notifications read. Another member's, another company's, or one in
 * a company the caller has left is not found.
 */
export async function markNotificationRead(ctx: RequestContext, id: number): Promise<NotificationView> {
  const userId = requireUser(ctx);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notificationNotFound();
  const [found] = await ctx.em.execute<{ company_id: number }[]>(
    'select company_id from notifications where id = ? and user_id = ?',
    [id, userId],
  );
  if (!found) throw notificationNotFound();
  // A company the caller has left: the notification is gone for them, like another member's.
  await authorize(ctx, found.company_id, 'member').catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? notificationNotFound() : error;
  });
  const [row] = await ctx.em.execute<NotificationRow[]>(
    `update notifications set is_read = true where id = ? and user_id = ? returning ${NOTIFICATION_COLUMNS}`,
    [id, userId],
  );
  if (!row) throw notificationNotFound();
  // Also when it was read already: the count each subscriber re-reads is the same, and cheap.
  await happened(ctx, NOTIFICATION_CHANGED, { userId, kind: 'read', companyId: row.company_id });
  return toNotificationView(row);
}

/** Marks all the caller's unread notifications in the company read; answers how many were. */
export async function markAllNotificationsRead(ctx: RequestContext, companyId: number): Promise<number> {
  const { userId } = await requirePersonInCompany(ctx, companyId);
  const marked = await ctx.em.execute<{ id: number }[]>(
    'update notifications set is_read = true where user_id = ? and company_id = ? and not is_read returning id',
    [userId, companyId],
  );
  if (marked.length > 0) await happened(ctx, NOTIFICATION_CHANGED, { userId, kind: 'read', companyId });
  return marked.length;
}
