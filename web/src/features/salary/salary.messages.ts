import { pluralRu } from '@/shared/format/plural';
import type { PeriodPreset } from './pay-periods';
import type { PaymentType } from './payment-types';

const employees = (n: number) => `${n} ${pluralRu(n, ['сотрудник', 'сотрудника', 'сотрудников'])}`;

/** Texts of the KPI/salary screen: the original's, and ours where it had none (docs/architecture.md). */
export const SALARY = {
  noCompany: 'Компания не выбрана',
  noCompanyHint: 'Выберите компанию в шапке страницы, чтобы рассчитать KPI и зарплаты.',
  noAccess: 'Нет доступа к расчету зарплат',
  noAccessHint: 'Ваша роль в этой компании не позволяет просматривать зарплатные данные.',
  loadError: 'Не удалось загрузить показатели',
  retry: 'Повторить',

  performance: 'Производительность',
  applyRules: 'Применить правила',
  period: 'Месяц',

  // Summary cards
  totalSalaryFund: 'Фонд зарплат',
  averageSalary: 'Средняя зарплата',
  totalBonuses: 'Выплачено бонусов',
  totalPenalties: 'Начислено штрафов',

  // Percent calculator
  calculator: 'Калькулятор процентов',
  calculatorHint: 'Результат = процент / 100 × база + фиксированная часть',
  percent: 'Процент, %',
  base: 'База',
  fixedPart: 'Фиксированная часть',
  result: 'Результат',
  unreadable: 'Введите числа',

  // Payment types
  paymentTypes: 'Типы оплаты',
  paymentTypesHint: (paid: number) => `Доля среди получающих зарплату в этом месяце: ${employees(paid)}`,
  paymentTypeLabels: { fixed: 'Фиксированная', percentage: 'Процентная', team: 'Командная' } satisfies Record<
    PaymentType,
    string
  >,
  employees,
  shareLabel: (label: string) => `Доля: ${label}`,

  // Performance form
  formTitle: 'Производительность сотрудника',
  editTitle: 'Изменение записи производительности',
  editHint: 'Предварительный расчет и фиксация доступны для новых записей; сохранение пересчитает карточку сразу.',
  editLabel: (name: string) => `Изменить запись: ${name}`,
  edit: 'Изменить',
  employee: 'Сотрудник',
  employeePlaceholder: 'Выберите сотрудника',
  nothingFound: 'Ничего не найдено',
  quickPeriod: 'Быстрый выбор периода',
  presets: {
    today: 'Сегодня',
    yesterday: 'Вчера',
    week: 'Неделя',
    month: 'Текущий месяц',
    previousMonth: 'Прошлый месяц',
    quarter: 'Квартал',
  } satisfies Record<PeriodPreset, string>,
  startDate: 'Дата начала',
  endDate: 'Дата окончания',
  ordersCount: 'Количество заказов',
  employeeProfit: 'Прибыль сотрудника',
  bonusRules: 'Бонусные правила',
  penaltyRules: 'Штрафные правила',
  chooseEmployeeFirst: 'Выберите сотрудника, чтобы увидеть назначенные ему правила.',
  noRules: 'Нет активных правил, назначенных этому сотруднику.',
  rulesFailed: 'Не удалось загрузить правила',
  perUnitTotal: (count: number, unit: string, rate: string, total: string) => `${count} ${unit} × ${rate} = ${total}`,
  save: 'Сохранить',
  fix: 'Зафиксировать',
  cancel: 'Отмена',

  // Preview ('Применить правила')
  previewTitle: 'Предварительный расчет',
  previewHint: 'Ничего не сохранено: так изменится карточка сотрудника за месяц',
  previewPeriod: (from: string, to: string) => `Период расчета: ${from} – ${to}`,
  colFigure: 'Показатель',
  colBefore: 'До',
  colAfter: 'После',
  colAdded: 'Изменение',
  rows: {
    ordersCount: 'Заказы',
    employeeProfit: 'Прибыль',
    baseSalary: 'Базовая зарплата',
    totalBonuses: 'Бонусы',
    totalPenalties: 'Штрафы',
    totalSalary: 'Итого зарплата',
    amountDue: 'К доплате',
  },
  appliedRules: 'Примененные правила',
  noAppliedRules: 'Правила не применены',

  // Fix
  fixTitle: 'Зафиксировать период?',
  fixText: (name: string, from: string, to: string) =>
    `Период ${from} – ${to} сотрудника ${name} будет зафиксирован в истории для отчетов. ` +
    'Заполненные данные формы сначала сохранятся. После фиксации записи производительности, бонусы, ' +
    'штрафы, авансы и сдельные выплаты внутри периода больше нельзя будет добавить, изменить или удалить. ' +
    'Открыть период снова может только владелец компании.',

  // Toasts
  successTitle: 'Успешно',
  previewed: 'Правила применены для предварительного расчета',
  previewFailed: 'Не удалось применить правила',
  saved: 'Данные производительности сотрудника сохранены и правила применены',
  saveFailed: 'Не удалось сохранить данные производительности',
  updated: 'Запись производительности обновлена, правила применены',
  fixed: 'Данные зафиксированы в истории для отчетов',
  fixFailed: 'Не удалось зафиксировать данные',

  // Performance records of the month
  records: 'Записи производительности',
  recordsEmpty: 'За этот месяц записей нет',
  recordsFailed: 'Не удалось загрузить записи',
  colEmployee: 'Сотрудник',
  colPeriod: 'Период',
  colOrders: 'Заказы',
  colProfit: 'Прибыль',
  colRules: 'Правила',
  rulesCount: (bonus: number, penalty: number) => `Бонусов: ${bonus}, штрафов: ${penalty}`,
  deleteLabel: (name: string) => `Удалить запись: ${name}`,
  deleteTitle: 'Удалить запись?',
  deleteText: (name: string, from: string, to: string) =>
    `Запись производительности сотрудника ${name} за ${from} – ${to} будет удалена, расчет пересчитается.`,
  deleteConfirm: 'Удалить',
  deleted: 'Запись удалена',
  deleteFailed: 'Не удалось удалить запись',

  // Fixed periods
  fixes: 'Зафиксированные периоды',
  fixesHint: 'Периоды, пересекающиеся с выбранным месяцем',
  fixesEmpty: 'В этом месяце нет зафиксированных периодов',
  fixesFailed: 'Не удалось загрузить зафиксированные периоды',
  colFixedAt: 'Зафиксирован',
  colReopenedAt: 'Открыт',
  stillFixed: 'Действует',
  reopen: 'Открыть период',
  reopenLabel: (name: string) => `Открыть период: ${name}`,
  reopenTitle: 'Открыть период?',
  reopenText: (name: string, from: string, to: string) =>
    `Период ${from} – ${to} сотрудника ${name} снова откроется для изменений. ` +
    'Снимок для отчетов сохранится в истории, действие будет записано в журнал.',
  reopened: 'Период открыт',
  reopenFailed: 'Не удалось открыть период',

  employeeFallback: (id: number) => `Сотрудник #${id}`,
} as const;

/** Texts of goal progress on the employee's card and in the passport (issue 34). */
export const GOALS = {
  title: 'Цели',
  none: 'Нет целей с порогом',
  current: (value: string, threshold: string) => `Текущее: ${value} из ${threshold}`,
  remaining: (value: string) => `Осталось: ${value}`,
  projection: 'Прогноз на конец месяца',
  projectionValue: (value: string) => `Прогноз на конец месяца: ${value}`,
  willReach: 'будет достигнута',
  willMiss: 'не будет достигнута',
  achieved: 'Достигнута',
  payout: (value: string) => `Выплата по прогнозу: ${value}`,
  days: (elapsed: number, total: number) => `Рабочих дней: ${elapsed} из ${total}`,
  bar: (name: string) => `Прогресс цели «${name}»`,
} as const;
