import { STAFF_MESSAGES } from '@staffpay/schema/staff/staff.schemas';

/** Texts of the branches screen: the original's, and ours where it had none (docs/architecture.md). */
export const BRANCHES = {
  title: 'Филиалы',
  add: 'Добавить филиал',
  search: 'Поиск по названию, городу или адресу',
  searchLabel: 'Поиск филиалов',
  count: ['филиал', 'филиала', 'филиалов'] as const,
  departments: ['отдел', 'отдела', 'отделов'] as const,
  employees: ['сотрудник', 'сотрудника', 'сотрудников'] as const,
  empty: 'Филиалов пока нет',
  emptyHint: 'Создайте первый филиал компании.',
  nothingFound: 'Ничего не найдено',
  noCompany: 'Компания не выбрана',
  noCompanyHint: 'Выберите компанию в шапке страницы, чтобы увидеть ее филиалы.',
  loadError: 'Не удалось загрузить филиалы',

  noAddress: 'Адрес не указан',
  createdAt: 'Создан',
  editLabel: (name: string) => `Редактировать: ${name}`,
  deleteLabel: (name: string) => `Удалить: ${name}`,

  createTitle: 'Новый филиал',
  editTitle: 'Редактирование филиала',
  name: 'Название',
  namePlaceholder: 'Центральный офис',
  city: 'Город',
  cityPlaceholder: 'Бишкек',
  address: 'Адрес',
  addressPlaceholder: 'ул. Киевская, 77',
  create: 'Создать',
  save: 'Сохранить',
  cancel: 'Отмена',
  nameRequired: STAFF_MESSAGES.nameRequired,
  cityRequired: STAFF_MESSAGES.cityRequired,

  deleteTitle: 'Удалить филиал?',
  deleteText: (name: string) => `Филиал «${name}» будет удален из системы.`,
  deleteConfirm: 'Удалить',

  successTitle: 'Успешно',
  created: 'Филиал создан',
  updated: 'Филиал обновлен',
  deleted: 'Филиал удален из системы',
  createFailed: 'Не удалось создать филиал',
  updateFailed: 'Не удалось обновить филиал',
  deleteFailed: 'Не удалось удалить филиал',
} as const;
