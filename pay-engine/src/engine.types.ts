import type {
  AppliedRuleMode,
  AssignmentType,
  CalculationType,
  RulePeriod,
  RuleTemplateKind,
  RuleType,
  SalaryMode,
  TeamBase,
  ThresholdType,
  UnitType,
} from '@staffpay/schema/pay/pay.enums';
import type { LedgerLists, LedgerTotals, LedgerType } from '@staffpay/schema/pay/ledger-types';
import type { EmployeeStatus } from '@staffpay/schema/staff/staff.enums';

/**
 * The engine's input and output: plain data, no entities. Money travels as decimal strings
 * ('1234.50'); dates as 'YYYY-MM-DD' in the company's timezone.
 */

/** A closed date range [from, to]. */
export interface Period {
  from: string;
  to: string;
}

export interface EngineEmployee {
  id: number;
  firstName: string;
  lastName: string;
  status: EmployeeStatus;
  /** In the employee's chosen order: the first is "E's first department". */
  departmentIds: number[];
}

export interface EngineDepartment {
  id: number;
  name: string;
}

export interface SalaryRule {
  id: number;
  templateName: string;
  ruleType: RuleType;
  /** Decimal string: an amount for fixed rules, a percent for percent rules. */
  value: string;
  period: RulePeriod;
  teamBase: TeamBase | null;
  salaryMode: SalaryMode;
  considerOrdersAndProfit: boolean;
  appliesTo: { departments: number[]; employees: number[]; groups: number[] };
  thresholdType: ThresholdType | null;
  /** Decimal string or null. */
  thresholdValue: string | null;
  isActive: boolean;
}

/** A bonus or penalty rule template. */
export interface RuleTemplate {
  id: number;
  kind: RuleTemplateKind;
  templateName: string;
  calculationType: CalculationType;
  /** Decimal string. */
  amount: string;
  unitType: UnitType;
  assignmentType: AssignmentType;
  departmentIds: number[];
  employeeIds: number[];
  isActive: boolean;
}

export interface RuleUnits {
  ruleId: number;
  unitCount: number;
}

export interface PerformanceRecord {
  id: number;
  employeeId: number;
  startDate: string;
  /** The record belongs to the period that contains its endDate. */
  endDate: string;
  ordersCount: number;
  /** Decimal string. */
  employeeProfit: string;
  bonusRules: RuleUnits[];
  penaltyRules: RuleUnits[];
}

export interface LedgerRecord {
  id: number;
  employeeId: number;
  type: LedgerType;
  /** Decimal string; for piecework the stored total (quantity × rate). */
  amount: string;
  reason: string;
  quantity: number | null;
  appliedDate: string;
}

/** Everything of one company the engine needs; records outside `period` are ignored. */
export interface PayrollInput {
  period: Period;
  employees: EngineEmployee[];
  departments: EngineDepartment[];
  salaryRules: SalaryRule[];
  ruleTemplates: RuleTemplate[];
  performance: PerformanceRecord[];
  ledger: LedgerRecord[];
}

export interface AppliedRule {
  /** The salary rule's or template's id and where it comes from. */
  source: 'salary' | 'bonus' | 'penalty';
  ruleId: number;
  name: string;
  salaryMode: AppliedRuleMode;
  calculatedAmount: string;
}

export interface LedgerLine {
  id: number;
  reason: string;
  amount: string;
  appliedDate: string;
}

/**
 * One employee's figures for the period (docs/payroll.md, 'The card'). Per ledger
 * type, the card carries the type's total and its lines under the names the type declares
 * (`LedgerTotals`, `LedgerLists`: totalBonuses/bonuses, totalPenalties/penalties,
 * totalAdvances/advances, piecework/pieceworks).
 */
export interface EmployeeCardFigures extends LedgerTotals<string>, LedgerLists<LedgerLine[]> {
  employeeId: number;
  /** Whether the employee is paid (status active or vacation). */
  paid: boolean;
  ordersCount: number;
  employeeProfit: string;
  /** null when ordersCount is 0. */
  averageCheck: string | null;
  baseSalary: string;
  ruleBonuses: string;
  rulePenalties: string;
  totalSalary: string;
  amountDue: string;
  appliedRules: AppliedRule[];
  shouldShowOrdersAndProfit: boolean;
}

export interface ThresholdProgressItem {
  ruleId: number;
  ruleName: string;
  thresholdType: ThresholdType;
  /** The departments whose metric this is (department_profit), or the rule's departments. */
  departments: EngineDepartment[];
  /** Set for employee metrics (employee_profit, orders_count): one item per employee. */
  employeeId: number | null;
  currentValue: string;
  thresholdValue: string;
  /** currentValue / thresholdValue × 100, one decimal, as a string. */
  progress: string;
  isAchieved: boolean;
  remaining: string;
}

export interface DashboardStats {
  totalSalaryFund: string;
  averageSalary: string;
  totalBonuses: string;
  totalPenalties: string;
}

export interface SalaryTypeStats {
  fixed: number;
  percentage: number;
  team: number;
}

export interface FinancialOverview {
  employeeCount: number;
  totalProfit: string;
  totalSalaries: string;
  /** Salaries as percent of profit, one decimal; null ('N/A') when profit is 0. */
  salaryPercentOfProfit: string | null;
  totalAdvances: string;
  amountDue: string;
}

export interface BaseRate {
  ruleId: number | null;
  /** The rule's value v, or null when there is no base rule. */
  baseRulePercentage: string | null;
  totalBaseRateAmount: string;
}

export interface SharedTotals {
  totalTeamBonuses: string;
  totalAdvances: string;
  totalSalaryPayouts: string;
  amountDue: string;
}

/** A group's figures for reports: the members' profit, and the paid members' stats and advances. */
export interface GroupFigures extends DashboardStats {
  /** Members of the group, paid or not. */
  employeeCount: number;
  paidCount: number;
  totalAdvances: string;
  /** Profit of every member, as profit(department) counts it. */
  totalProfit: string;
}

/** The cards of one calculation: one per employee of the input, sorted by employee id. */
export interface PayrollResult {
  cards: EmployeeCardFigures[];
  byEmployee: ReadonlyMap<number, EmployeeCardFigures>;
}
