/** Texts of the passport's pay and KPI history charts. */
export const EMPLOYEE_HISTORY = {
  payTitle: 'Зарплата за 12 месяцев',
  payFile: 'зарплата-за-12-месяцев',
  kpiTitle: 'Показатели за 12 месяцев',
  kpiFile: 'показатели-за-12-месяцев',
  month: 'Месяц',
  totalSalary: 'Итого',
  baseSalary: 'Оклад',
  bonuses: 'Бонусы',
  penalties: 'Штрафы',
  advances: 'Авансы',
  employeeProfit: 'Прибыль',
  ordersCount: 'Заказы',
  averageCheck: 'Средний чек',
} as const;
