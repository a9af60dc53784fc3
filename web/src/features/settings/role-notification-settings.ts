import { PRESETS } from '@staffpay/schema/auth/policy';
import { isBuiltInCode } from '@staffpay/schema/roles/role.schemas';
import { COMPANY_ROLES, ROLE_LABELS, type CompanyRole } from '@staffpay/schema/auth/roles';
import {
  DEFAULT_NOTIFICATION_ENABLED,
  ROLE_NOTIFICATION_TYPES,
  type RoleNotificationSetting,
  type RoleNotificationType,
} from '@staffpay/schema/notifications/notification.enums';

/** Which notification types each built-in role receives: role → type → enabled. */
export type NotificationMatrix = Record<CompanyRole, Record<RoleNotificationType, boolean>>;

/** A setting as the server lists it: its role is any role code (only built-in roles have settings). */
type ListedSetting = Omit<RoleNotificationSetting, 'role'> & { role: string };

/**
 * The full matrix from the server's list; a pair the list lacks is on, as every type is on for
 * every role until a company switches it off (platform.md 6).
 */
export function toMatrix(settings: readonly ListedSetting[]): NotificationMatrix {
  const matrix = Object.fromEntries(
    COMPANY_ROLES.map((role) => [
      role,
      Object.fromEntries(ROLE_NOTIFICATION_TYPES.map((type) => [type, DEFAULT_NOTIFICATION_ENABLED])),
    ]),
  ) as NotificationMatrix;
  for (const s of settings) {
    if (isBuiltInCode(s.role) && s.notificationType in matrix[s.role]) matrix[s.role][s.notificationType] = s.enabled;
  }
  return matrix;
}

/** The matrix as the save call takes it: every role × type, roles and types in contract order. */
export function toSettingsInput(matrix: NotificationMatrix): RoleNotificationSetting[] {
  return COMPANY_ROLES.flatMap((role) =>
    ROLE_NOTIFICATION_TYPES.map((notificationType) => ({
      role,
      notificationType,
      enabled: matrix[role][notificationType],
    })),
  );
}

export function withSwitch(
  matrix: NotificationMatrix,
  role: CompanyRole,
  type: RoleNotificationType,
  enabled: boolean,
): NotificationMatrix {
  return { ...matrix, [role]: { ...matrix[role], [type]: enabled } };
}

export function sameMatrix(a: NotificationMatrix, b: NotificationMatrix): boolean {
  return COMPANY_ROLES.every((role) => ROLE_NOTIFICATION_TYPES.every((type) => a[role][type] === b[role][type]));
}

/**
 * The types a role receives: a built-in role's row of the matrix; a custom role receives every
 * type (docs/permissions.md: custom roles always receive).
 */
export function typesOf(matrix: NotificationMatrix, role: string): Record<RoleNotificationType, boolean> {
  if (isBuiltInCode(role)) return matrix[role];
  return Object.fromEntries(ROLE_NOTIFICATION_TYPES.map((type) => [type, true])) as Record<
    RoleNotificationType,
    boolean
  >;
}

/** Who may change the settings, named for those who may not (the built-in presets). */
export const SETTINGS_EDITORS = COMPANY_ROLES.filter((r) => PRESETS[r].has('notifications.edit'))
  .map((r) => ROLE_LABELS[r])
  .join(', ');
