import { z } from 'zod';
import { roleCodeAnswer } from '../companies/company.responses';
import { answerId, instant } from '../records/answer-fields';
import { NOTIFICATION_TYPES, ROLE_NOTIFICATION_TYPES } from './notification.enums';

export const notificationAnswer = z
  .object({
    id: answerId('The notification'),
    companyId: answerId('The company'),
    type: z.enum(NOTIFICATION_TYPES).meta({ description: 'What happened' }),
    title: z.string().meta({ description: 'Title, in Russian' }),
    message: z.string().meta({ description: 'Text, in Russian' }),
    isRead: z.boolean().meta({ description: 'Whether the caller has read it' }),
    createdAt: instant('When it was sent'),
  })
  .meta({ id: 'Notification', description: "A notification of the caller's" });

export const roleNotificationSettingAnswer = z
  .object({
    role: roleCodeAnswer('The role'),
    notificationType: z.enum(ROLE_NOTIFICATION_TYPES).meta({ description: 'The kind of notification' }),
    enabled: z.boolean().meta({ description: "Whether the role's members get it" }),
  })
  .meta({ id: 'RoleNotificationSetting', description: 'Whether a role gets a kind of notification' });
