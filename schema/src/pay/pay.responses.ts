import { z } from 'zod';
import { COMPANY_ROLES } from '../auth/roles';
import { answerId, changeStamps, day, imagePath, instant, masked, money } from '../records/answer-fields';
import { EMPLOYEE_STATUSES, EMPLOYMENT_TYPES } from '../staff/staff.enums';
import { LEDGER_TYPE, LEDGER_TYPES } from './ledger-types';
import {
  ACHIEVEMENT_ICONS,
  APPLIED_RULE_MODES,
  ASSIGNMENT_TYPES,
  CALCULATION_TYPES,
  RULE_PERIODS,
  RULE_TYPES,
  SALARY_MODES,
  TEAM_BASES,
  THRESHOLD_TYPES,
  UNIT_TYPES,
} from './pay.enums';
import { fixSnapshotSchema } from './fix-snapshot.schemas';

/**
 * The answers of the pay routes (GET /api/openapi.json). A figure the viewer's role may not see
 * (`amounts`, `profit`: docs/permissions.md) is null, so every such figure is nullable here.
 */
const amount = (description: string) =>
  masked(money(description)).meta({ description: `${description}, a decimal string; null without \`amounts\`` });
const profit = (description: string) =>
  masked(money(description)).meta({ description: `${description}, a decimal string; null without \`profit\`` });

export const periodAnswer = z
  .object({ from: day('First day'), to: day('Last day') })
  .meta({ id: 'Period', description: 'A period of days, both ends included' });

export const ledgerTypeAnswer = z.enum(LEDGER_TYPES).meta({ description: 'The kind of record' });

export const ledgerRecordAnswer = z
  .object({
    id: answerId('The record'),
    employeeId: answerId('The employee'),
    employeeName: z.string().meta({ description: "The employee's first and last name" }),
    type: ledgerTypeAnswer,
    amount: amount('The amount'),
    reason: z.string().meta({ description: 'Why' }),
    quantity: z.int().nullable().meta({ description: "Piecework's quantity; 1 for an advance; null otherwise" }),
    appliedDate: day("The day it applies to, in the company's timezone"),
    companyId: answerId('The company'),
    correctsRecordId: z
      .int()
      .nullable()
      .meta({ description: 'A correction after approval: the record of a fixed period it corrects; null otherwise' }),
    correctsAppliedDate: day('The corrected record’s date').nullable(),
    ...changeStamps('When it was booked'),
  })
  .meta({ id: 'LedgerRecord', description: 'A bonus, penalty, advance or piecework payment' });

export const ledgerHistoryAnswer = z
  .object({
    id: answerId('The record'),
    type: ledgerTypeAnswer,
    reason: z.string().meta({ description: 'Why' }),
    appliedDate: day('The day it applies to'),
    amount: amount('The amount'),
    quantity: z.int().nullable().meta({ description: "Piecework's quantity; 1 for an advance; null otherwise" }),
  })
  .meta({ id: 'LedgerHistoryEntry', description: "One line of an employee's ledger history" });

export const ledgerLineAnswer = z
  .object({
    id: answerId('The ledger record'),
    reason: z.string().meta({ description: 'Why' }),
    amount: amount('The amount'),
    appliedDate: day('The day it applies to'),
  })
  .meta({ id: 'LedgerLine', description: "A ledger record on an employee's card" });

export const appliedRuleAnswer = z
  .object({
    source: z
      .enum(['salary', 'bonus', 'penalty'])
      .meta({ description: 'A salary rule, or a bonus or penalty template' }),
    ruleId: answerId('The rule or template'),
    name: z.string().meta({ description: 'Its name' }),
    salaryMode: z.enum(APPLIED_RULE_MODES).meta({ description: 'Base, bonus or penalty part of the pay' }),
    calculatedAmount: amount('What it came to'),
  })
  .meta({ id: 'AppliedRule', description: 'A rule that counted in the pay, with its result' });

/** Each ledger type's total and lines on the card, under the names the type declares. */
const ledgerCardFields = Object.fromEntries(
  LEDGER_TYPES.flatMap((type) => {
    const { total, lines, totalLabel } = LEDGER_TYPE[type].card;
    return [
      [total, amount(`${LEDGER_TYPE[type].doc.split(':')[0]} total (${totalLabel})`)],
      [lines, z.array(ledgerLineAnswer).meta({ description: `The period's ${type} records` })],
    ];
  }),
) as Record<string, z.ZodType>;

/** The card's person and figures; REST shows `appliedRules` as the legacy text lines. */
const cardFields = {
  id: answerId('The employee'),
  firstName: z.string().meta({ description: 'First name' }),
  lastName: z.string().meta({ description: 'Last name' }),
  name: z.string().meta({ description: 'First and last name' }),
  photoUrl: imagePath('The photo, or null'),
  role: z.enum(COMPANY_ROLES).meta({ description: "The employee's role" }),
  status: z.enum(EMPLOYEE_STATUSES).meta({ description: 'Status' }),
  jobPosition: z.string().nullable().meta({ description: 'Job position' }),
  customPosition: z.string().nullable().meta({ description: 'Custom position name' }),
  employmentType: z.enum(EMPLOYMENT_TYPES).meta({ description: 'Employment type' }),
  departmentId: z.int().nullable().meta({ description: 'The first department' }),
  departmentName: z.string().nullable().meta({ description: "The first department's name" }),
  branchId: z.int().nullable().meta({ description: 'The first branch' }),
  shouldShowOrdersAndProfit: z.boolean().meta({ description: 'Whether its rules depend on orders and profit' }),
  ordersCount: masked(z.int()).meta({ description: 'Orders in the period; null without `profit`' }),
  employeeProfit: profit('Profit in the period'),
  averageCheck: profit('Profit per order (null too when there are no orders)'),
  baseSalary: amount('Base salary'),
  ruleBonuses: amount('Bonuses from rules'),
  rulePenalties: amount('Penalties from rules'),
  ...ledgerCardFields,
  totalSalary: amount('Salary earned'),
  amountDue: amount('Still to pay (salary less advances)'),
};

export const employeeCardAnswer = z
  .object({
    ...cardFields,
    appliedRules: z
      .array(z.string())
      .meta({ description: "The rules applied, as text lines (`'<name> - Бонус: +5 000'`)" }),
  })
  .meta({ id: 'EmployeeCard', description: "An employee's pay card for the period" });

export const dashboardStatsAnswer = z
  .object({
    totalSalaryFund: amount('Salaries of the paid employees'),
    averageSalary: amount('Their average'),
    totalBonuses: amount('Bonuses'),
    totalPenalties: amount('Penalties'),
  })
  .meta({ id: 'DashboardStats', description: 'Pay totals of a period' });

export const salaryTypeStatsAnswer = z
  .object({
    fixed: z.int().nonnegative().meta({ description: 'Employees paid by a fixed rule' }),
    percentage: z.int().nonnegative().meta({ description: 'Employees paid by a percentage rule' }),
    team: z.int().nonnegative().meta({ description: 'Employees paid by a team rule' }),
  })
  .meta({ id: 'SalaryTypeStats', description: 'Employees by how they are paid' });

export const financialOverviewAnswer = z
  .object({
    employeeCount: z.int().nonnegative().meta({ description: 'Employees counted' }),
    totalProfit: profit('Profit'),
    totalSalaries: amount('Salaries'),
    salaryPercentOfProfit: masked(money('Salaries as a percent of profit, one decimal')).meta({
      description:
        'Salaries as a percent of profit, one decimal; null when profit is 0 or without `amounts` and `profit`',
    }),
    totalAdvances: amount('Advances'),
    amountDue: amount('Still to pay'),
  })
  .meta({ id: 'FinancialOverview', description: 'Profit against pay' });

export const payrollSummaryAnswer = z
  .object({
    period: periodAnswer,
    stats: dashboardStatsAnswer,
    salaryTypes: salaryTypeStatsAnswer,
    overview: financialOverviewAnswer,
    bestEmployee: employeeCardAnswer.nullable().meta({ description: 'The highest paid card, or null' }),
  })
  .meta({ id: 'PayrollSummary', description: 'The pay summary of a period' });

export const baseRateAnswer = z
  .object({
    ruleId: z.int().nullable().meta({ description: "The department's base rule, or null without one" }),
    baseRulePercentage: z
      .number()
      .nullable()
      .meta({ description: "The rule's percentage, a number; null without one" }),
    totalBaseRateAmount: amount('What the base rule pays in total'),
  })
  .meta({ id: 'BaseRate', description: "A department's base rule and what it pays" });

export const thresholdProgressAnswer = z
  .object({
    ruleId: answerId('The rule'),
    ruleName: z.string().meta({ description: 'Its name' }),
    thresholdType: z.enum(THRESHOLD_TYPES).meta({ description: 'What it measures' }),
    departments: z
      .array(z.object({ id: answerId('The department'), name: z.string().meta({ description: 'Its name' }) }))
      .meta({ description: "The departments whose metric this is, or the rule's departments" }),
    employeeId: z.int().nullable().meta({ description: 'The employee, for employee metrics' }),
    currentValue: profit('Where the metric stands'),
    thresholdValue: profit('The threshold'),
    progress: money('currentValue / thresholdValue × 100, one decimal'),
    isAchieved: z.boolean().meta({ description: 'Whether the threshold is reached' }),
    remaining: profit('What is left to reach it'),
  })
  .meta({ id: 'ThresholdProgress', description: "A threshold rule's progress" });

export const thresholdProgressListAnswer = z
  .object({ thresholdProgress: z.array(thresholdProgressAnswer) })
  .meta({ id: 'ThresholdProgressList', description: "A department's threshold rules and their progress" });

export const goalProgressAnswer = z
  .object({
    ruleId: answerId('The rule'),
    ruleName: z.string().meta({ description: 'Its name' }),
    thresholdType: z.enum(THRESHOLD_TYPES).meta({ description: 'What it measures (never average_check)' }),
    employeeId: answerId('The employee'),
    currentValue: profit('Where the metric stands'),
    thresholdValue: profit('The threshold'),
    remaining: profit('What is left to reach it'),
    progressPercent: money('currentValue / thresholdValue × 100, one decimal'),
    isAchieved: z.boolean().meta({ description: 'Whether the threshold is reached' }),
    workingDaysElapsed: z
      .int()
      .meta({ description: "Working days (Mon–Fri) of the period up to today, in the company's timezone" }),
    workingDaysTotal: z.int().meta({ description: 'Working days of the period' }),
    projectedValue: profit('The value at the current pace by the end of the period'),
    projectedAchieved: z.boolean().meta({ description: 'Whether the projection reaches the threshold' }),
    currentPayout: amount('What the rule pays the employee now'),
    projectedPayout: amount('What the rule would pay at the projected pace'),
  })
  .meta({
    id: 'GoalProgress',
    description: "An employee's progress towards a threshold rule, with a month-end projection",
  });

export const goalProgressListAnswer = z
  .object({ goalProgress: z.array(goalProgressAnswer) })
  .meta({ id: 'GoalProgressList', description: 'Goal progress of the period' });

const ruleUnits = z
  .array(
    z.object({
      ruleId: answerId('The template'),
      unitCount: z.number().meta({ description: 'How many units' }),
    }),
  )
  .meta({ description: 'Templates applied, with their units' });

export const performanceRecordAnswer = z
  .object({
    id: answerId('The record'),
    companyId: answerId('The company'),
    employeeId: answerId('The employee'),
    startDate: day('First day'),
    endDate: day('Last day'),
    ordersCount: masked(z.int()).meta({ description: 'Orders; null without `profit`' }),
    employeeProfit: profit('Profit'),
    bonusRules: ruleUnits,
    penaltyRules: ruleUnits,
    ...changeStamps('When it was saved'),
  })
  .meta({ id: 'PerformanceRecord', description: "An employee's orders and profit over a period" });

export const savedPerformanceAnswer = z
  .object({
    record: performanceRecordAnswer,
    card: employeeCardAnswer.meta({ description: "The employee's card for the month of `endDate`, with the record" }),
  })
  .meta({ id: 'SavedPerformance', description: 'The saved record and the card it changed' });

export const performancePreviewAnswer = z
  .object({
    period: periodAnswer,
    before: employeeCardAnswer,
    after: employeeCardAnswer,
    added: z
      .object({
        ordersCount: masked(z.int()).meta({ description: 'Orders added' }),
        employeeProfit: profit('Profit added'),
        baseSalary: amount('Base salary added'),
        ruleBonuses: amount('Rule bonuses added'),
        rulePenalties: amount('Rule penalties added'),
        totalBonuses: amount('Bonuses added'),
        totalPenalties: amount('Penalties added'),
        totalSalary: amount('Salary added'),
        amountDue: amount('Amount due added'),
        appliedRules: z.array(appliedRuleAnswer).meta({ description: 'Rules applied anew or changed' }),
      })
      .meta({ description: 'What the record adds' }),
  })
  .meta({ id: 'PerformancePreview', description: 'What a performance record would change, written nowhere' });

/**
 * A fixed period. `typedSnapshot` is the card as fixed (its figures, applied rules and ledger lines),
 * masked by property name like every answer; `snapshot` the same as stored JSON (deprecated).
 */
export const payrollFixAnswer = z
  .object({
    id: answerId('The fix'),
    companyId: answerId('The company'),
    employeeId: answerId('The employee'),
    periodFrom: day('First day fixed'),
    periodTo: day('Last day fixed'),
    snapshot: z
      .record(z.string(), z.unknown())
      .meta({ description: 'Deprecated: the stored JSON `{ card, period }`; read typedSnapshot' }),
    typedSnapshot: fixSnapshotSchema.meta({
      description: 'The card as fixed, typed and versioned with the file format; figures masked as on the card',
    }),
    fixedAt: instant('When it was fixed'),
    fixedBy: z.int().nullable().meta({ description: 'Who fixed it (a user id)' }),
    reopenedAt: instant('When it was reopened')
      .nullable()
      .meta({ description: 'When it was reopened; null while fixed' }),
    reopenedBy: z.int().nullable().meta({ description: 'Who reopened it (a user id)' }),
    ...changeStamps('When it was fixed'),
  })
  .meta({ id: 'PayrollFix', description: "A fixed period of an employee's pay" });

const ids = (description: string) => z.array(z.int().positive()).meta({ description });

export const salaryRuleTemplateAnswer = z
  .object({
    id: answerId('The template'),
    templateName: z.string().meta({ description: 'Name' }),
    description: z.string().nullable().meta({ description: 'Description' }),
    ruleType: z.enum(RULE_TYPES).meta({ description: 'How it pays' }),
    value: amount('Its value: an amount or a percentage'),
    period: z.enum(RULE_PERIODS).meta({ description: 'How often it pays' }),
    teamBase: z.enum(TEAM_BASES).nullable().meta({ description: "A team rule's base" }),
    salaryMode: z.enum(SALARY_MODES).meta({ description: 'Base salary or bonus' }),
    considerOrdersAndProfit: z.boolean().meta({ description: 'Whether it depends on orders and profit' }),
    appliesTo: z
      .object({
        departments: ids('Departments'),
        employees: ids('Employees'),
        groups: ids('Groups'),
      })
      .meta({ description: 'Whom it applies to' }),
    thresholdType: z.enum(THRESHOLD_TYPES).nullable().meta({ description: 'What its threshold measures' }),
    thresholdValue: profit('The threshold'),
    achievementIcon: z.enum(ACHIEVEMENT_ICONS).nullable().meta({ description: 'The icon of a reached threshold' }),
    isActive: z.boolean().meta({ description: 'Whether it applies' }),
    companyId: answerId('The company'),
    createdAt: instant('When it was created'),
    updatedAt: instant('When it last changed'),
  })
  .meta({ id: 'SalaryRuleTemplate', description: 'A salary rule template' });

export const ruleTemplateAnswer = z
  .object({
    id: answerId('The template'),
    templateName: z.string().meta({ description: 'Name' }),
    description: z.string().nullable().meta({ description: 'Description' }),
    calculationType: z.enum(CALCULATION_TYPES).meta({ description: 'How the amount counts' }),
    amount: amount('The amount per unit'),
    unitType: z.enum(UNIT_TYPES).meta({ description: 'What a unit is' }),
    assignmentType: z.enum(ASSIGNMENT_TYPES).meta({ description: 'Departments or a group of employees' }),
    departmentIds: ids('Its departments'),
    employeeIds: ids('Its employees'),
    departments: z
      .array(z.object({ id: answerId('The department'), name: z.string().meta({ description: 'Its name' }) }))
      .meta({ description: 'Its departments, named' }),
    employees: z
      .array(
        z.object({
          id: answerId('The employee'),
          firstName: z.string().meta({ description: 'First name' }),
          lastName: z.string().meta({ description: 'Last name' }),
        }),
      )
      .meta({ description: 'Its employees, named' }),
    isActive: z.boolean().meta({ description: 'Whether it applies' }),
    companyId: answerId('The company'),
  })
  .meta({ id: 'RuleTemplate', description: 'A bonus or penalty template' });

const groupFigures = {
  employeeCount: z.int().nonnegative().meta({ description: 'Members, paid or not' }),
  paidCount: z.int().nonnegative().meta({ description: 'Paid members' }),
  totalSalaryFund: amount('Salaries'),
  averageSalary: amount('Average salary'),
  totalBonuses: amount('Bonuses'),
  totalPenalties: amount('Penalties'),
  totalAdvances: amount('Advances'),
  totalProfit: profit('Profit of every member'),
};
const reportCount = <T extends readonly [string, ...string[]]>(keys: T, what: string) =>
  z
    .array(
      z.object({
        key: z.enum(keys).meta({ description: what }),
        count: z.int().nonnegative().meta({ description: 'Employees' }),
        percent: z.int().nonnegative().meta({ description: 'Of all employees, a whole percent' }),
      }),
    )
    .meta({ description: `Employees by ${what}` });

export const reportSummaryAnswer = z
  .object({
    period: periodAnswer,
    stats: dashboardStatsAnswer,
    statuses: reportCount(EMPLOYEE_STATUSES, 'status'),
    roles: reportCount(COMPANY_ROLES, 'role'),
    departments: z
      .array(
        z.object({ id: answerId('The department'), name: z.string().meta({ description: 'Name' }), ...groupFigures }),
      )
      .meta({ description: 'Figures by department' }),
    branches: z
      .array(
        z.object({
          id: answerId('The branch'),
          name: z.string().meta({ description: 'Name' }),
          city: z.string().meta({ description: 'City' }),
          departmentCount: z.int().nonnegative().meta({ description: 'Departments' }),
          ...groupFigures,
        }),
      )
      .meta({ description: 'Figures by branch' }),
    latestRecords: z
      .array(ledgerRecordAnswer)
      .meta({ description: 'The latest ledger records; empty for a role that may not see amounts' }),
  })
  .meta({ id: 'ReportSummary', description: 'The report of a period' });
