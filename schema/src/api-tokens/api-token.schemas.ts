import { z } from 'zod';
import { fieldKeysOf } from '../records/stored-field';
import { EMPLOYEE_FIELDS } from '../staff/employee.fields';
import type { PermissionKey } from '../roles/permission-tree';

/** Secrets start with this, so secret scanners can recognise a leaked token. */
export const API_TOKEN_PREFIX = 'sp_';

/** What a company API token may be given; each scope opens a fixed set of the permission tree's keys. */
export const API_SCOPES = [
  'staff:read',
  'staff:write',
  'pay:read',
  'pay:write',
  'dashboards:read',
  'webhooks:manage',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'staff:read': 'Чтение сотрудников, отделов и филиалов',
  'staff:write': 'Изменение сотрудников, отделов и филиалов',
  'pay:read': 'Чтение зарплат, начислений и отчётов',
  'pay:write': 'Начисления, правила и фиксация периодов',
  'dashboards:read': 'Чтение дашбордов',
  'webhooks:manage': 'Управление вебхуками',
};

/**
 * The keys each scope opens. A token's effective grants are the union over its scopes, intersected
 * with what its creator's role grants at the moment of use; nothing else (account operations,
 * roles, members, settings, tokens themselves) is ever open to a token.
 */
export const API_SCOPE_KEYS: Record<ApiScope, PermissionKey[]> = {
  'staff:read': ['employees.view', ...Object.values(fieldKeysOf(EMPLOYEE_FIELDS)), 'departments.view', 'branches.view'],
  'staff:write': [
    'employees.create',
    'employees.edit',
    'employees.delete',
    'departments.create',
    'departments.edit',
    'departments.delete',
    'branches.create',
    'branches.edit',
    'branches.delete',
  ],
  'pay:read': ['salaries.view', 'salaries.field.amounts', 'salaries.field.profit', 'bonuses.view', 'reports.view'],
  'pay:write': [
    'salaries.create',
    'salaries.edit',
    'salaries.delete',
    'salaries.approve',
    'bonuses.create',
    'bonuses.edit',
    'bonuses.delete',
  ],
  'dashboards:read': ['dashboard.view'],
  'webhooks:manage': ['settings.webhooks'],
};

/**
 * The scope that opens a key, read from API_SCOPE_KEYS (each key is opened by one scope at most);
 * null for keys no token may hold (roles, members, settings, the activity log, AI analysis).
 */
export function scopeOpening(key: PermissionKey): ApiScope | null {
  return API_SCOPES.find((scope) => API_SCOPE_KEYS[scope].includes(key)) ?? null;
}

/** The response header naming the scope a refused token lacks (as GitHub's X-Accepted-OAuth-Scopes). */
export const ACCEPTED_SCOPES_HEADER = 'X-Accepted-Scopes';

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Введите название токена',
  nameTooLong: 'Название — не длиннее 100 символов',
  scopesRequired: 'Выберите хотя бы одно разрешение',
  badScope: 'Неизвестное разрешение токена',
  badExpiry: 'Срок действия должен быть в будущем',
  notForTokens: 'Эта операция недоступна для токенов API',
  missingScope: (scope: ApiScope) => `Токену не хватает разрешения «${scope}»`,
  webhookBeyondScopes: 'Токен может менять и отправлять повторно только вебхуки, созданные в пределах его разрешений',
  tooMany: 'Слишком много запросов с этим токеном',
  created: 'Токен создан. Скопируйте его сейчас — больше он показан не будет',
  revoked: 'Токен отозван',
  notFound: 'Токен не найден',
  expiryRequired: (days: number) => `Укажите срок действия: токен не может жить дольше ${days} дней`,
  expiryTooFar: (days: number) => `Срок действия — не дальше ${days} дней от сегодняшнего дня`,
  integrationsOwnerOnly: 'Интеграциями управляет только владелец компании',
} as const;

export const createApiTokenSchema = z.object({
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
export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;

/** Requests a token may make per minute. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 600;
