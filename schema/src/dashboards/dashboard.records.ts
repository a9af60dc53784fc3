import { FIELD_KEYS } from '../roles/permission-tree';
import { open, records } from '../records/record-declaration';

const AMOUNTS = FIELD_KEYS.amounts;
const PROFIT = FIELD_KEYS.profit;

const SETTINGS = [
  'name',
  'description',
  'selectedBranches',
  'selectedDepartments',
  'employeeCardsDepartments',
  'thresholdProgressDepartments',
  'showEmployeeCards',
  'showThresholdProgress',
  'showSalaryPayouts',
  'showAdvances',
  'showTeamBonuses',
  'showCompanyProfit',
  'showDepartmentProfit',
  'showEmployeeProfit',
] as const;

/**
 * Custom dashboards and the public wall screen. The wall screen's viewer is its dashboard: the
 * last editor's field grants, with per-employee amounts only when its payout flag is on.
 */
export const DASHBOARD_RECORDS = records({
  CustomDashboard: {
    fields: {
      ...open('id', 'companyId', 'createdAt', 'updatedAt', 'screen', ...SETTINGS),
      // The link shows the company's figures to anyone holding it: only editors receive it
      // (the deprecated, non-null shareUrl reads empty to everyone else).
      shareUrl: 'dashboard.edit',
      publicLink: 'dashboard.edit',
    },
  },
  CustomDashboardEvent: { fields: { ...open('companyId', 'id', 'kind'), dashboard: { of: 'CustomDashboard' } } },
  SharedDashboardConfig: { fields: open(...SETTINGS) },
  SharedDashboardData: {
    fields: {
      ...open('companyId', 'company', 'dashboard', 'branches', 'departments', 'baseRatePercentage', 'privacyMode'),
      employees: { of: 'SharedEmployee' },
      bestEmployee: { of: 'SharedBestEmployee' },
      thresholdProgress: { of: 'SharedThreshold' },
      totalSalaryPayouts: AMOUNTS,
      totalAdvances: AMOUNTS,
      totalTeamBonuses: AMOUNTS,
      totalBaseRateAmount: AMOUNTS,
    },
  },
  SharedEmployee: {
    fields: {
      ...open(
        'id',
        'name',
        'firstName',
        'lastName',
        'photoUrl',
        'role',
        'status',
        'departmentId',
        'shouldShowOrdersAndProfit',
        // Set only where the link shows employees' profit; privacy mode shows it instead of amounts.
        'rank',
      ),
      ordersCount: PROFIT,
      employeeProfit: PROFIT,
      averageCheck: PROFIT,
      baseSalary: AMOUNTS,
      bonusAmount: AMOUNTS,
      penaltyAmount: AMOUNTS,
      advanceAmount: AMOUNTS,
      totalSalary: AMOUNTS,
      appliedRules: { of: 'SharedAppliedRule' },
    },
  },
  SharedAppliedRule: { fields: { ...open('name', 'salaryMode'), calculatedAmount: AMOUNTS } },
  SharedBestEmployee: { fields: { ...open('id', 'name'), totalSalary: AMOUNTS } },
  SharedThreshold: {
    fields: {
      ...open('templateName', 'departmentName', 'progressPercent', 'projectedPercent'),
      currentValue: PROFIT,
      thresholdValue: PROFIT,
    },
  },
});
