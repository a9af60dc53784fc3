import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { formatMoney } from '@/shared/format/money';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import SalaryPage from './pages/SalaryPage';
import { connection } from '@/test/connection';

/*
 * Test data of the KPI screen, shaped as the API answers (used by the feature's tests only).
 * "Today" is Thursday 14 May 2026 in the test company's timezone (Asia/Bishkek, UTC+6).
 */
export const NOW = new Date('2026-05-14T06:00:00Z');

/** Money as the screen shows it for the test company (KGS, Russian). */
export const kgs = (value: string, decimals = 2) => formatMoney(value, { currency: 'KGS', language: 'ru', decimals });
/** A text as getByText compares it: Intl's no-break spaces read as plain ones. */
export const spaced = (text: string) => text.replace(/\s+/g, ' ');

export const summary = (over: { salaryTypes?: object; employeeCount?: number; fund?: string } = {}) => ({
  payrollSummary: {
    __typename: 'PayrollSummary',
    period: { __typename: 'PayPeriod', from: '2026-05-01', to: '2026-05-31' },
    stats: {
      __typename: 'DashboardStats',
      totalSalaryFund: over.fund ?? '456000.00',
      averageSalary: '57000.00',
      totalBonuses: '12500.50',
      totalPenalties: '3000.00',
    },
    salaryTypes: { __typename: 'SalaryTypeStats', fixed: 1, percentage: 5, team: 2, ...over.salaryTypes },
    overview: { __typename: 'FinancialOverview', employeeCount: over.employeeCount ?? 8 },
  },
});

export const EMPLOYEES = [
  { __typename: 'EmployeeCard', id: 7, name: 'Анна Иванова' },
  { __typename: 'EmployeeCard', id: 8, name: 'Борис Петров' },
];

export const ruleTemplate = (over: Record<string, unknown>) => ({
  __typename: 'RuleTemplate',
  id: 1,
  templateName: 'Шаблон',
  calculationType: 'fixed',
  amount: '100.00',
  unitType: 'per_day',
  assignmentType: 'department',
  departmentIds: [2],
  employeeIds: [],
  isActive: true,
  ...over,
});

/** Anna (7) is in department 2; the templates below are hers unless said otherwise. */
export const TEMPLATES = {
  bonusRuleTemplates: [
    ruleTemplate({ id: 11, templateName: 'Переработка', calculationType: 'per_unit', amount: '500.00' }),
    ruleTemplate({ id: 12, templateName: 'Премия за план', calculationType: 'fixed', amount: '3000.00' }),
    ruleTemplate({ id: 13, templateName: 'Отключенный', isActive: false }),
    ruleTemplate({ id: 14, templateName: 'Чужой отдел', departmentIds: [9] }),
  ],
  penaltyRuleTemplates: [
    ruleTemplate({
      id: 21,
      templateName: 'Опоздания',
      calculationType: 'per_unit',
      amount: '50.00',
      unitType: 'per_minute',
      assignmentType: 'group',
      departmentIds: [],
      employeeIds: [7],
    }),
    ruleTemplate({ id: 22, templateName: 'Нарушение регламента', unitType: 'per_violation', amount: '1000.00' }),
  ],
};

export const record = (over: Record<string, unknown> = {}) => ({
  __typename: 'PerformanceRecord',
  id: 31,
  employeeId: 7,
  startDate: '2026-05-01',
  endDate: '2026-05-10',
  ordersCount: 4,
  employeeProfit: '20000.00',
  bonusRules: [{ __typename: 'RuleUnits', ruleId: 11, unitCount: 2 }],
  penaltyRules: [],
  createdAt: '2026-05-10T10:00:00.000Z',
  ...over,
});

export const fix = (over: Record<string, unknown> = {}) => ({
  __typename: 'PayrollFix',
  id: 41,
  employeeId: 8,
  periodFrom: '2026-04-01',
  periodTo: '2026-05-05',
  fixedAt: '2026-05-06T09:00:00.000Z',
  reopenedAt: null,
  ...over,
});

const card = (over: Record<string, unknown>) => ({
  __typename: 'EmployeeCard',
  ordersCount: 4,
  employeeProfit: '20000.00',
  baseSalary: '30000.00',
  totalBonuses: '1000.00',
  totalPenalties: '0.00',
  totalSalary: '31000.00',
  amountDue: '31000.00',
  appliedRules: [
    {
      __typename: 'AppliedRule',
      ruleId: 5,
      source: 'salary',
      name: 'Оклад',
      salaryMode: 'base',
      calculatedAmount: '30000.00',
    },
  ],
  ...over,
});

export const PREVIEW = {
  previewPerformance: {
    __typename: 'PerformancePreview',
    period: { __typename: 'PayPeriod', from: '2026-05-01', to: '2026-05-31' },
    before: card({}),
    after: card({
      ordersCount: 16,
      employeeProfit: '35000.50',
      totalBonuses: '2500.00',
      totalPenalties: '150.00',
      totalSalary: '32350.00',
      amountDue: '32350.00',
      appliedRules: [
        {
          __typename: 'AppliedRule',
          ruleId: 5,
          source: 'salary',
          name: 'Оклад',
          salaryMode: 'base',
          calculatedAmount: '30000.00',
        },
        {
          __typename: 'AppliedRule',
          ruleId: 11,
          source: 'bonus',
          name: 'Переработка',
          salaryMode: 'bonus',
          calculatedAmount: '1500.00',
        },
        {
          __typename: 'AppliedRule',
          ruleId: 21,
          source: 'penalty',
          name: 'Опоздания',
          salaryMode: 'penalty',
          calculatedAmount: '150.00',
        },
      ],
    }),
    added: {
      __typename: 'PerformanceAdded',
      ordersCount: 12,
      employeeProfit: '15000.50',
      baseSalary: '0.00',
      totalBonuses: '1500.00',
      totalPenalties: '150.00',
      totalSalary: '1350.00',
      amountDue: '1350.00',
      appliedRules: [
        { __typename: 'AppliedRule', ruleId: 11, source: 'bonus', calculatedAmount: '1500.00' },
        { __typename: 'AppliedRule', ruleId: 21, source: 'penalty', calculatedAmount: '150.00' },
      ],
    },
  },
};

/** The month's pay run as the API answers it; `over` replaces fields (a review, a stage). */
export const payRun = (over: Record<string, unknown> = {}) => ({
  __typename: 'PayRun',
  companyId: 10,
  period: '2026-05',
  status: 'open',
  stage: 'draft',
  employeeCount: 2,
  fixedCount: 0,
  review: null,
  ...over,
});

export const review = (over: Record<string, unknown> = {}) => ({
  __typename: 'PayRunReview',
  state: 'in_review',
  submittedAt: '2026-05-13T09:00:00.000Z',
  submittedBy: { __typename: 'PayRunUser', id: 3, name: 'Мария Менеджер' },
  decidedAt: null,
  decidedBy: null,
  returnReason: null,
  ...over,
});

export const anomaly = (over: Record<string, unknown> = {}) => ({
  __typename: 'PayRunAnomaly',
  kind: 'total_changed',
  employeeId: 7,
  employeeName: 'Анна Иванова',
  ruleId: null,
  ruleName: null,
  ledgerType: null,
  recordIds: [],
  amount: '40000.00',
  previousAmount: '30000.00',
  ...over,
});

export const check = (items: object[] = [], comparedWith: string | null = '2026-04') => ({
  payRunAnomalies: { __typename: 'PayRunAnomalies', period: '2026-05', comparedWith, changeShare: '0.25', items },
});

/** The KPI page of company 10 for `role`, answering every query of the screen; `handlers` override. */
export function renderSalaryPage(role: CompanyRole | null, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<SalaryPage />, role, {
    SalaryFigures: () => ({ data: summary() }),
    SalaryEmployees: () => ({ data: { employeeCards: EMPLOYEES } }),
    SalaryPerformanceRecords: () => ({
      data: { performanceRecordsConnection: connection('PerformanceRecord', [record()]) },
    }),
    SalaryPayrollFixes: () => ({ data: { payrollFixesConnection: connection('PayrollFix', [fix()]) } }),
    SalaryRuleTemplates: () => ({ data: TEMPLATES }),
    PayRunOfMonth: () => ({ data: { payRun: payRun() } }),
    PayRunCheck: () => ({ data: check() }),
    SalaryEmployeeDepartments: () => ({
      data: { employeeDepartments: [{ __typename: 'EmployeeDepartment', departmentId: 2 }] },
    }),
    ...handlers,
  });
}
