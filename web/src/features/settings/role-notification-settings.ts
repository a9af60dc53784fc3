import { can } from '@staffpay/schema/auth/policy';
import { COMPANY_ROLES, ROLE_LABELS, type CompanyRole } from '@staffpay/schema/auth/roles';
import {
  DEFAULT_NOTIFICATION_ENABLED,
  ROLE_NOTIFICATION_TYPES,
  type RoleNotificationSetting,
  type RoleNotificationType,
} from '@staffpay/schema/notifications/notification.enums';

/** Which notification types each role receives: role → type → enabled. */
export type NotificationMatrix = Record<CompanyRole, Record<RoleNotificationType, boolean>>;

/**
 * The full matrix from the server's list; a pair the list lacks is on, as every type is on for
 * every role until a company switches it off (platform.md 6).
 */
export function toMatrix(settings: readonly RoleNotificationSetting[]): NotificationMatrix {
  const matrix = Object.fromEntries(
    COMPANY_ROLES.map((role) => [
      role,
      Object.fromEntries(ROLE_NOTIFICATION_TYPES.map((type) => [type, DEFAULT_NOTIFICATION_ENABLED])),
    ]),
  ) as NotificationMatrix;
  for (const s of settings) {
    if (matrix[s.role] && s.notificationType in matrix[s.role]) matrix[s.role][s.notificationType] = s.enabled;
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

/** Who may change the settings, named for those who may not (from the policy table). */
export const SETTINGS_EDITORS = COMPANY_ROLES.filter((r) => can(r, 'notificationSettings.write'))
  .map((r) => ROLE_LABELS[r])
  .join(', ');
