/** What a notification is about (platform.md, section 3). */
export const NOTIFICATION_TYPES = [
  'bonus',
  'penalty',
  'advance',
  'piecework',
  'employee_created',
  'employee_updated',
  'employee_deleted',
  'salary_calculated',
  'system_update',
  'birthday_today',
  'birthday_upcoming',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a role may receive, switched per role in the settings (platform.md, sections 3 and 6). */
export const ROLE_NOTIFICATION_TYPES = [
  'bonus_penalty_added',
  'employee_added',
  'salary_calculated',
  'birthday_upcoming',
  'birthday_today',
  'system',
] as const;
export type RoleNotificationType = (typeof ROLE_NOTIFICATION_TYPES)[number];

export const ROLE_NOTIFICATION_TYPE_LABELS: Record<RoleNotificationType, string> = {
  bonus_penalty_added: 'Бонусы, штрафы, авансы и сдельные выплаты',
  employee_added: 'Сотрудники: добавление, изменение, удаление',
  salary_calculated: 'Расчет зарплаты зафиксирован',
  birthday_upcoming: 'Скорые дни рождения',
  birthday_today: 'Дни рождения сегодня',
  system: 'Системные уведомления',
};

/** The role setting that decides whether a notification of this type is delivered. */
export const SETTING_OF_TYPE: Record<NotificationType, RoleNotificationType> = {
  bonus: 'bonus_penalty_added',
  penalty: 'bonus_penalty_added',
  advance: 'bonus_penalty_added',
  piecework: 'bonus_penalty_added',
  employee_created: 'employee_added',
  employee_updated: 'employee_added',
  employee_deleted: 'employee_added',
  salary_calculated: 'salary_calculated',
  system_update: 'system',
  birthday_today: 'birthday_today',
  birthday_upcoming: 'birthday_upcoming',
};

/** All types are on for every role until a company switches one off (platform.md, section 6). */
export const DEFAULT_NOTIFICATION_ENABLED = true;

/** `role`: a built-in or custom role's code. */
export type RoleNotificationSetting = { role: string; notificationType: RoleNotificationType; enabled: boolean };

export const NOTIFICATION_MESSAGES = {
  saveSettingsFailed: 'Не удалось сохранить настройки уведомлений',
  notFound: 'Уведомление не найдено',
} as const;

/** The title each notification carries; the message names the employee and the figures. */
export const NOTIFICATION_TITLES: Record<NotificationType, string> = {
  bonus: 'Начислен бонус',
  penalty: 'Назначен штраф',
  advance: 'Выдан аванс',
  piecework: 'Начислена сдельная оплата',
  employee_created: 'Добавлен сотрудник',
  employee_updated: 'Изменены данные сотрудника',
  employee_deleted: 'Удален сотрудник',
  salary_calculated: 'Зарплата рассчитана',
  system_update: 'Обновление системы',
  birthday_today: 'День рождения сегодня',
  birthday_upcoming: 'Скоро день рождения',
};
