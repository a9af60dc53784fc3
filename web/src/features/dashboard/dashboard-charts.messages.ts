/** Texts of the dashboard's charts. */
export const DASHBOARD_CHARTS = {
  trendTitle: 'Прибыль и фонд оплаты по дням',
  trendFile: 'прибыль-и-фонд-по-дням',
  day: 'День',
  profit: 'Прибыль, этот месяц',
  payroll: 'Фонд оплаты, этот месяц',
  previousProfit: 'Прибыль, прошлый месяц',
  previousPayroll: 'Фонд оплаты, прошлый месяц',
  departmentsTitle: 'Бонусы, штрафы и авансы по отделам',
  departmentsFile: 'бонусы-штрафы-авансы-по-отделам',
  department: 'Отдел',
  bonuses: 'Бонусы',
  penalties: 'Штрафы',
  advances: 'Авансы',
} as const;
