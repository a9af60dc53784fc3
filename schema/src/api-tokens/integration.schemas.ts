import { z } from 'zod';
import { API_SCOPES, API_TOKEN_MESSAGES } from './api-token.schemas';

/**
 * Integrations: named principals of a company (an accounting sync, a BI export) with a role of
 * their own, not a person. Their tokens act through the integration's role, narrowed by scopes,
 * and live as long as the integration does, whoever created them.
 */

/** Rotating a token keeps the old secret working this long by default, and at most this long. */
export const DEFAULT_ROTATION_OVERLAP_HOURS = 24;
export const MAX_ROTATION_OVERLAP_HOURS = 168;

/** Who a caller is: a person (a session or their personal token) or an integration (its token). */
export const PRINCIPAL_KIND = {
  USER: { label: 'Пользователь', doc: 'A person: a session, or a personal token acting through its creator’s role' },
  INTEGRATION: {
    label: 'Интеграция',
    doc: 'An integration of the company: its token acts through the integration’s role',
  },
} as const;
export type PrincipalKind = keyof typeof PRINCIPAL_KIND;

export const INTEGRATION_MESSAGES = {
  nameRequired: 'Введите название интеграции',
  nameTooLong: 'Название — не длиннее 100 символов',
  descriptionTooLong: 'Описание — не длиннее 500 символов',
  roleRequired: 'Выберите роль интеграции',
  notFound: 'Интеграция не найдена',
  nothingToChange: 'Укажите, что изменить',
  scopeBeyondRole: 'Роль интеграции не даёт этого разрешения',
  badOverlap: `Перекрытие — от 0 до ${MAX_ROTATION_OVERLAP_HOURS} часов`,
  created: 'Интеграция создана',
  updated: 'Интеграция сохранена',
  deleted: 'Интеграция удалена, её токены отозваны',
  rotated: 'Новый секрет выпущен. Скопируйте его сейчас — больше он показан не будет',
} as const;

const name = z
  .string(INTEGRATION_MESSAGES.nameRequired)
  .trim()
  .min(1, INTEGRATION_MESSAGES.nameRequired)
  .max(100, INTEGRATION_MESSAGES.nameTooLong);
const description = z.string().trim().max(500, INTEGRATION_MESSAGES.descriptionTooLong);
const role = z
  .string(INTEGRATION_MESSAGES.roleRequired)
  .trim()
  .min(1, INTEGRATION_MESSAGES.roleRequired)
  .max(64, INTEGRATION_MESSAGES.roleRequired);

export const createIntegrationSchema = z.object({ name, description: description.nullish(), role });
export type CreateIntegrationInput = z.input<typeof createIntegrationSchema>;

export const updateIntegrationSchema = z
  .object({ name: name.optional(), description: description.nullish(), role: role.optional() })
  .refine((v) => v.name !== undefined || v.description !== undefined || v.role !== undefined, {
    message: INTEGRATION_MESSAGES.nothingToChange,
  });
export type UpdateIntegrationInput = z.input<typeof updateIntegrationSchema>;

/** A token of an integration: the same fields as a personal token's. */
export const createIntegrationTokenSchema = z.object({
  name: z
    .string(API_TOKEN_MESSAGES.nameRequired)
    .trim()
    .min(1, API_TOKEN_MESSAGES.nameRequired)
    .max(100, API_TOKEN_MESSAGES.nameTooLong),
  scopes: z
    .array(z.enum(API_SCOPES, API_TOKEN_MESSAGES.badScope), API_TOKEN_MESSAGES.scopesRequired)
    .min(1, API_TOKEN_MESSAGES.scopesRequired)
    .max(API_SCOPES.length)
    .transform((s) => [...new Set(s)]),
  expiresAt: z.iso.datetime({ offset: true, message: API_TOKEN_MESSAGES.badExpiry }).nullish(),
});
export type CreateIntegrationTokenInput = z.input<typeof createIntegrationTokenSchema>;

export const rotateTokenSchema = z.object({
  overlapHours: z
    .number(INTEGRATION_MESSAGES.badOverlap)
    .int(INTEGRATION_MESSAGES.badOverlap)
    .min(0, INTEGRATION_MESSAGES.badOverlap)
    .max(MAX_ROTATION_OVERLAP_HOURS, INTEGRATION_MESSAGES.badOverlap)
    .nullish()
    .transform((h) => h ?? DEFAULT_ROTATION_OVERLAP_HOURS),
});
