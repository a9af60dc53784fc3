import { NOTIFICATION_MESSAGES } from '@staffpay/schema/notifications/notification.enums';

/** Texts of the notifications screen and bell: the original's, and ours where it had none (docs/architecture.md). */
export const NOTIFICATIONS = {
  all: (n: number) => `Все (${n})`,
  unread: (n: number) => `Непрочитанные (${n})`,
  markAll: 'Отметить все прочитанными',
  empty: 'Нет уведомлений',
  noCompany: 'Компания не выбрана',
  noCompanyHint: 'Выберите компанию в шапке страницы, чтобы увидеть ее уведомления.',
  loadError: 'Не удалось загрузить уведомления',
  retry: 'Повторить',
  markFailed: 'Не удалось отметить уведомление',
  markAllFailed: 'Не удалось отметить уведомления',
  notFound: NOTIFICATION_MESSAGES.notFound,
  unreadMark: 'Не прочитано',
  markLabel: (title: string) => `Отметить прочитанным: ${title}`,
} as const;
