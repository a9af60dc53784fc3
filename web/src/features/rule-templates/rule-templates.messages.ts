/**
 * Texts shared by the template screens: the original's, and ours where it had none
 * (docs/architecture.md). The validation messages are the contract's own (PAY_MESSAGES, through its
 * schemas).
 */
export const TEMPLATES = {
  count: ['шаблон', 'шаблона', 'шаблонов'] as const,
  create: 'Создать шаблон',
  createFirst: 'Создать первый шаблон',
  loadError: 'Не удалось загрузить шаблоны',
  retry: 'Повторить',
  directoryError: 'Не удалось загрузить отделы и сотрудников',
  nothingFound: 'Ничего не найдено',
  noDescription: 'Описание не указано',
  active: 'Активен',
  inactive: 'Отключен',
  activeLabel: (name: string) => `Шаблон активен: ${name}`,
  editLabel: (name: string) => `Редактировать: ${name}`,
  deleteLabel: (name: string) => `Удалить: ${name}`,
  departments: 'Отделы',
  employees: 'Сотрудники',
  more: (n: number) => `и еще ${n}`,

  save: 'Сохранить',
  submitCreate: 'Создать',
  cancel: 'Отмена',
  name: 'Название шаблона',
  description: 'Описание',
  isActive: 'Шаблон активен',

  deleteTitle: 'Удалить шаблон?',
  deleteText: (name: string) => `Шаблон «${name}» будет удален. Уже зафиксированные периоды не изменятся.`,
  deleteConfirm: 'Удалить',

  successTitle: 'Успешно',
  toggled: 'Статус шаблона изменен успешно',
  toggleFailed: 'Не удалось изменить статус',
  updateFailed: 'Не удалось обновить шаблон',
  deleted: 'Шаблон удален',
  deleteFailed: 'Не удалось удалить шаблон',
} as const;

/** The /rule-templates screen. */
export const RULE_TEMPLATES_PAGE = {
  title: 'Шаблоны правил KPI',
  subtitle: 'Ставки зарплаты, бонусы и штрафы, которые движок расчета применяет к сотрудникам',
  noCompany: 'Выберите компанию для просмотра шаблонов правил',
  noCompanyHint: 'Шаблоны настраиваются для каждой компании отдельно.',
  noAccess: 'Нет доступа к шаблонам правил',
  noAccessHint: 'Шаблоны правил видят владелец, руководители, HR-менеджеры и проверяющие компании.',
  tabs: { salary: 'Ставки зарплаты', bonus: 'Бонусы', penalty: 'Штрафы' },
} as const;

/** Salary rule templates: the tab of 2.7 and the standalone page of 2.8. */
export const SALARY_TEMPLATES = {
  title: 'Шаблоны зарплатных правил',
  noCompany: 'Компания не выбрана',
  noCompanyHint: 'Выберите компанию в шапке страницы, чтобы увидеть ее шаблоны.',
  empty: 'Шаблонов зарплатных правил пока нет',
  emptyHint: 'Шаблон задает ставку или процент и отделы и сотрудников, которым он начисляется.',

  createTitle: 'Новый шаблон зарплатного правила',
  editTitle: 'Редактирование шаблона зарплатного правила',
  namePlaceholder: 'Процент менеджера по продажам',
  ruleType: 'Тип правила',
  valueAmount: 'Сумма',
  valuePercent: 'Процент, %',
  period: 'Период',
  teamBase: 'Команда',
  teamBaseHint: 'Пул команды делится поровну между ее активными участниками',
  salaryMode: 'Режим',
  salaryModeHint: 'Базовая часть начисляется всегда, бонус — только при достижении порога',
  thresholdType: 'Условие бонуса',
  thresholdNone: 'Без порога (всегда)',
  thresholdValue: 'Пороговое значение',
  thresholdAverageCheck: 'Бонус получает сотрудник с лучшим средним чеком (прибыль / заказы); порог не нужен',
  achievementIcon: 'Иконка достижения',
  considerOrdersAndProfit: 'Показывать заказы и прибыль на карточке сотрудника',
  appliesTo: 'Кому начисляется',
  appliesToHint: 'Сотрудникам выбранных отделов и выбранным сотрудникам. Без выбора шаблон никому не начисляется.',
  departmentsPlaceholder: 'Выберите отделы',
  employeesPlaceholder: 'Выберите сотрудников',

  threshold: 'Порог',
  thresholdAlways: 'Без порога',
  perDeal: 'за сделку',
  unassigned: 'Не назначен ни одному сотруднику или отделу — шаблон никому не начисляется',

  created: 'Шаблон зарплатного правила создан успешно',
  createFailed: 'Не удалось создать шаблон',
  updated: 'Шаблон зарплатного правила обновлен',
} as const;

/** The bonus and penalty tabs, one shape with their own words. */
export const RULE_KIND_TEXTS = {
  bonus: {
    empty: 'Шаблонов бонусов пока нет',
    emptyHint: 'Бонус начисляется через запись производительности сотрудника.',
    createTitle: 'Новый шаблон бонуса',
    editTitle: 'Редактирование шаблона бонуса',
    namePlaceholder: 'Бонус за перевыполнение плана',
    created: 'Шаблон бонуса создан',
    createFailed: 'Не удалось создать шаблон бонуса',
    updated: 'Шаблон бонуса обновлен',
  },
  penalty: {
    empty: 'Шаблонов штрафов пока нет',
    emptyHint: 'Штраф начисляется через запись производительности сотрудника.',
    createTitle: 'Новый шаблон штрафа',
    editTitle: 'Редактирование шаблона штрафа',
    namePlaceholder: 'Штраф за опоздание',
    created: 'Шаблон штрафа создан',
    createFailed: 'Не удалось создать шаблон штрафа',
    updated: 'Шаблон штрафа обновлен',
  },
} as const;

/** Fields and card lines of the bonus and penalty templates. */
export const RULE_TEMPLATE_FORM = {
  calculationType: 'Тип расчета',
  amountFixed: 'Сумма',
  amountPercent: 'Процент от прибыли, %',
  amountPerUnit: 'Сумма за единицу',
  unitType: 'Единица',
  assignmentType: 'Назначить',
  departmentsPlaceholder: 'Выберите отделы',
  employeesPlaceholder: 'Выберите сотрудников',
  ofProfit: 'от прибыли',
  unassigned: 'Не назначен ни одному отделу или сотруднику — применить шаблон будет нельзя',
} as const;
