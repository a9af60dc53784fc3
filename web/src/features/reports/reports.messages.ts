/** Texts of the reports screen: the original's, and ours where it had none (docs/architecture.md). */
export const REPORTS = {
  noCompany: 'Компания не выбрана',
  noCompanyHint: 'Выберите компанию в шапке страницы, чтобы увидеть ее отчеты.',
  noAccess: 'Отчеты доступны руководителям, HR-менеджерам, проверяющим и владельцу компании.',
  loadError: 'Не удалось загрузить отчет',
  periodLabel: 'Период отчета',
  periods: [
    { value: 'month', label: 'Текущий месяц' },
    { value: 'quarter', label: 'Квартал' },
    { value: 'year', label: 'Год' },
  ],
  exportXlsx: 'Экспорт XLSX',
  exportCsv: 'Экспорт CSV',
  periodRange: (from: string, to: string) => `${from} — ${to}`,

  fund: 'Фонд оплаты труда',
  bonuses: 'Бонусы',
  penalties: 'Штрафы',

  statuses: 'Статусы сотрудников',
  roles: 'Распределение по ролям',
  departments: 'Статистика по отделам',
  branches: 'Статистика по филиалам',
  latest: 'Последние записи',
  noEmployees: 'Нет сотрудников в системе',
  noDepartments: 'Отделов пока нет',
  noBranches: 'Филиалов пока нет',
  noRecords: 'Нет записей за период',

  name: 'Название',
  employees: 'Сотрудники',
  paid: 'Получают',
  profit: 'Прибыль',
  advances: 'Авансы',
  departmentCount: 'Отделы',

  payslips: 'Расчетные листки',
  payslipEmployee: 'Сотрудник',
  payslipMonth: 'Месяц',
  payslipNobody: 'Нет сотрудников, получающих зарплату в этом месяце',
  payslip: 'Расчетный листок (PDF)',
  payslipFailed: 'Не удалось получить расчетный листок',
} as const;
