import {
  IconAlertTriangle,
  IconCake,
  IconCalculator,
  IconCalendarEvent,
  IconCash,
  IconGift,
  IconHammer,
  IconInfoCircle,
  IconUserEdit,
  IconUserMinus,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import type { NotificationType } from '@staffpay/schema/notifications/notification.enums';

export interface NotificationTypeView {
  icon: Icon;
  /** A Mantine palette colour. */
  color: string;
  /** What the icon stands for, read out by screen readers. */
  label: string;
}

/** How each type looks in the list: money gains green, losses red, staff changes blue-ish. */
export const NOTIFICATION_TYPE_VIEW: Record<NotificationType, NotificationTypeView> = {
  bonus: { icon: IconGift, color: 'green', label: 'Бонус' },
  penalty: { icon: IconAlertTriangle, color: 'red', label: 'Штраф' },
  advance: { icon: IconCash, color: 'orange', label: 'Аванс' },
  piecework: { icon: IconHammer, color: 'cyan', label: 'Сдельная выплата' },
  employee_created: { icon: IconUserPlus, color: 'teal', label: 'Новый сотрудник' },
  employee_updated: { icon: IconUserEdit, color: 'blue', label: 'Сотрудник изменен' },
  employee_deleted: { icon: IconUserMinus, color: 'gray', label: 'Сотрудник удален' },
  salary_calculated: { icon: IconCalculator, color: 'violet', label: 'Расчет зарплаты' },
  system_update: { icon: IconInfoCircle, color: 'indigo', label: 'Системное уведомление' },
  birthday_today: { icon: IconCake, color: 'pink', label: 'День рождения сегодня' },
  birthday_upcoming: { icon: IconCalendarEvent, color: 'yellow', label: 'Скорый день рождения' },
};

const pad = (n: number) => String(n).padStart(2, '0');

/** When a notification came, in local time as dd.MM.yyyy HH:mm; empty when unreadable. */
export function formatNotificationTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
