import { z } from 'zod';
import { COMPANY_ROLES } from '../auth/roles';
import { APPLIED_RULE_MODES } from '../pay/pay.enums';
import { answerId, imagePath, instant, masked, money } from '../records/answer-fields';
import { EMPLOYEE_STATUSES } from '../staff/staff.enums';
import { dashboardScreenAnswer } from './screen.responses';

const ids = (description: string) => z.array(z.int().positive()).meta({ description });
const flag = (description: string) => z.boolean().meta({ description });
const amount = (description: string) =>
  masked(money(description)).meta({ description: `${description}, a decimal string; null without \`amounts\`` });
const profit = (description: string) =>
  masked(money(description)).meta({ description: `${description}, a decimal string; null without \`profit\`` });

/** What a dashboard shows: the settings its editors choose. */
const settings = {
  name: z.string().meta({ description: 'Name' }),
  description: z.string().nullable().meta({ description: 'Description' }),
  selectedDepartments: ids('Departments shown (none: all)'),
  selectedBranches: ids('Branches shown (none: all)'),
  showCompanyProfit: flag("Show the company's profit"),
  showDepartmentProfit: flag("Show the departments' profit"),
  showEmployeeProfit: flag("Show the employees' profit"),
  showTeamBonuses: flag('Show team bonuses'),
  showAdvances: flag('Show advances'),
  showSalaryPayouts: flag('Show salary payouts (per-employee amounts)'),
  showThresholdProgress: flag('Show threshold progress'),
  thresholdProgressDepartments: ids('Departments whose thresholds are shown'),
  showEmployeeCards: flag('Show employee cards'),
  employeeCardsDepartments: ids('Departments whose cards are shown'),
};

export const dashboardAnswer = z
  .object({
    id: answerId('The dashboard'),
    companyId: answerId('The company'),
    shareUrl: z.string().nullable().meta({
      description: 'The public link secret; null unless the caller may edit dashboards (`dashboard.edit`)',
    }),
    ...settings,
    screen: dashboardScreenAnswer,
    createdAt: instant('When it was created'),
    updatedAt: instant('When it last changed'),
  })
  .meta({ id: 'CustomDashboard', description: 'A custom dashboard' });

const named = z.object({ id: answerId('The id'), name: z.string().meta({ description: 'Name' }) });

const sharedEmployee = z
  .object({
    id: answerId('The employee'),
    firstName: z.string().meta({ description: 'First name' }),
    lastName: z.string().meta({ description: 'Last name' }),
    name: z.string().meta({ description: 'First and last name' }),
    photoUrl: imagePath('The photo, or null'),
    role: z.enum(COMPANY_ROLES).meta({ description: 'Role' }),
    departmentId: z.int().nullable().meta({ description: 'The first department' }),
    status: z.enum(EMPLOYEE_STATUSES).meta({ description: 'Status' }),
    ordersCount: masked(z.int()).optional().meta({ description: 'Orders (with the profit flags)' }),
    employeeProfit: profit('Profit').optional(),
    averageCheck: profit('Profit per order').optional(),
    shouldShowOrdersAndProfit: z.boolean().optional().meta({ description: 'Whether its rules use orders and profit' }),
    totalSalary: amount('Salary (with payouts shown)').optional(),
    baseSalary: amount('Base salary (with payouts shown)').optional(),
    bonusAmount: amount('Bonuses (with payouts shown)').optional(),
    penaltyAmount: amount('Penalties (with payouts shown)').optional(),
    advanceAmount: amount('Advances (with payouts shown)').optional(),
    rank: z
      .int()
      .positive()
      .nullable()
      .meta({ description: '1 for the highest profit among the shown; null unless profit is shown' }),
    appliedRules: z
      .array(
        z.object({
          name: z.string().meta({ description: "The rule's name" }),
          salaryMode: z.enum(APPLIED_RULE_MODES).meta({ description: 'Base, bonus or penalty' }),
          calculatedAmount: amount('What it came to'),
        }),
      )
      .meta({ description: 'The rules applied' }),
  })
  .meta({ id: 'SharedEmployee', description: 'An employee on a wall screen; absent keys are what its flags hide' });

export const sharedDashboardDataAnswer = z
  .object({
    dashboard: z.object(settings).meta({ description: "The dashboard's settings" }),
    privacyMode: z.boolean().meta({ description: 'Money as progress only: every amount and profit is absent' }),
    company: z
      .object({
        name: z.string().meta({ description: 'Name' }),
        logoUrl: imagePath('The logo, or null'),
        currency: z.string().meta({ description: 'ISO 4217 currency code' }),
        language: z.string().meta({ description: 'Language code' }),
        timezone: z.string().meta({ description: 'IANA timezone' }),
      })
      .meta({ description: 'The company' }),
    companyId: answerId('The company'),
    departments: z.array(named).meta({ description: 'Departments shown' }),
    branches: z.array(named).meta({ description: 'Branches shown' }),
    employees: z.array(sharedEmployee).optional().meta({ description: 'The cards (with `showEmployeeCards`)' }),
    thresholdProgress: z
      .array(
        z.object({
          templateName: z.string().meta({ description: "The rule's name" }),
          departmentName: z.string().meta({ description: 'The department' }),
          currentValue: profit('Where it stands'),
          thresholdValue: profit('The threshold'),
          progressPercent: money('current / threshold × 100, one decimal; shown in privacy mode too'),
          projectedPercent: money(
            'The month-end projection at the current pace as a share of the threshold, one decimal; shown in privacy mode too',
          ),
        }),
      )
      .optional()
      .meta({ description: 'Thresholds (with `showThresholdProgress`)' }),
    baseRatePercentage: money('The base rule percentage')
      .nullable()
      .optional()
      .meta({ description: 'The base rule percentage, a decimal string; null without one' }),
    totalBaseRateAmount: amount('What the base rule pays').optional(),
    totalTeamBonuses: amount('Team bonuses').optional(),
    totalAdvances: amount('Advances').optional(),
    totalSalaryPayouts: amount('Salary payouts').optional(),
    bestEmployee: z
      .object({
        id: answerId('The employee'),
        name: z.string().meta({ description: 'First and last name' }),
        totalSalary: amount("The month's salary"),
      })
      .nullable()
      .optional()
      .meta({ description: 'The best employee (with the cards), or null' }),
  })
  .meta({
    id: 'SharedDashboardData',
    description: "A public dashboard's figures: only what its flags allow, as its last editor may see them",
  });
