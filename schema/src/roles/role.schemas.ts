import { z } from 'zod';
import { COMPANY_ROLES, type CompanyRole } from '../auth/roles';
import { keyNames } from './grants';
import { PERMISSION_LEVELS, PERMISSION_MODULES, isPermissionKey } from './permission-tree';

export const ROLE_MESSAGES = {
  required: 'Заполните обязательные поля',
  badColor: 'Выберите цвет из списка',
  badPriority: 'Приоритет должен быть от 1 до 100',
  codeTaken: 'Роль с таким кодом уже существует',
  builtInCode: 'Этот код занят встроенной ролью',
  badCode: 'Код может содержать только буквы, цифры, дефисы и подчёркивания',
  badPermission: 'Неизвестное разрешение',
  notFound: 'Роль не найдена',
  codeLocked: 'Код роли нельзя изменить после создания',
  builtInLocked: 'Встроенные роли нельзя изменять или удалять',
  inUse: 'Роль назначена участникам: сначала смените им роль',
  notInitialized: 'Разрешения роли ещё не созданы',
  unknownEntry: 'Разрешение не принадлежит этой роли',
  createFailed: 'Не удалось создать роль',
  updateFailed: 'Не удалось обновить роль',
  deleteFailed: 'Не удалось удалить роль',
  created: 'Роль создана',
  updated: 'Роль обновлена',
  deleted: 'Роль удалена',
  treeLoadFailed: 'Не удалось загрузить иерархические разрешения',
  treeInitFailed: 'Не удалось создать разрешения',
  treeInitError: 'Произошла ошибка при создании разрешений',
  treeSaveFailed: 'Не удалось сохранить разрешения',
  treeSaved: 'Иерархические разрешения успешно сохранены',
  builtInInfo: 'Встроенные роли имеют предустановленные разрешения. Создайте кастомную роль для настройки разрешений.',
  saveFirst: 'Сначала сохраните роль',
  builtInBadge: 'Системная',
  grantBeyondOwn: 'Нельзя выдать права, которых нет у вас самих',
  ownRoleWiden: 'Нельзя расширить права собственной роли',
  ownerOnlyKey: 'Удаление компании доступно только владельцу: это право нельзя добавить в роль',
  ownerOnlyDelete: 'Удалить компанию может только её владелец',
} as const;

/** A refused grant's message, naming the keys: 'Нельзя выдать права, которых нет у вас самих: Вебхуки, …'. */
export const grantRefusedMessage = (base: string, keys: readonly string[]): string =>
  keys.length > 0 ? `${base}: ${keyNames(keys)}` : base;

export const ROLE_COLORS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'gray'] as const;
export type RoleColor = (typeof ROLE_COLORS)[number];

export const DEFAULT_ROLE_PRIORITY = 50;

/** The built-in roles as the roles list shows them: negative ids, fixed colours and priorities. */
export const BUILT_IN_ROLES: Record<
  CompanyRole,
  { id: number; color: RoleColor; priority: number; description: string }
> = {
  owner: { id: -1, color: 'red', priority: 100, description: 'Все права в компании, кроме настроек разработчика' },
  manager: { id: -2, color: 'blue', priority: 80, description: 'Видит всё; ведёт сотрудников, зарплаты и дашборды' },
  hr_manager: {
    id: -3,
    color: 'purple',
    priority: 70,
    description: 'Видит всё; ведёт сотрудников, зарплаты и дашборды',
  },
  employee: { id: -4, color: 'gray', priority: 10, description: 'Свои данные, дашборды и уведомления' },
  verifier: { id: -5, color: 'green', priority: 40, description: 'Видит всё, ничего не меняет' },
  developer: {
    id: -6,
    color: 'orange',
    priority: 90,
    description: 'Настройки разработчика и ИИ-анализ; всё, кроме управления участниками',
  },
};

export const isBuiltInCode = (code: string): code is CompanyRole => (COMPANY_ROLES as readonly string[]).includes(code);

/** The code as the form and the server store it: lowercased, spaces turned into underscores. */
export const normalizeRoleCode = (code: string): string => code.trim().toLowerCase().replace(/\s+/g, '_');

/** Non-numeric input becomes the default. */
export const normalizePriority = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? n : DEFAULT_ROLE_PRIORITY;
};

const text = (max: number) => z.string(ROLE_MESSAGES.required).trim().max(max);

const permissionKey = z.string(ROLE_MESSAGES.badPermission).refine(isPermissionKey, ROLE_MESSAGES.badPermission);

/** The keys to grant: a list, or a map of key → granted (the form's switches). */
const permissionsSchema = z.union(
  [
    z.array(permissionKey, ROLE_MESSAGES.badPermission).max(200, ROLE_MESSAGES.badPermission),
    z
      .record(permissionKey, z.boolean(ROLE_MESSAGES.badPermission), ROLE_MESSAGES.badPermission)
      .transform((map) => Object.keys(map).filter((key) => map[key])),
  ],
  ROLE_MESSAGES.badPermission,
);

export const roleFieldsSchema = z.object({
  name: text(100).min(1, ROLE_MESSAGES.required),
  description: text(500).nullish(),
  color: z.enum(ROLE_COLORS, ROLE_MESSAGES.badColor).default('gray'),
  priority: z
    .unknown()
    .optional()
    .transform(normalizePriority)
    .pipe(
      z.number().int(ROLE_MESSAGES.badPriority).min(1, ROLE_MESSAGES.badPriority).max(100, ROLE_MESSAGES.badPriority),
    ),
  /** The keys the role grants; absent leaves them as they are (a new role: nothing). */
  permissions: permissionsSchema.nullish(),
});

export const createRoleSchema = roleFieldsSchema.extend({
  code: text(50)
    .min(1, ROLE_MESSAGES.required)
    .transform(normalizeRoleCode)
    .pipe(z.string().regex(/^[\p{Ll}\p{Lo}\p{N}_-]+$/u, ROLE_MESSAGES.badCode)),
});

/** The code is locked after creation: an update may repeat it but never change it. */
export const updateRoleSchema = roleFieldsSchema.extend({
  code: z.string().nullish(),
});

const flag = z.boolean(ROLE_MESSAGES.badPermission).default(false);
const json = z.union([z.record(z.string(), z.unknown()), z.null()]).optional();

export const permissionEntrySchema = z.object({
  id: z.number(ROLE_MESSAGES.unknownEntry).int(ROLE_MESSAGES.unknownEntry),
  roleId: z.number().int().optional(),
  module: z.enum(PERMISSION_MODULES).optional(),
  level: z.enum(PERMISSION_LEVELS).optional(),
  permissionKey: z.string().max(100).optional(),
  permissionName: z.string().max(200).nullish(),
  description: z.string().max(500).nullish(),
  parentId: z.number().int().nullish(),
  isGranted: flag,
  canView: flag,
  canCreate: flag,
  canEdit: flag,
  canDelete: flag,
  canApprove: flag,
  conditions: json,
  metadata: json,
  sortOrder: z.number().int().optional(),
});

export const savePermissionsSchema = z.object({
  permissions: z.array(permissionEntrySchema, ROLE_MESSAGES.unknownEntry).max(500, ROLE_MESSAGES.unknownEntry),
});

export type RoleFieldsInput = z.input<typeof roleFieldsSchema>;
export type CreateRoleInput = z.input<typeof createRoleSchema>;
export type UpdateRoleInput = z.input<typeof updateRoleSchema>;
export type PermissionEntryInput = z.input<typeof permissionEntrySchema>;
