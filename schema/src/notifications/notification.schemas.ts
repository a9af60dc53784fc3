import { z } from 'zod';
import { ROLE_NOTIFICATION_TYPES } from './notification.enums';

export const NOTIFICATION_INPUT_MESSAGES = {
  badLimit: 'Количество уведомлений должно быть от 1 до 200',
  badCursor: 'Некорректный идентификатор уведомления',
  badRole: 'Неизвестная роль',
  badType: 'Неизвестный тип уведомления',
  badEnabled: 'Укажите, включено ли уведомление',
  noSettings: 'Передайте хотя бы одну настройку',
  duplicateSetting: 'Настройка для этой роли и типа уведомления указана дважды',
} as const;

const M = NOTIFICATION_INPUT_MESSAGES;

/** The caller's list: newest first, `first` 1–200 (50 by default), `before` the id of the last one seen. */
export const notificationPageSchema = z.object({
  unreadOnly: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  first: z
    .number(M.badLimit)
    .int(M.badLimit)
    .min(1, M.badLimit)
    .max(200, M.badLimit)
    .nullish()
    .transform((v) => v ?? 50),
  before: z.number(M.badCursor).int(M.badCursor).positive(M.badCursor).max(2_147_483_647, M.badCursor).nullish(),
});

/** A role of the company by code, built in or custom (the server checks the company has it). */
export const roleNotificationSettingSchema = z.object({
  role: z.string(M.badRole).trim().min(1, M.badRole).max(50, M.badRole),
  notificationType: z.enum(ROLE_NOTIFICATION_TYPES, M.badType),
  enabled: z.boolean(M.badEnabled),
});

/** More roles than a company keeps (six built in and its custom ones). */
const MAX_ROLES = 100;

/** A save sends the switches that changed or all of them; each role × type at most once. */
export const roleNotificationSettingsSchema = z
  .array(roleNotificationSettingSchema, M.noSettings)
  .min(1, M.noSettings)
  .max(MAX_ROLES * ROLE_NOTIFICATION_TYPES.length, M.duplicateSetting)
  .refine(
    (list) => new Set(list.map((s) => `${s.role}/${s.notificationType}`)).size === list.length,
    M.duplicateSetting,
  );

export type RoleNotificationSettingInput = z.input<typeof roleNotificationSettingSchema>;
