import { PRESETS } from '@staffpay/schema/auth/policy';
import { COMPANY_ROLES, ROLE_LABELS } from '@staffpay/schema/auth/roles';
import {
  DEFAULT_NOTIFICATION_ENABLED,
  ROLE_NOTIFICATION_TYPES,
  type RoleNotificationSetting,
  type RoleNotificationType,
} from '@staffpay/schema/notifications/notification.enums';

/** One role's switches: type → enabled. */
export type RoleTypes = Record<RoleNotificationType, boolean>;

/**
 * Which notification types each role of the company receives: role code → its switches, the
 * built-in roles first (contract order), then the company's custom roles as the server lists them.
 */
export type NotificationMatrix = ReadonlyMap<string, RoleTypes>;

const allOn = (): RoleTypes =>
  Object.fromEntries(ROLE_NOTIFICATION_TYPES.map((type) => [type, DEFAULT_NOTIFICATION_ENABLED])) as RoleTypes;

/**
 * The full matrix from the server's list (every role of the company, built in and custom); a
 * pair the list lacks is on, as every type is on for every role until a company switches it off
 * (docs/permissions.md, 'Rules beyond the tree').
 */
export function toMatrix(settings: readonly RoleNotificationSetting[]): NotificationMatrix {
  const matrix = new Map<string, RoleTypes>(COMPANY_ROLES.map((role) => [role, allOn()]));
  for (const s of settings) {
    if (!(ROLE_NOTIFICATION_TYPES as readonly string[]).includes(s.notificationType)) continue;
    const types = matrix.get(s.role) ?? allOn();
    types[s.notificationType] = s.enabled;
    matrix.set(s.role, types);
  }
  return matrix;
}

/** The matrix as the save call takes it: every role × type, in the matrix's order. */
export function toSettingsInput(matrix: NotificationMatrix): RoleNotificationSetting[] {
  return [...matrix].flatMap(([role, types]) =>
    ROLE_NOTIFICATION_TYPES.map((notificationType) => ({ role, notificationType, enabled: types[notificationType] })),
  );
}

export function withSwitch(
  matrix: NotificationMatrix,
  role: string,
  type: RoleNotificationType,
  enabled: boolean,
): NotificationMatrix {
  const next = new Map(matrix);
  next.set(role, { ...(matrix.get(role) ?? allOn()), [type]: enabled });
  return next;
}

export function sameMatrix(a: NotificationMatrix, b: NotificationMatrix): boolean {
  if (a.size !== b.size) return false;
  return [...a].every(([role, types]) => {
    const other = b.get(role);
    return other !== undefined && ROLE_NOTIFICATION_TYPES.every((type) => types[type] === other[type]);
  });
}

/** The types a role receives: its row of the matrix; a role the list does not know yet, every type. */
export function typesOf(matrix: NotificationMatrix, role: string): RoleTypes {
  return matrix.get(role) ?? allOn();
}

/** Who may change the settings, named for those who may not (the built-in presets). */
export const SETTINGS_EDITORS = COMPANY_ROLES.filter((r) => PRESETS[r].has('notifications.edit'))
  .map((r) => ROLE_LABELS[r])
  .join(', ');
