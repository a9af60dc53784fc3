/** Texts of the reports' charts. */
export const REPORT_CHARTS = {
  historyTitle: 'Фонд оплаты, средняя зарплата и прибыль за 12 месяцев',
  historyFile: 'фонд-оплаты-за-12-месяцев',
  month: 'Месяц',
  payrollFund: 'Фонд оплаты',
  averagePay: 'Средняя зарплата',
  profit: 'Прибыль',
  employeeCount: 'Сотрудников',
  splitTitle: 'Фонд оплаты и прибыль по отделам и филиалам',
  splitFile: 'фонд-оплаты-по-отделам-и-филиалам',
  group: 'Отдел или филиал',
  department: (name: string) => `${name} (отдел)`,
  branch: (name: string) => `${name} (филиал)`,
} as const;
