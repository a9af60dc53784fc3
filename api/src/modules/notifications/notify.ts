import type { EntityManager } from '@mikro-orm/postgresql';
import { can, type Permissions, type PermissionKey } from '@staffpay/schema/auth/policy';
import {
  NOTIFICATION_TITLES,
  SETTING_OF_TYPE,
  type NotificationType,
} from '@staffpay/schema/notifications/notification.enums';
import { LEDGER_TYPES, type LedgerType } from '@staffpay/schema/pay/ledger-types';
import type { AppDeps } from '../../shared/context';
import type { EventOrigin } from '../../shared/events';
import type { Viewer } from '../../shared/tenancy/viewer';
import { permissionsOfRole, type RoleDirectoryHolder } from '../../shared/tenancy/role-directory';
import { companyMembers } from '../companies';
import { linkedUserIds } from '../staff';
import { NOTIFICATION_CHANGED } from './notification.events';
import { NOTIFICATION_COLUMNS, toNotificationView, type NotificationRow } from './notification.view';

/** One thing to tell a company's members about. */
export interface NotificationDraft {
  type: NotificationType;
  /** The text, or how each recipient sees it (a text with figures their role may hide). */
  message: string | ((viewer: Viewer) => string);
  /** The employee it is about, or null for company-wide news. */
  employeeId: number | null;
  /**
   * The account linked to that employee, when the caller knows it (a deleted record can no longer
   * be looked up); otherwise it is read from the employee row.
   */
  subjectUserId?: number | null;
  /**
   * Who alone may get it, beside the rules below: these accounts, the members whose role grants
   * a key, or only the subject's own account. Absent: every member the rules let through.
   */
  to?: { userIds: number[] } | { holding: PermissionKey } | 'subject';
}

/**
 * Which read right shows a type's subject to everyone in a role; a role without it (the
 * employee role) is told only about its own employee record, as the staff and pay reads rule.
 */
const READ_ALL_OF_TYPE: Record<NotificationType, PermissionKey | null> = {
  // Every ledger type's booking is read under the ledger's right.
  ...(Object.fromEntries(LEDGER_TYPES.map((type) => [type, 'bonuses.view'])) as Record<LedgerType, PermissionKey>),
  salary_calculated: 'salaries.view',
  employee_created: 'employees.view',
  employee_updated: 'employees.view',
  employee_deleted: 'employees.view',
  birthday_today: 'employees.field.birthDate',
  birthday_upcoming: 'employees.field.birthDate',
  pay_run_submitted: 'salaries.view',
  pay_run_approved: 'salaries.view',
  pay_run_returned: 'salaries.view',
  system_update: null,
};

/** The grants of every role held in the company, built-in and custom, read once per batch. */
async function grantsByRole(
  app: RoleDirectoryHolder,
  em: EntityManager,
  companyId: number,
  roles: string[],
): Promise<Map<string, Permissions>> {
  const unique = [...new Set(roles)];
  const grants = await Promise.all(unique.map((r) => permissionsOfRole(app, em, companyId, r)));
  return new Map(unique.map((r, i) => [r, grants[i] ?? new Set<string>()]));
}

export type InsertedNotification = NotificationRow & { user_id: number };

/**
 * Writes the drafts for every member who should get them, in three statements whatever the number
 * of drafts and members (the members and the subjects' accounts are asked of their owners): members whose role has the type's setting on (no row = on), never the
 * actor (one is not told about one's own change), and members of a role without the read right
 * only when the subject is their own employee record. Runs in `em`'s transaction, if any.
 */
export async function insertNotifications(
  app: RoleDirectoryHolder,
  em: EntityManager,
  companyId: number,
  drafts: NotificationDraft[],
  actorUserId: number | null,
): Promise<InsertedNotification[]> {
  if (drafts.length === 0) return [];
  const unknownSubjects = drafts.flatMap((d) =>
    d.subjectUserId == null && d.employeeId !== null ? [d.employeeId] : [],
  );
  const [members, linked] = await Promise.all([
    companyMembers(em, companyId),
    linkedUserIds(em, companyId, unknownSubjects),
  ]);
  const grants = await grantsByRole(
    app,
    em,
    companyId,
    members.map((m) => m.role),
  );
  const readsAll = (role: string, type: NotificationType) => {
    const key = READ_ALL_OF_TYPE[type];
    return key === null || can(grants.get(role)!, key);
  };
  const rows = drafts.flatMap((d, n) => {
    const subject = d.subjectUserId ?? (d.employeeId === null ? null : (linked.get(d.employeeId) ?? null));
    const addressed = (m: { userId: number; role: string }) =>
      d.to === undefined ||
      (d.to === 'subject'
        ? m.userId === subject
        : 'userIds' in d.to
          ? d.to.userIds.includes(m.userId)
          : can(grants.get(m.role)!, d.to.holding));
    return members
      .filter((m) => m.userId !== actorUserId && (readsAll(m.role, d.type) || m.userId === subject) && addressed(m))
      .map((m) => ({
        n,
        user_id: m.userId,
        role: m.role,
        type: d.type,
        title: NOTIFICATION_TITLES[d.type],
        message:
          typeof d.message === 'string'
            ? d.message
            : d.message({
                companyId,
                permissions: grants.get(m.role)!,
                ownEmployeeId: m.userId === subject ? d.employeeId : null,
              }),
        employee_id: d.employeeId,
        setting: SETTING_OF_TYPE[d.type],
      }));
  });
  if (rows.length === 0) return [];
  // One JSON parameter for all rows: the query builder would spread a JS array into a list of parameters.
  return em.execute<InsertedNotification[]>(
    `insert into notifications (company_id, user_id, type, title, message, employee_id, is_read, created_at)
     select ?, d.user_id, d.type, d.title, d.message, d.employee_id, false, now()
     from jsonb_to_recordset(?::jsonb) as d(n int, user_id int, role text, type text, title text, message text,
                                            employee_id int, setting text)
     where not exists (
       select 1 from role_notification_settings s
       where s.company_id = ? and s.role = d.role and s.notification_type = d.setting and not s.enabled)
     order by d.n, d.user_id
     returning user_id, ${NOTIFICATION_COLUMNS}`,
    [companyId, JSON.stringify(rows), companyId],
  );
}

/** After commit: each recipient hears of its own new notification on its own channel. */
export async function publishAdded(origin: EventOrigin, inserted: InsertedNotification[]): Promise<void> {
  await Promise.all(
    inserted.map((row) =>
      origin.app.events.happened(origin, NOTIFICATION_CHANGED, {
        userId: row.user_id,
        kind: 'added',
        companyId: row.company_id,
        notification: toNotificationView(row),
      }),
    ),
  );
}

/**
 * Notifies about a change that has already committed. A failure is logged and swallowed: the
 * change stands, and telling people about it must never turn it into an error.
 */
export async function notifyAfterCommit(
  app: AppDeps,
  em: EntityManager,
  companyId: number,
  actorUserId: number | null,
  draft: (em: EntityManager) => Promise<NotificationDraft[]>,
): Promise<void> {
  try {
    const inserted = await insertNotifications(app, em, companyId, await draft(em), actorUserId);
    await publishAdded({ app, em, actorUserId }, inserted);
  } catch (error) {
    app.log.error({ err: error }, 'notifications not created');
  }
}
