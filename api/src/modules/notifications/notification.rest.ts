import { body, bodyCompanyId, defineRoutes, intId, param, query } from '../../shared/rest';
import { listRoleNotificationSettings, saveRoleNotificationSettings } from './notification-settings.service';
import {
  countNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification.service';

/** An optional number in the query: absent stays absent, anything but digits becomes NaN for the service to refuse. */
const optionalInt = (raw: string | undefined) => (raw === undefined || raw === '' ? undefined : intId(raw));

export const notificationRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/notifications',
    input: (req) => ({
      companyId: intId(query(req, 'companyId')),
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
    input: (req) => intId(query(req, 'companyId')),
    handler: (ctx, companyId) => countNotifications(ctx, companyId),
  },
  {
    method: 'PATCH',
    path: '/api/notifications/mark-all-read',
    input: (req) => bodyCompanyId(body(req)),
    handler: async (ctx, companyId) => ({ marked: await markAllNotificationsRead(ctx, companyId) }),
  },
  {
    method: 'PATCH',
    path: '/api/notifications/:id/read',
    input: (req) => intId(param(req, 'id')),
    handler: (ctx, id) => markNotificationRead(ctx, id),
  },
  {
    method: 'GET',
    path: '/api/role-notification-settings',
    input: (req) => intId(query(req, 'companyId')),
    handler: (ctx, companyId) => listRoleNotificationSettings(ctx, companyId),
  },
  {
    method: 'POST',
    path: '/api/role-notification-settings',
    input: (req) => ({ companyId: bodyCompanyId(body(req)), settings: body(req).settings }),
    handler: (ctx, { companyId, settings }) => saveRoleNotificationSettings(ctx, companyId, settings),
  },
]);
