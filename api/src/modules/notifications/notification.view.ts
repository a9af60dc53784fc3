import type { NotificationType } from '@staffpay/schema/notifications/notification.enums';

/** A notification as every transport and event shows it. */
export interface NotificationView {
  id: number;
  companyId: number;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  /** ISO-8601: the same on the bus (JSON) as on the wire. */
  createdAt: string;
}

/** A row as selected with SQL (snake_case columns); pg hands timestamptz over as a Date. */
export interface NotificationRow {
  id: number;
  company_id: number;
  type: NotificationType;
  title: string;
  message: string;
  is_read: boolean;
  created_at: Date | string;
}

export function toNotificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    companyId: row.company_id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.is_read,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The columns of NotificationRow, for every select and RETURNING. */
export const NOTIFICATION_COLUMNS = 'id, company_id, type, title, message, is_read, created_at';
