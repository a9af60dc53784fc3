import { fieldKeysOf, permissionEntriesOf } from '../records/stored-field';
import { EMPLOYEE_FIELDS } from '../staff/employee.fields';
/**
 * The permission tree every role is expressed in: ten modules, each with its switch (the module
 * entry), its actions and its sensitive fields. Keys are stable: clients toggle an entry by the
 * word its key contains (view, create, edit, delete, approve → canView…; anything else →
 * isGranted), so a key never contains one of those words by accident.
 */
export const PERMISSION_MODULES = [
  'dashboard',
  'employees',
  'departments',
  'branches',
  'salaries',
  'bonuses',
  'reports',
  'settings',
  'roles',
  'notifications',
] as const;
export type PermissionModule = (typeof PERMISSION_MODULES)[number];

export const PERMISSION_LEVELS = ['module', 'action', 'field'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

export interface TreeEntry {
  key: string;
  module: PermissionModule;
  level: PermissionLevel;
  name: string;
  description: string;
}

type Leaf = [key: string, name: string, description: string];

const MODULE_TREE: Record<PermissionModule, { name: string; description: string; actions: Leaf[]; fields?: Leaf[] }> = {
  dashboard: {
    name: 'Дашборды',
    description: 'Панель управления и пользовательские дашборды',
    actions: [
      ['dashboard.view', 'Просмотр дашбордов', 'Пользовательские дашборды (без их публичных ссылок)'],
      ['dashboard.create', 'Создание дашбордов', 'Новые пользовательские дашборды'],
      ['dashboard.edit', 'Редактирование дашбордов', 'Изменение дашбордов, их публичные ссылки и их обновление'],
      ['dashboard.delete', 'Удаление дашбордов', 'Удаление пользовательских дашбордов'],
    ],
  },
  employees: {
    name: 'Сотрудники',
    description: 'Карточки сотрудников и их импорт',
    actions: [
      ['employees.view', 'Просмотр сотрудников', 'Все сотрудники компании (без права — только своя карточка)'],
      ['employees.create', 'Добавление сотрудников', 'Новые сотрудники и импорт из файла'],
      ['employees.edit', 'Редактирование сотрудников', 'Изменение карточек и фотографий'],
      ['employees.delete', 'Удаление сотрудников', 'Удаление карточек сотрудников'],
      ['employees.ai', 'AI-анализ сотрудников', 'Анализ рабочих данных сотрудника внешним ИИ-провайдером'],
    ],
    /** Each employee field with a permission of its own, in the order the record declares them. */
    fields: permissionEntriesOf(EMPLOYEE_FIELDS),
  },
  departments: {
    name: 'Отделы',
    description: 'Структура компании',
    actions: [
      ['departments.view', 'Просмотр отделов', 'Все отделы (без права — только свои)'],
      ['departments.create', 'Создание отделов', 'Новые отделы'],
      ['departments.edit', 'Редактирование отделов', 'Изменение отделов и их руководителей'],
      ['departments.delete', 'Удаление отделов', 'Удаление отделов'],
    ],
  },
  branches: {
    name: 'Филиалы',
    description: 'Офисы и филиалы компании',
    actions: [
      ['branches.view', 'Просмотр филиалов', 'Все филиалы (без права — только свои)'],
      ['branches.create', 'Создание филиалов', 'Новые филиалы'],
      ['branches.edit', 'Редактирование филиалов', 'Изменение филиалов'],
      ['branches.delete', 'Удаление филиалов', 'Удаление филиалов'],
    ],
  },
  salaries: {
    name: 'Зарплаты',
    description: 'Расчёт зарплат, правила, шаблоны и показатели',
    actions: [
      ['salaries.view', 'Просмотр зарплат', 'Расчёт, карточки, показатели, правила и шаблоны'],
      ['salaries.create', 'Создание правил', 'Новые правила, шаблоны и показатели сотрудников'],
      ['salaries.edit', 'Редактирование правил', 'Изменение правил, шаблонов и показателей'],
      ['salaries.delete', 'Удаление правил', 'Удаление правил, шаблонов и показателей'],
      ['salaries.approve', 'Фиксация периода', 'Зафиксировать расчёт месяца'],
      ['salaries.reopen', 'Отмена фиксации', 'Открыть зафиксированный месяц для изменений'],
    ],
    fields: [
      ['salaries.field.amounts', 'Суммы выплат', 'Начисления, оклад, бонусы, штрафы и авансы сотрудников'],
      ['salaries.field.profit', 'Заказы и прибыль', 'Заказы, прибыль и средний чек сотрудников и компании'],
    ],
  },
  bonuses: {
    name: 'Бонусы и штрафы',
    description: 'Бонусы, штрафы, авансы и сдельная оплата',
    actions: [
      ['bonuses.view', 'Просмотр записей', 'Бонусы, штрафы, авансы и сдельная оплата всех сотрудников'],
      ['bonuses.create', 'Начисление', 'Новые бонусы, штрафы, авансы и сдельная оплата'],
      ['bonuses.edit', 'Редактирование записей', 'Изменение записей'],
      ['bonuses.delete', 'Удаление записей', 'Удаление записей'],
    ],
  },
  reports: {
    name: 'Отчёты',
    description: 'Отчёты, выгрузки и расчётные листки',
    actions: [['reports.view', 'Просмотр отчётов', 'Сводки, выгрузки в Excel и CSV, расчётные листки']],
  },
  settings: {
    name: 'Настройки',
    description: 'Компания, защита данных, журнал и настройки разработчика',
    actions: [
      ['settings.edit', 'Изменение компании', 'Название, валюта, часовой пояс, дни рождения'],
      ['settings.delete', 'Удаление компании', 'Удаление компании со всеми данными'],
      ['settings.developer', 'Настройки разработчика', 'Логотип сервиса, слоган и ИИ-анализ'],
      ['settings.protection.view', 'Защита данных', 'Состояние базы и целостность данных'],
      ['settings.backup.create', 'Резервные копии', 'Скачивание резервной копии компании'],
      ['settings.activity.view', 'Журнал изменений', 'Кто, когда и что изменил'],
      ['settings.api', 'Токены API', 'Токены интеграций компании: выпуск и отзыв'],
      ['settings.webhooks', 'Вебхуки', 'Адреса, на которые компания отправляет события'],
    ],
  },
  roles: {
    name: 'Роли и участники',
    description: 'Роли компании, их разрешения и участники',
    actions: [
      ['roles.view', 'Просмотр ролей и участников', 'Роли, их разрешения, участники и приглашения'],
      ['roles.create', 'Создание ролей', 'Новые роли'],
      ['roles.edit', 'Редактирование ролей', 'Изменение ролей и их дерева разрешений'],
      ['roles.delete', 'Удаление ролей', 'Удаление ролей без участников'],
      ['roles.members.create', 'Приглашение участников', 'Приглашения в компанию'],
      ['roles.members.edit', 'Управление участниками', 'Смена ролей участников и исключение из компании'],
    ],
  },
  notifications: {
    name: 'Уведомления',
    description: 'Свои уведомления доступны всем участникам',
    actions: [
      ['notifications.view', 'Настройки уведомлений ролей', 'Какие уведомления получает каждая роль'],
      ['notifications.edit', 'Изменение настроек уведомлений', 'Включение и выключение уведомлений ролей'],
    ],
  },
};

const entriesOf = (module: PermissionModule): TreeEntry[] => {
  const m = MODULE_TREE[module];
  const leaf =
    (level: PermissionLevel) =>
    ([key, name, description]: Leaf): TreeEntry => ({
      key,
      module,
      level,
      name,
      description,
    });
  return [
    { key: module, module, level: 'module', name: m.name, description: m.description },
    ...m.actions.map(leaf('action')),
    ...(m.fields ?? []).map(leaf('field')),
  ];
};

/** Every entry, in the tree's order: module, then its actions, then its fields. */
export const PERMISSION_TREE: readonly TreeEntry[] = PERMISSION_MODULES.flatMap(entriesOf);

export type PermissionKey = string;
export const PERMISSION_KEYS: readonly PermissionKey[] = PERMISSION_TREE.map((e) => e.key);
const KNOWN = new Set(PERMISSION_KEYS);
export const isPermissionKey = (key: string): boolean => KNOWN.has(key);
export const moduleOfKey = (key: PermissionKey): PermissionModule => key.split('.')[0] as PermissionModule;

/** The keys of the sensitive fields: an answer carries such a field only to a role granted it. */
export const FIELD_KEYS = {
  ...fieldKeysOf(EMPLOYEE_FIELDS),
  amounts: 'salaries.field.amounts',
  profit: 'salaries.field.profit',
} as const;

export const FLAG_WORDS = ['view', 'create', 'edit', 'delete', 'approve'] as const;
export type FlagName = 'canView' | 'canCreate' | 'canEdit' | 'canDelete' | 'canApprove' | 'isGranted';

/** Which flag of an entry holds its grant: the word its key contains, otherwise isGranted. */
export function flagOf(key: string): FlagName {
  const word = FLAG_WORDS.find((w) => key.includes(w));
  return word ? (`can${word[0]!.toUpperCase()}${word.slice(1)}` as FlagName) : 'isGranted';
}
