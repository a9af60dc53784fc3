import { NOTIFICATION_MESSAGES } from '@staffpay/schema/notifications/notification.enums';

/**
 * Texts of the settings tabs Notifications and Roles: the original's, and ours where it had none
 * (docs/architecture.md).
 */
export const NOTIFICATION_SETTINGS = {
  ownTitle: 'Ваши уведомления',
  ownRole: (role: string) => `Ваша роль — ${role}. Уведомления этих типов приходят пользователям с вашей ролью:`,
  noneEnabled: 'Для вашей роли все уведомления выключены.',
  openNotifications: 'Открыть уведомления',
  editableHere: 'Типы уведомлений для каждой роли настраиваются на вкладке «Роли».',
  editableBy: (roles: string) => `Изменить их могут: ${roles}.`,
  enabled: 'Включено',
  disabled: 'Выключено',

  rolesTitle: 'Уведомления по ролям',
  rolesHint: 'Какие уведомления получает каждая роль. Изменение действует для всех пользователей с этой ролью.',
  readOnly: (roles: string) => `Изменять настройки уведомлений ролей могут: ${roles}.`,
  type: 'Тип уведомления',
  switchLabel: (role: string, type: string) => `${role}: ${type}`,
  save: 'Сохранить',
  saved: 'Настройки уведомлений сохранены',
  saveFailed: NOTIFICATION_MESSAGES.saveSettingsFailed,
  loadError: 'Не удалось загрузить настройки уведомлений',
  retry: 'Повторить',
} as const;
