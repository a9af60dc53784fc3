import { COMPANY_ROLES } from '@staffpay/schema/auth/roles';
import { MEMBER_MESSAGES } from '@staffpay/schema/members/member.schemas';
import {
  DEFAULT_NOTIFICATION_ENABLED,
  ROLE_NOTIFICATION_TYPES,
  type RoleNotificationSetting,
  type RoleNotificationType,
} from '@staffpay/schema/notifications/notification.enums';
import { roleNotificationSettingsSchema } from '@staffpay/schema/notifications/notification.schemas';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { authorize } from '../../shared/tenancy/membership';
import { customRoleCodes } from '../roles';
import { parse } from '../../shared/validation';

/** Every role × type of the company (built-in and custom roles), the ones never saved filled in as on (notifications.view). */
export async function listRoleNotificationSettings(
  ctx: RequestContext,
  companyId: number,
): Promise<RoleNotificationSetting[]> {
  await authorize(ctx, companyId, 'notifications.view');
  return allSettings(ctx.em, companyId);
}

/**
 * Saves the switches sent (notifications.edit); the others stay as they were. The whole
 * list is validated first, so a bad entry writes nothing. Answers every role × type.
 */
export async function saveRoleNotificationSettings(
  ctx: RequestContext,
  companyId: number,
  input: unknown,
): Promise<RoleNotificationSetting[]> {
  await authorize(ctx, companyId, 'notifications.edit');
  const settings = parse(roleNotificationSettingsSchema, input);
  const known = new Set([...COMPANY_ROLES, ...(await customRoleCodes(ctx.em, companyId))]);
  if (settings.some((s) => !known.has(s.role))) {
    throw new AppError('BAD_USER_INPUT', MEMBER_MESSAGES.badRole, { role: [MEMBER_MESSAGES.badRole] });
  }
  await ctx.em.execute(
    `insert into role_notification_settings (company_id, role, notification_type, enabled)
     select ?, s.role, s."notificationType", s.enabled
     from jsonb_to_recordset(?::jsonb) as s(role text, "notificationType" text, enabled boolean)
     on conflict (company_id, role, notification_type) do update set enabled = excluded.enabled`,
    [companyId, JSON.stringify(settings)],
  );
  return allSettings(ctx.em, companyId);
}

async function allSettings(em: EntityManager, companyId: number): Promise<RoleNotificationSetting[]> {
  const rows = await em.execute<{ role: string; notification_type: RoleNotificationType; enabled: boolean }[]>(
    'select role, notification_type, enabled from role_notification_settings where company_id = ?',
    [companyId],
  );
  const saved = new Map(rows.map((r) => [`${r.role}/${r.notification_type}`, r.enabled]));
  const roles = [...COMPANY_ROLES, ...(await customRoleCodes(em, companyId))];
  return roles.flatMap((role) =>
    ROLE_NOTIFICATION_TYPES.map((notificationType) => ({
      role,
      notificationType,
      enabled: saved.get(`${role}/${notificationType}`) ?? DEFAULT_NOTIFICATION_ENABLED,
    })),
  );
}
