import { ROLE_MESSAGES, type RoleColor } from '@staffpay/schema/roles/role.schemas';

/**
 * Texts of the roles screen (besides the contract's ROLE_MESSAGES): the original's, and ours where
 * it had none (docs/architecture.md).
 */
export const ROLES = {
  ...ROLE_MESSAGES,
  title: 'Роли',
  add: 'Создать роль',
  search: 'Поиск ролей...',
  searchLabel: 'Поиск ролей',
  count: ['роль', 'роли', 'ролей'] as const,
  members: ['участник', 'участника', 'участников'] as const,
  empty: 'Ролей пока нет',
  emptyHint: 'Создайте первую роль компании.',
  nothingFound: 'Ничего не найдено',
  noCompany: 'Компания не выбрана',
  noCompanyHint: 'Выберите компанию в шапке страницы, чтобы увидеть ее роли.',
  noAccess: 'Нет доступа к ролям',
  noAccessHint: 'Ваша роль в этой компании не позволяет просматривать роли и участников.',
  loadError: 'Не удалось загрузить роли',

  priority: (value: number) => `Приоритет ${value}`,
  noDescription: 'Без описания',
  openLabel: (name: string) => `Открыть: ${name}`,
  editLabel: (name: string) => `Редактировать: ${name}`,
  deleteLabel: (name: string) => `Удалить: ${name}`,

  createTitle: 'Новая роль',
  editTitle: 'Редактирование роли',
  viewTitle: 'Роль',
  tabBasics: 'Основные данные',
  tabTree: 'Дерево разрешений',
  name: 'Название',
  namePlaceholder: 'Кассир',
  code: 'Код',
  codePlaceholder: 'kassir',
  codeHint: 'Латиница, цифры и подчёркивания; после создания не меняется',
  description: 'Описание',
  color: 'Цвет',
  priorityLabel: 'Приоритет',
  priorityHint: 'От 1 до 100; выше — раньше в списке',
  create: 'Создать',
  save: 'Сохранить',
  cancel: 'Отмена',
  close: 'Закрыть',

  treeSave: 'Сохранить разрешения',
  treeRetry: 'Повторить',
  treeGranted: (on: number, all: number) => `${on} из ${all}`,
  treeExpand: (name: string) => `Развернуть: ${name}`,
  treeCollapse: (name: string) => `Свернуть: ${name}`,
  treeReadOnly: 'Изменять разрешения может роль с правом «Редактирование ролей».',
  levelField: 'Поле',
  /** A key only the owner role holds (the contract's OWNER_ONLY_KEYS): never in a custom role. */
  grantOwnerOnly: 'Только у владельца',
  /** A key the current member does not hold, so may not hand out (the owner may hand out every key). */
  grantNotHeld: 'Нельзя выдать право, которого нет у вас',
  /** A key that counts only alongside others (the contract's REQUIRES; today: backups and the field keys). */
  needsAll: (name: string, fields: string) => `${name} доступны только вместе со всеми полями (${fields})`,

  deleteTitle: 'Удалить роль?',
  deleteText: (name: string) => `Роль «${name}» будет удалена.`,
  deleteConfirm: 'Удалить',

  successTitle: 'Успешно',
} as const;

/** The colour names for the picker (the contract's eight colours). */
export const COLOR_LABELS: Record<RoleColor, string> = {
  red: 'Красный',
  orange: 'Оранжевый',
  yellow: 'Жёлтый',
  green: 'Зелёный',
  blue: 'Синий',
  purple: 'Фиолетовый',
  pink: 'Розовый',
  gray: 'Серый',
};
