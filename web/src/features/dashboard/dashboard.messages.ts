/** Texts of the dashboard: the original's, and ours where it had none (docs/architecture.md). */
export const DASHBOARD = {
  noCompanyTitle: 'У вас пока нет компаний',
  noCompanyText: 'Создайте компанию, чтобы начать работу с сотрудниками и зарплатами.',
  toCompanies: 'Перейти к компаниям',
  loadError: 'Не удалось загрузить панель управления',

  quickActions: 'Быстрые действия',
  addAdvance: 'Начислить аванс',
  addBonusPenalty: 'Добавить бонус/штраф',
  addPiecework: 'Сдельная выплата',

  overview: 'Финансовый обзор',
  employees: 'Сотрудники',
  profit: 'Общая прибыль',
  salaries: 'Зарплаты',
  ofProfit: (percent: string) => `${percent}% от прибыли`,
  notApplicable: 'N/A',
  advances: 'Авансы',
  amountDue: 'К доплате',

  best: 'Лучший сотрудник',
  noData: 'Нет данных',
  orders: 'Заказы',

  birthdays: 'Сегодня день рождения',
  birthdayWish: 'Не забудьте поздравить!',

  allDepartments: 'Все отделы',
  thresholds: 'Прогресс по порогам бонусов',
  noThresholds: 'Нет бонусных правил с порогами',
  achieved: 'Достигнут',
  remaining: 'Осталось',
  ofThreshold: (current: string, threshold: string) => `${current} из ${threshold}`,

  emptyDepartment: 'В этом отделе нет сотрудников',
  emptyCompany: 'Нет активных сотрудников',

  appliedRules: 'Примененные правила',
  noRules: 'Правила не применены',
  baseSalary: 'Базовая зарплата',
  totalSalary: 'Итоговая зарплата',
  bonuses: 'Бонусы',
  penalties: 'Штрафы',
  advancesList: 'Авансы',
  piecework: 'Сдельная',
  employeeProfit: 'Прибыль',
  nothing: 'Нет',
  actions: (name: string) => `Действия: ${name}`,
  edit: 'Редактировать',
  details: 'Подробнее',
  history: 'История бонусов',
  historyTitle: (name: string) => `История операций: ${name}`,
} as const;
