// The public face of the notifications domain: what the domains above it and the wiring (app/) may use.
export { scheduleBirthdayNotifications } from './birthday-notifications';
export { listenForNotifications } from './notification-listeners';
export { BirthdayNotificationRun, Notification, RoleNotificationSettingRow } from './notification.entity';
export { NotificationResolver } from './notification.graphql';
export { notificationRoutes } from './notification.rest';
export {
  clearNotificationSettings,
  notificationSettingsForBackup,
  restoreNotificationSettings,
} from './notification-settings-backup';
