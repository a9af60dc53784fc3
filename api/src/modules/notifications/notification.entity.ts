import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref, Unique } from '@mikro-orm/core';
import {
  NOTIFICATION_TYPES,
  ROLE_NOTIFICATION_TYPES,
  type NotificationType,
  type RoleNotificationType,
} from '@staffpay/schema/notifications/notification.enums';
import { User } from '../accounts';
import { Company } from '../companies';

/**
 * One notification for one member. Rows are written in one INSERT … SELECT per event (see
 * notify.ts), never through this entity; it defines the table and serves the reads.
 */
@Entity({ tableName: 'notifications' })
// The caller's list (newest first) and, partially, the unread count: both scan only the caller's rows.
@Index({ properties: ['user', 'company', 'id'] })
@Index({
  name: 'notifications_unread_index',
  expression:
    'create index "notifications_unread_index" on "notifications" ("user_id", "company_id") where not "is_read"',
})
export class Notification {
  [OptionalProps]?: 'createdAt' | 'isRead' | 'employeeId';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade', index: true })
  company!: Ref<Company>;

  /** The recipient. */
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Enum({ items: () => [...NOTIFICATION_TYPES], type: 'string' })
  type!: NotificationType;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  message!: string;

  /** The employee it is about; a plain id, the notification outlives the record. */
  @Property({ type: 'integer', nullable: true })
  employeeId?: number | null = null;

  @Property({ type: 'boolean' })
  isRead: boolean = false;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/** A role's switch for one notification type in a company; no row means on. */
@Entity({ tableName: 'role_notification_settings' })
@Unique({ properties: ['company', 'role', 'notificationType'] })
export class RoleNotificationSettingRow {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade' })
  company!: Ref<Company>;

  /** A built-in or custom role's code. */
  @Property({ type: 'string', length: 50 })
  role!: string;

  @Enum({ items: () => [...ROLE_NOTIFICATION_TYPES], type: 'string' })
  notificationType!: RoleNotificationType;

  @Property({ type: 'boolean' })
  enabled!: boolean;
}

/**
 * A company's birthday check of one local date. The unique key makes the day's notifications
 * exactly-once across replicas: only the transaction that inserts the row writes them.
 */
@Entity({ tableName: 'birthday_notification_runs' })
@Unique({ properties: ['company', 'runDate'] })
export class BirthdayNotificationRun {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Company, { ref: true, deleteRule: 'cascade' })
  company!: Ref<Company>;

  /** The company's local date the check was for. */
  @Property({ type: 'date' })
  runDate!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
