import { body, defineRoutes, intId, param, query } from '../../shared/rest';
import { z } from 'zod';
import {
  notificationPageSchema,
  roleNotificationSettingsSchema,
} from '@staffpay/schema/notifications/notification.schemas';
import { listRoleNotificationSettings, saveRoleNotificationSettings } from './notification-settings.service';
import {
  countNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification.service';
import {
  notificationAnswer,
  roleNotificationSettingAnswer,
} from '@staffpay/schema/notifications/notification.responses';

/** An optional number in the query: absent stays absent, anything but digits becomes NaN for the service to refuse. */
const optionalInt = (raw: string | undefined) => (raw === undefined || raw === '' ? undefined : intId(raw));

export const notificationRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/notifications',
      doc: {
        summary: "The caller's notifications, newest first",
        query: notificationPageSchema,
        response: z.array(notificationAnswer),
      },
      company: 'query',
      input: (req, companyId) => ({
        companyId,
        page: {
          unreadOnly: query(req, 'unreadOnly') === undefined ? undefined : query(req, 'unreadOnly') === 'true',
          first: optionalInt(query(req, 'first')),
          before: optionalInt(query(req, 'before')),
        },
      }),
      handler: (ctx, { companyId, page }) => listNotifications(ctx, companyId, page),
    },
    {
      method: 'GET',
      path: '/api/notifications/count',
      doc: { summary: "The caller's unread count", response: z.object({ count: z.int() }) },
      company: 'query',
      handler: (ctx, companyId) => countNotifications(ctx, companyId),
    },
    {
      method: 'PATCH',
      path: '/api/notifications/mark-all-read',
      doc: { summary: 'Mark all read', response: z.object({ marked: z.int() }) },
      company: 'body',
      handler: async (ctx, companyId) => ({ marked: await markAllNotificationsRead(ctx, companyId) }),
    },
    {
      method: 'PATCH',
      path: '/api/notifications/:id/read',
      doc: { summary: 'Mark one read', response: notificationAnswer },
      input: (req) => intId(param(req, 'id')),
      handler: (ctx, id) => markNotificationRead(ctx, id),
    },
    {
      method: 'GET',
      path: '/api/role-notification-settings',
      doc: {
        summary: 'Which roles get which notifications',
        response: z.array(roleNotificationSettingAnswer),
      },
      company: 'query',
      handler: (ctx, companyId) => listRoleNotificationSettings(ctx, companyId),
    },
    {
      method: 'POST',
      path: '/api/role-notification-settings',
      doc: {
        summary: 'Save which roles get which notifications',
        body: z.object({ settings: roleNotificationSettingsSchema }),
        response: z.array(roleNotificationSettingAnswer),
      },
      company: 'body',
      input: (req, companyId) => ({ companyId, settings: body(req).settings }),
      handler: (ctx, { companyId, settings }) => saveRoleNotificationSettings(ctx, companyId, settings),
    },
  ],
  'Notifications',
);
