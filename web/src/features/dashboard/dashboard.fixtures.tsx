import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { renderCompanyPage } from '@/test/company';
import type { Handler } from '@/test/render';
import DashboardPage from './pages/DashboardPage';

/* Test data of the dashboard, shaped as the API answers (used by the feature's tests only). */

const line = (id: number, reason: string, amount: string) => ({
  __typename: 'LedgerLine',
  id,
  reason,
  amount,
  appliedDate: '2026-11-10',
});

export const card = (id: number, over: Record<string, unknown> = {}) => ({
  __typename: 'EmployeeCard',
  id,
  name: `Сотрудник ${id}`,
  firstName: 'Сотрудник',
  lastName: String(id),
  photoUrl: null,
  departmentId: 1,
  departmentName: 'Продажи',
  role: 'employee',
  status: 'active',
  jobPosition: 'custom',
  customPosition: 'Старший продавец',
  employmentType: 'full_time',
  ordersCount: 12,
  employeeProfit: '123456.78',
  shouldShowOrdersAndProfit: false,
  baseSalary: '30000.00',
  totalSalary: '34500.00',
  totalBonuses: '5000.00',
  totalPenalties: '500.00',
  totalAdvances: '10000.00',
  piecework: '0.00',
  amountDue: '24500.00',
  appliedRules: [
    {
      __typename: 'AppliedRule',
      source: 'salary',
      ruleId: 1,
      name: 'Оклад',
      salaryMode: 'base',
      calculatedAmount: '30000.00',
    },
    {
      __typename: 'AppliedRule',
      source: 'salary',
      ruleId: 2,
      name: 'План',
      salaryMode: 'bonus',
      calculatedAmount: '4000.00',
    },
    {
      __typename: 'AppliedRule',
      source: 'penalty',
      ruleId: 3,
      name: 'Опоздания',
      salaryMode: 'penalty',
      calculatedAmount: '400.00',
    },
  ],
  bonuses: [line(11, 'Премия', '1000.00')],
  penalties: [line(12, 'Штраф за брак', '100.00')],
  advances: [line(13, 'Аванс', '10000.00')],
  pieceworks: [],
  ...over,
});

export const threshold = (ruleId: number, progress: string, achieved = false) => ({
  __typename: 'ThresholdProgressItem',
  ruleId,
  ruleName: `Порог ${ruleId}`,
  thresholdType: 'department_profit',
  employeeId: null,
  departments: [{ __typename: 'ThresholdDepartment', id: 1, name: 'Продажи' }],
  currentValue: '50000.00',
  thresholdValue: '100000.00',
  progress,
  isAchieved: achieved,
  remaining: '50000.00',
});

export const goal = (employeeId: number, ruleId: number, over: Record<string, unknown> = {}) => ({
  __typename: 'GoalProgressItem',
  ruleId,
  ruleName: `Цель ${ruleId}`,
  thresholdType: 'employee_profit',
  employeeId,
  currentValue: '60000.00',
  thresholdValue: '100000.00',
  remaining: '40000.00',
  progressPercent: '60.0',
  isAchieved: false,
  workingDaysElapsed: 10,
  workingDaysTotal: 21,
  projectedValue: '126000.00',
  projectedAchieved: true,
  currentPayout: '0.00',
  projectedPayout: '12600.00',
  ...over,
});

export const summary = (profit: string, percent: string | null, best: unknown) => ({
  __typename: 'PayrollSummary',
  period: { __typename: 'PayPeriod', from: '2026-11-01', to: '2026-11-30' },
  overview: {
    __typename: 'FinancialOverview',
    employeeCount: 2,
    totalProfit: profit,
    totalSalaries: '69000.00',
    salaryPercentOfProfit: percent,
    totalAdvances: '10000.00',
    amountDue: '59000.00',
  },
  bestEmployee: best,
});

/** The dashboard of company 10 for `role`, answering every query of the screen; `handlers` override. */
export function setup(role: CompanyRole, handlers: Record<string, Handler> = {}) {
  return renderCompanyPage(<DashboardPage />, role, {
    DashboardScreen: (v) => ({
      data: {
        employeeCards: v.departmentId === 2 ? [] : [card(1, { shouldShowOrdersAndProfit: true }), card(2)],
        thresholdProgress: v.company
          ? [threshold(1, '59.9'), threshold(2, '80.0'), threshold(3, '125.0', true)].filter(
              (t) => v.departmentId !== 2 || t.ruleId === 3,
            )
          : undefined,
        payrollSummary: v.company
          ? summary('123456.78', '55.9', {
              __typename: 'EmployeeCard',
              id: 1,
              name: 'Сотрудник 1',
              photoUrl: null,
              departmentName: 'Продажи',
              employeeProfit: '123456.78',
              ordersCount: 12,
            })
          : undefined,
      },
    }),
    DashboardDepartments: () => ({
      data: {
        departments: [
          { __typename: 'Department', id: 1, name: 'Продажи' },
          { __typename: 'Department', id: 2, name: 'Склад' },
        ],
      },
    }),
    GoalProgress: () => ({ data: { goalProgress: [] } }),
    DashboardBirthdays: () => ({
      data: {
        birthdaysToday: [
          {
            __typename: 'BirthdayEntry',
            id: 2,
            firstName: 'Вера',
            lastName: 'Петрова',
            photoUrl: null,
            departmentName: 'Склад',
            branchName: 'Центр',
          },
        ],
      },
    }),
    ...handlers,
  });
}

/** Text as the page shows it, with Intl's no-break spaces read as plain ones. */
export const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');
