import { FIELD_KEYS } from '../roles/permission-tree';
import { open, records } from '../records/record-declaration';
import { LEDGER_TYPE, LEDGER_TYPES, type LedgerLinesField, type LedgerTotalField } from './ledger-types';

const AMOUNTS = FIELD_KEYS.amounts;
const PROFIT = FIELD_KEYS.profit;

/** Each ledger type's total on the card needs the amounts; its lines are LedgerLine records. */
const LEDGER_CARD_FIELDS = Object.fromEntries(
  LEDGER_TYPES.flatMap((type) => {
    const { total, lines } = LEDGER_TYPE[type].card;
    return [
      [total, AMOUNTS],
      [lines, { of: 'LedgerLine' }],
    ];
  }),
) as Record<LedgerTotalField, typeof AMOUNTS> & Record<LedgerLinesField, { of: 'LedgerLine' }>;

/** Each ledger type's total needs the amounts. */
const LEDGER_TOTALS = Object.fromEntries(LEDGER_TYPES.map((type) => [LEDGER_TYPE[type].card.total, AMOUNTS])) as Record<
  LedgerTotalField,
  typeof AMOUNTS
>;

/** Pay records as they may leave the server (docs/permissions.md). */
export const PAY_RECORDS = records({
  EmployeeCard: {
    owner: 'id',
    fields: {
      ...open(
        'id',
        'name',
        'firstName',
        'lastName',
        'photoUrl',
        'role',
        'status',
        'employmentType',
        'jobPosition',
        'customPosition',
        'departmentId',
        'departmentName',
        'branchId',
        'shouldShowOrdersAndProfit',
        'employeeStatus',
        'employment',
      ),
      ordersCount: PROFIT,
      employeeProfit: PROFIT,
      averageCheck: PROFIT,
      baseSalary: AMOUNTS,
      ruleBonuses: AMOUNTS,
      rulePenalties: AMOUNTS,
      ...LEDGER_CARD_FIELDS,
      totalSalary: AMOUNTS,
      amountDue: AMOUNTS,
      appliedRules: { of: 'AppliedRule' },
    },
  },
  AppliedRule: {
    fields: { ...open('ruleId', 'name', 'salaryMode', 'source', 'ruleSource'), calculatedAmount: AMOUNTS },
  },
  LedgerLine: { fields: { ...open('id', 'appliedDate', 'reason', 'quantity', 'type'), amount: AMOUNTS } },
  EmployeeCardsDelta: { fields: { ...open('period', 'removedIds'), cards: { of: 'EmployeeCard' } } },
  LedgerRecord: {
    owner: 'employeeId',
    fields: {
      ...open(
        'id',
        'companyId',
        'employeeId',
        'employeeName',
        'type',
        'reason',
        'quantity',
        'appliedDate',
        'createdAt',
        'updatedAt',
        'correctsRecordId',
        'correctsAppliedDate',
      ),
      amount: AMOUNTS,
    },
  },
  LedgerHistoryEntry: {
    owner: 'employeeId',
    fields: { ...open('id', 'employeeId', 'type', 'reason', 'quantity', 'appliedDate'), amount: AMOUNTS },
  },
  PerformanceRecord: {
    owner: 'employeeId',
    fields: {
      ...open(
        'id',
        'companyId',
        'employeeId',
        'startDate',
        'endDate',
        'bonusRules',
        'penaltyRules',
        'createdAt',
        'updatedAt',
      ),
      ordersCount: PROFIT,
      employeeProfit: PROFIT,
    },
  },
  PerformanceAdded: {
    fields: {
      ordersCount: PROFIT,
      employeeProfit: PROFIT,
      baseSalary: AMOUNTS,
      ruleBonuses: AMOUNTS,
      rulePenalties: AMOUNTS,
      totalBonuses: AMOUNTS,
      totalPenalties: AMOUNTS,
      totalSalary: AMOUNTS,
      amountDue: AMOUNTS,
      appliedRules: { of: 'AppliedRule' },
    },
  },
  PerformancePreview: {
    owner: 'employeeId',
    fields: {
      ...open('period', 'employeeId'),
      before: { of: 'EmployeeCard' },
      after: { of: 'EmployeeCard' },
      added: { of: 'PerformanceAdded' },
    },
  },
  SavedPerformance: { fields: { card: { of: 'EmployeeCard' }, record: { of: 'PerformanceRecord' } } },
  PayrollFix: {
    owner: 'employeeId',
    fields: {
      ...open(
        'id',
        'companyId',
        'employeeId',
        'periodFrom',
        'periodTo',
        'fixedAt',
        'fixedBy',
        'reopenedAt',
        'reopenedBy',
        'createdAt',
        'updatedAt',
      ),
      snapshot: 'json',
      typedSnapshot: { of: 'FixSnapshot' },
    },
  },
  // The typed form of a fix's snapshot: masked as the JSON is (the same names need the same keys).
  FixSnapshot: { fields: { ...open('formatVersion', 'period'), card: { of: 'FixedCard' } } },
  FixedCard: {
    owner: 'id',
    fields: {
      ...open(
        'id',
        'name',
        'firstName',
        'lastName',
        'role',
        'status',
        'employmentType',
        'jobPosition',
        'customPosition',
        'departmentId',
        'departmentName',
        'branchId',
      ),
      figures: { of: 'FixedFigures' },
      appliedRules: { of: 'AppliedRule' },
      ledgerLines: { of: 'FixedLedgerLine' },
    },
  },
  FixedFigures: {
    fields: {
      ordersCount: PROFIT,
      employeeProfit: PROFIT,
      averageCheck: PROFIT,
      baseSalary: AMOUNTS,
      ruleBonuses: AMOUNTS,
      rulePenalties: AMOUNTS,
      ...LEDGER_TOTALS,
      totalSalary: AMOUNTS,
      amountDue: AMOUNTS,
    },
  },
  FixedLedgerLine: { fields: { ...open('id', 'appliedDate', 'reason', 'quantity', 'type'), amount: AMOUNTS } },
  PayRun: {
    fields: {
      ...open('companyId', 'period', 'from', 'to', 'status', 'employeeCount', 'fixedCount', 'fixedAt', 'stage'),
      totals: { of: 'PayRunTotals' },
      fixedBy: { of: 'PayRunUser' },
      review: { of: 'PayRunReview' },
    },
  },
  // Who sent and decided, and why it was returned: no pay figure.
  PayRunReview: {
    fields: {
      ...open('state', 'submittedAt', 'decidedAt', 'returnReason'),
      submittedBy: { of: 'PayRunUser' },
      decidedBy: { of: 'PayRunUser' },
    },
  },
  // A pre-close finding: its amounts need the amounts grant; the employee is its owner.
  PayRunAnomaly: {
    owner: 'employeeId',
    fields: {
      ...open('kind', 'employeeId', 'employeeName', 'ruleId', 'ruleName', 'ledgerType', 'recordIds'),
      amount: AMOUNTS,
      previousAmount: AMOUNTS,
    },
  },
  PayRunAnomalies: { fields: { ...open('period', 'comparedWith', 'changeShare'), items: { of: 'PayRunAnomaly' } } },
  PayRunTotals: {
    fields: {
      totalSalaryFund: AMOUNTS,
      totalBonuses: AMOUNTS,
      totalPenalties: AMOUNTS,
      totalAdvances: AMOUNTS,
      totalPiecework: AMOUNTS,
      amountDue: AMOUNTS,
      totalProfit: PROFIT,
    },
  },
  // The member who fixed: a name members see anyway, no pay figure.
  PayRunUser: { fields: open('id', 'name') },
  DashboardStats: {
    fields: { totalSalaryFund: AMOUNTS, averageSalary: AMOUNTS, totalBonuses: AMOUNTS, totalPenalties: AMOUNTS },
  },
  FinancialOverview: {
    fields: {
      employeeCount: 'open',
      totalProfit: PROFIT,
      totalSalaries: AMOUNTS,
      totalAdvances: AMOUNTS,
      amountDue: AMOUNTS,
      // A share of profit shows both.
      salaryPercentOfProfit: [AMOUNTS, PROFIT],
    },
  },
  BaseRate: { fields: { ...open('ruleId', 'baseRulePercentage'), totalBaseRateAmount: AMOUNTS } },
  // Thresholds measure profit or orders: their values go with profit; how far along stays.
  ThresholdProgressItem: {
    owner: 'employeeId',
    fields: {
      ...open('ruleId', 'ruleName', 'thresholdType', 'employeeId', 'departments', 'progress', 'isAchieved'),
      currentValue: PROFIT,
      thresholdValue: PROFIT,
      remaining: PROFIT,
    },
  },
  // A goal's values measure profit or orders; its payouts are amounts; the pace and the outcome stay.
  GoalProgressItem: {
    owner: 'employeeId',
    fields: {
      ...open(
        'ruleId',
        'ruleName',
        'thresholdType',
        'employeeId',
        'progressPercent',
        'isAchieved',
        'workingDaysElapsed',
        'workingDaysTotal',
        'projectedAchieved',
      ),
      currentValue: PROFIT,
      thresholdValue: PROFIT,
      remaining: PROFIT,
      projectedValue: PROFIT,
      currentPayout: AMOUNTS,
      projectedPayout: AMOUNTS,
    },
  },
  PayrollSummary: {
    fields: {
      ...open('period', 'salaryTypes'),
      bestEmployee: { of: 'EmployeeCard' },
      overview: { of: 'FinancialOverview' },
      stats: { of: 'DashboardStats' },
    },
  },
  ReportGroup: {
    fields: {
      ...open('id', 'name', 'employeeCount', 'paidCount'),
      totalSalaryFund: AMOUNTS,
      averageSalary: AMOUNTS,
      totalBonuses: AMOUNTS,
      totalPenalties: AMOUNTS,
      totalAdvances: AMOUNTS,
      totalProfit: PROFIT,
    },
  },
  ReportBranch: {
    fields: {
      ...open('id', 'name', 'city', 'departmentCount', 'employeeCount', 'paidCount'),
      totalSalaryFund: AMOUNTS,
      averageSalary: AMOUNTS,
      totalBonuses: AMOUNTS,
      totalPenalties: AMOUNTS,
      totalAdvances: AMOUNTS,
      totalProfit: PROFIT,
    },
  },
  ReportSummary: {
    fields: {
      ...open('period', 'roles', 'statuses', 'statusCounts'),
      stats: { of: 'DashboardStats' },
      departments: { of: 'ReportGroup' },
      branches: { of: 'ReportBranch' },
      latestRecords: { of: 'LedgerRecord' },
    },
  },
  RuleTemplate: {
    fields: {
      ...open(
        'id',
        'companyId',
        'templateName',
        'description',
        'calculationType',
        'unitType',
        'assignmentType',
        'isActive',
        'departmentIds',
        'employeeIds',
        'departments',
        'employees',
        'type',
        'createdAt',
        'updatedAt',
      ),
      amount: AMOUNTS,
    },
  },
  SalaryRuleTemplate: {
    fields: {
      ...open(
        'id',
        'companyId',
        'templateName',
        'description',
        'ruleType',
        'salaryMode',
        'period',
        'teamBase',
        'appliesTo',
        'achievementIcon',
        'considerOrdersAndProfit',
        'thresholdType',
        'isActive',
        'createdAt',
        'updatedAt',
      ),
      value: AMOUNTS,
      thresholdValue: PROFIT,
    },
  },
});
