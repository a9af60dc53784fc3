import type { Colour, IconName } from '../enumerations/appearance';
import { labelsOf, pick, valuesOf, type Labelled } from '../enumerations/declaration';
import { LEDGER_TYPE, type LedgerType } from '../pay/ledger-types';

/**
 * What a role may receive, switched per role in the settings (docs/permissions.md, 'Rules beyond
 * the tree'). `doc` is the GraphQL enum value's description.
 */
export const ROLE_NOTIFICATION_TYPE = {
  bonus_penalty_added: {
    label: 'Бонусы, штрафы, авансы и сдельные выплаты',
    doc: 'Bonuses, penalties, advances and piecework payments booked',
  },
  employee_added: { label: 'Сотрудники: добавление, изменение, удаление', doc: 'Employees added, changed or deleted' },
  salary_calculated: { label: 'Расчет зарплаты зафиксирован', doc: 'Pay periods fixed' },
  birthday_upcoming: { label: 'Скорые дни рождения', doc: 'Upcoming birthdays' },
  birthday_today: { label: 'Дни рождения сегодня', doc: 'Today’s birthdays' },
  system: { label: 'Системные уведомления', doc: 'System notifications (company settings changed)' },
} as const satisfies Record<string, Labelled & { doc: string }>;
export type RoleNotificationType = keyof typeof ROLE_NOTIFICATION_TYPE;
export const ROLE_NOTIFICATION_TYPES = valuesOf(ROLE_NOTIFICATION_TYPE);
export const ROLE_NOTIFICATION_TYPE_LABELS = labelsOf(ROLE_NOTIFICATION_TYPE);

/**
 * A notification type: `label` names its icon to screen readers, `title` is the notification's
 * title (the message names the employee and the figures), `setting` the role setting that decides
 * whether it is delivered, `doc` the GraphQL description; `icon` and `color` how the list shows it.
 */
export interface NotificationTypeDeclaration extends Labelled {
  readonly title: string;
  readonly setting: RoleNotificationType;
  readonly doc: string;
  readonly icon: IconName;
  readonly color: Colour;
}

/** Each ledger type's booking is a notification of the same name, declared with the type (pay/ledger-types.ts). */
const LEDGER_NOTIFICATIONS = Object.fromEntries(
  Object.entries(LEDGER_TYPE).map(([type, { label, notification }]) => [
    type,
    { label, setting: 'bonus_penalty_added', ...notification },
  ]),
) as Record<LedgerType, NotificationTypeDeclaration>;

/** What a notification is about: the ledger's types first, then the others. */
export const NOTIFICATION_TYPE = {
  ...LEDGER_NOTIFICATIONS,
  employee_created: {
    label: 'Новый сотрудник',
    title: 'Добавлен сотрудник',
    setting: 'employee_added',
    doc: 'An employee was added',
    icon: 'user-plus',
    color: 'teal',
  },
  employee_updated: {
    label: 'Сотрудник изменен',
    title: 'Изменены данные сотрудника',
    setting: 'employee_added',
    doc: 'An employee record was changed',
    icon: 'user-edit',
    color: 'blue',
  },
  employee_deleted: {
    label: 'Сотрудник удален',
    title: 'Удален сотрудник',
    setting: 'employee_added',
    doc: 'An employee was deleted',
    icon: 'user-minus',
    color: 'gray',
  },
  salary_calculated: {
    label: 'Расчет зарплаты',
    title: 'Зарплата рассчитана',
    setting: 'salary_calculated',
    doc: 'A pay period was fixed',
    icon: 'calculator',
    color: 'violet',
  },
  pay_run_submitted: {
    label: 'Месяц на проверке',
    title: 'Месяц отправлен на проверку',
    setting: 'salary_calculated',
    doc: 'A month was sent for review (told to the members who may approve it)',
    icon: 'calculator',
    color: 'yellow',
  },
  pay_run_approved: {
    label: 'Месяц утверждён',
    title: 'Месяц утверждён',
    setting: 'salary_calculated',
    doc: 'A month sent for review was approved and fixed (told to who sent it)',
    icon: 'calculator',
    color: 'green',
  },
  pay_run_returned: {
    label: 'Месяц возвращён',
    title: 'Месяц возвращён на доработку',
    setting: 'salary_calculated',
    doc: 'A month sent for review was returned with a reason (told to who sent it)',
    icon: 'alert-triangle',
    color: 'orange',
  },
  system_update: {
    label: 'Системное уведомление',
    title: 'Обновление системы',
    setting: 'system',
    doc: 'A change of the company’s settings',
    icon: 'info-circle',
    color: 'indigo',
  },
  birthday_today: {
    label: 'День рождения сегодня',
    title: 'День рождения сегодня',
    setting: 'birthday_today',
    doc: 'An employee’s birthday is today',
    icon: 'cake',
    color: 'pink',
  },
  birthday_upcoming: {
    label: 'Скорый день рождения',
    title: 'Скоро день рождения',
    setting: 'birthday_upcoming',
    doc: 'An employee’s birthday is coming within the notice days',
    icon: 'calendar-event',
    color: 'yellow',
  },
} as const satisfies Record<string, NotificationTypeDeclaration>;
export type NotificationType = keyof typeof NOTIFICATION_TYPE;
export const NOTIFICATION_TYPES = valuesOf(NOTIFICATION_TYPE);

/** The role setting that decides whether a notification of this type is delivered. */
export const SETTING_OF_TYPE = pick<NotificationType, NotificationTypeDeclaration, 'setting'>(
  NOTIFICATION_TYPE,
  'setting',
);

/** The title each notification carries; the message names the employee and the figures. */
export const NOTIFICATION_TITLES = pick<NotificationType, NotificationTypeDeclaration, 'title'>(
  NOTIFICATION_TYPE,
  'title',
);

/** All types are on for every role until a company switches one off (docs/permissions.md, 'Rules beyond the tree'). */
export const DEFAULT_NOTIFICATION_ENABLED = true;

/** `role`: a built-in or custom role's code. */
export type RoleNotificationSetting = { role: string; notificationType: RoleNotificationType; enabled: boolean };

export const NOTIFICATION_MESSAGES = {
  saveSettingsFailed: 'Не удалось сохранить настройки уведомлений',
  notFound: 'Уведомление не найдено',
} as const;
