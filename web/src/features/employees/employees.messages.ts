import { labelsOf } from '@staffpay/schema/records/stored-field';
import { EMPLOYEE_FIELDS } from '@staffpay/schema/staff/employee.fields';
import { pluralRu } from '@/shared/format/plural';

/** Texts of the employee screens: the spec's own (staff-and-pay.md 2.2, 2.3, 5, 8) and ours where it is silent. */
export const EMPLOYEES = {
  // Management page (2.3)
  count: (n: number) => `${n} ${pluralRu(n, ['сотрудник', 'сотрудника', 'сотрудников'])}`,
  add: 'Добавить сотрудника',
  import: 'Импорт',
  noCompany: 'Компания не выбрана',
  noCompanyHint: 'Выберите компанию в переключателе, чтобы увидеть ее сотрудников.',
  empty: 'Нет сотрудников в системе',
  emptyFiltered: 'Нет результатов по заданным фильтрам',
  loadError: 'Не удалось загрузить сотрудников',
  retry: 'Повторить',
  loadMore: 'Показать еще',
  shown: (shown: number, total: number) => `Показано ${shown} из ${total}`,

  // Filters
  search: 'Поиск',
  searchPlaceholder: 'Имя, фамилия или email',
  department: 'Отдел',
  branch: 'Филиал',
  role: 'Роль',
  allDepartments: 'Все отделы',
  allBranches: 'Все филиалы',
  allRoles: 'Все роли',
  reset: 'Сбросить',

  // Table columns
  colEmployee: 'Сотрудник',
  colDepartments: 'Отдел(ы)',
  colBranch: 'Филиал',
  colRole: 'Роль',
  colStatus: 'Статус',
  colSchedule: 'График',
  colActions: 'Действия',

  flexible: 'Гибкий график',
  hours: (start: string, end: string) => `${start}–${end}`,
  passportOf: (name: string) => `Паспорт: ${name}`,
  editOf: (name: string) => `Редактировать: ${name}`,
  deleteOf: (name: string) => `Удалить: ${name}`,

  // Delete
  deleteTitle: 'Удаление сотрудника',
  deleteText: 'Вы уверены, что хотите удалить этого сотрудника?',
  deleteConfirm: 'Удалить',
  cancel: 'Отмена',

  // Toasts (8)
  successTitle: 'Успешно!',
  created: 'Сотрудник создан',
  updated: 'Сотрудник обновлен',
  deleted: 'Сотрудник удален из системы',
  createFailed: 'Не удалось создать сотрудника',
  updateFailed: (message: string) => `Не удалось обновить сотрудника: ${message}`,
  deleteFailed: 'Не удалось удалить сотрудника',
  unknownReason: 'Произошла ошибка',
} as const;

export const EMPLOYEE_FORM = {
  createTitle: 'Новый сотрудник',
  editTitle: 'Редактирование сотрудника',
  loadError: 'Не удалось загрузить данные сотрудника',
  photo: 'Фото',
  uploadPhoto: 'Загрузить фото',
  changePhoto: 'Изменить фото',
  removePhoto: 'Удалить фото',
  photoHint: 'Изображение до 10MB; уменьшается до 800×600',
  photoTooLargeTitle: 'Файл слишком большой',
  photoFailed: 'Не удалось обработать изображение',
  ...labelsOf(EMPLOYEE_FIELDS),
  phonePlaceholder: EMPLOYEE_FIELDS.phone.column.example,
  departmentsHint: 'Сначала создайте отдел в разделе «Отделы»',
  customPositionOption: 'Другая (указать)',
  account: 'Учетная запись участника',
  accountHint: 'Сотрудник с учетной записью видит свою карточку',
  accountNone: 'Не связан',
  extra: 'Дополнительно',
  nothingFound: 'Ничего не найдено',
  save: 'Сохранить',
  create: 'Создать',
  cancel: 'Отмена',
} as const;

export const PASSPORT = {
  title: 'Цифровой паспорт сотрудника',
  close: 'Закрыть',
  loadError: 'Не удалось загрузить паспорт сотрудника',
  tabPersonal: 'Личные данные',
  tabWork: 'Работа',
  tabHistory: 'История',
  tabExtra: 'Дополнительно',
  tabAi: 'AI-анализ',
  contacts: 'Контактная информация',
  structure: 'Организационная структура',
  departments: 'Отдел',
  branches: 'Филиал',
  workHours: 'Рабочее время',
  ordersCount: 'Количество заказов',
  employeeProfit: 'Прибыль сотрудника',
  positions: EMPLOYEE_FIELDS.positions.label,
  aiTitle: 'AI-анализ сотрудника',
  aiRetry: 'Повторить',
  aiNoAccess: 'Ваша роль не позволяет проводить AI-анализ сотрудников',
  aiConnectionLost: 'Соединение с сервером прервалось',
  notSpecified: 'Не указано',
} as const;

export const IMPORT = {
  title: 'Импорт сотрудников',
  intro: 'Заполните шаблон и загрузите его: каждая строка будет проверена до импорта.',
  templateXlsx: 'Шаблон XLSX',
  templateCsv: 'Шаблон CSV',
  file: 'Файл CSV или XLSX',
  filePlaceholder: 'Выберите файл',
  checking: 'Проверяем файл…',
  total: 'Строк',
  valid: 'Без ошибок',
  invalid: 'С ошибками',
  errorsTitle: 'Ошибки в файле',
  line: 'Строка',
  column: 'Столбец',
  message: 'Ошибка',
  wholeRow: 'Вся строка',
  noErrors: 'Ошибок нет: можно импортировать.',
  submit: 'Импортировать',
  cancel: 'Отмена',
  failed: 'Не удалось импортировать сотрудников',
  readFailed: 'Не удалось прочитать файл',
} as const;
