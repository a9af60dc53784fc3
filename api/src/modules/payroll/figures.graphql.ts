import type { CompanyRole } from '@staffpay/schema/auth/roles';
import type { LedgerLists, LedgerTotals } from '@staffpay/schema/pay/ledger-types';
import type { AppliedRuleMode, ThresholdType } from '@staffpay/schema/pay/pay.enums';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { RoleCode } from '../../shared/graphql/enums';
import { Decimal } from '../../shared/graphql/scalars';
import { AppliedRuleModeEnum, ThresholdTypeEnum } from '../pay-core';
import type { EmployeeCardView } from './card.view';
import type { LedgerLine } from '@staffpay/pay-engine/engine.types';

/** The GraphQL shapes of the pay figures: period arguments, cards, stats, summary, base rate, thresholds. */

@ArgsType()
export class PeriodArgsType {
  @Field(() => String, {
    nullable: true,
    description: "A month, 'YYYY-MM'; without period, from and to: the current month",
  })
  period?: string | null;
  @Field(() => String, { nullable: true, description: "First day, 'YYYY-MM-DD' (with to)" })
  from?: string | null;
  @Field(() => String, { nullable: true, description: "Last day, 'YYYY-MM-DD' (with from)" })
  to?: string | null;
}

@ObjectType('PayPeriod', { description: 'A pay period: the first and last day, inclusive' })
export class PeriodType {
  @Field(() => String, { description: 'First day, YYYY-MM-DD' }) from: string;
  @Field(() => String, { description: 'Last day, YYYY-MM-DD' }) to: string;
}

@ObjectType('AppliedRule', { description: 'A salary rule template applied to an employee’s card, with its amount' })
export class AppliedRuleType {
  @Field(() => String, {
    description: 'salary (a salary rule template), bonus or penalty (a rule template)',
    deprecationReason: 'Use ruleSource (an enum)',
  })
  source: string;
  @Field(() => Int, { description: 'The salary rule template’s id' }) ruleId: number;
  @Field(() => String, { description: 'The template’s name' }) name: string;
  @Field(() => AppliedRuleModeEnum, { description: 'base, bonus or penalty: how the amount counts' })
  salaryMode: AppliedRuleMode;
  @Field(() => Decimal, {
    description:
      'What the rule adds (or takes), A decimal string (money); null when the caller lacks salaries.field.amounts (one’s own card is always shown)',
    nullable: true,
  })
  calculatedAmount: string | null;
}

@ObjectType('LedgerLine', { description: 'One ledger record as a line of a card' })
export class LedgerLineType {
  @Field(() => Int, { description: 'The ledger record’s id' }) id: number;
  @Field(() => String, { description: 'Why it was booked' }) reason: string;
  @Field(() => Decimal, {
    description:
      'A decimal string (money); null when the caller lacks salaries.field.amounts (one’s own card is always shown)',
    nullable: true,
  })
  amount: string | null;
  @Field(() => String, { description: 'YYYY-MM-DD in the company’s timezone' }) appliedDate: string;
}

@ObjectType('EmployeeCard', {
  description:
    'An employee’s pay for the period (payroll-semantics.md, "The employee card"); amounts are null without salaries.field.amounts, orders and profit without salaries.field.profit (never on one’s own card)',
})
/**
 * The per-ledger-type fields stay written out (type-graphql reads decorators); `implements` makes
 * the compiler ask for a new type's total and lines, and test/enum-declarations.test.ts checks
 * the emitted EmployeeCard carries them.
 */
export class EmployeeCardType implements LedgerTotals<string | null>, LedgerLists<LedgerLine[]> {
  @Field(() => Int, { description: 'The employee’s id' }) id: number;
  @Field(() => String, { description: '"first last"' }) name: string;
  @Field(() => String, { description: 'First name' }) firstName: string;
  @Field(() => String, { description: 'Last name' }) lastName: string;
  @Field(() => String, { description: '/api/images/{id}; null without a photo', nullable: true }) photoUrl:
    string | null;
  @Field(() => RoleCode, { description: 'The employee’s role code' }) role: CompanyRole;
  @Field(() => String, {
    description: 'active, inactive or vacation',
    deprecationReason: 'Use employeeStatus (an enum)',
  })
  status: string;
  @Field(() => String, { description: "A position code, free text, or 'custom'; null when none", nullable: true })
  jobPosition: string | null;
  @Field(() => String, { description: "The position’s text when jobPosition is 'custom'", nullable: true })
  customPosition: string | null;
  @Field(() => String, { description: 'full_time or remote', deprecationReason: 'Use employment (an enum)' })
  employmentType: string;
  @Field(() => Int, { description: 'The main department; null when none', nullable: true }) departmentId: number | null;
  @Field(() => String, { description: 'The main department’s name; null when none', nullable: true }) departmentName:
    string | null;
  @Field(() => Int, { description: 'The main branch; null when none', nullable: true }) branchId: number | null;
  @Field(() => [AppliedRuleType], { description: 'The salary rules applied in the period, with their amounts' })
  appliedRules: AppliedRuleType[];
  @Field(() => Boolean, { description: 'Whether an applied rule considers orders and profit (screens show them then)' })
  shouldShowOrdersAndProfit: boolean;
  @Field(() => Int, {
    description:
      'Orders in the period (performance records); null when the caller lacks salaries.field.profit (one’s own card is always shown)',
    nullable: true,
  })
  ordersCount: number | null;
  @Field(() => Decimal, {
    description:
      'Profit the employee made in the period, A decimal string (money); null when the caller lacks salaries.field.profit (one’s own card is always shown)',
    nullable: true,
  })
  employeeProfit: string | null;
  @Field(() => Decimal, { nullable: true, description: 'profit / orders; null without orders' })
  averageCheck: string | null;
  @Field(() => Decimal, {
    description:
      'The base rules’ sum, A decimal string (money); null when the caller lacks salaries.field.amounts (one’s own card is always shown)',
    nullable: true,
  })
  baseSalary: string | null;
  @Field(() => Decimal, {
    nullable: true,
    description: 'Bonuses accrued by rules (achieved bonus-mode rules and bonus templates)',
  })
  ruleBonuses: string | null;
  @Field(() => Decimal, { nullable: true, description: 'Penalties accrued by penalty templates' }) rulePenalties:
    string | null;
  @Field(() => Decimal, {
    description:
      'Rule bonuses plus bonus records, A decimal string (money); null when the caller lacks salaries.field.amounts (one’s own card is always shown)',
    nullable: true,
  })
  totalBonuses: string | null;
  @Field(() => Decimal, {
    description:
      'Rule penalties plus penalty records, A decimal string (money); null when the caller lacks salaries.field.amounts (one’s own card is always shown)',
    nullable: true,
  })
  totalPenalties: string | null;
  @Field(() => Decimal, {
    description:
      'Advances paid in the period, A decimal string (money); null when the caller lacks salaries.field.amounts (one’s own card is always shown)',
    nullable: true,
  })
  totalAdvances: string | null;
  @Field(() => Decimal, {
    description:
      'Piecework payments’ sum, A decimal string (money); null when the caller lacks salaries.field.amounts (one’s own card is always shown)',
    nullable: true,
  })
  piecework: string | null;
  @Field(() => Decimal, { nullable: true, description: 'baseSalary + totalBonuses + piecework − totalPenalties' })
  totalSalary: string | null;
  @Field(() => Decimal, { nullable: true, description: "'К доплате': totalSalary − totalAdvances" }) amountDue:
    string | null;
  @Field(() => [LedgerLineType], { description: 'The period’s bonus records' }) bonuses: LedgerLine[];
  @Field(() => [LedgerLineType], { description: 'The period’s penalty records' }) penalties: LedgerLine[];
  @Field(() => [LedgerLineType], { description: 'The period’s advance records' }) advances: LedgerLine[];
  @Field(() => [LedgerLineType], { description: 'The period’s piecework records' }) pieceworks: LedgerLine[];
}

@ObjectType('DashboardStats', { description: 'The payroll’s totals for the period (salaries.view)' })
export class DashboardStatsType {
  @Field(() => Decimal, {
    description: 'Every paid employee’s total salary, A decimal string (money); null without salaries.field.amounts',
    nullable: true,
  })
  totalSalaryFund: string | null;
  @Field(() => Decimal, {
    description: 'totalSalaryFund per paid employee, A decimal string (money); null without salaries.field.amounts',
    nullable: true,
  })
  averageSalary: string | null;
  @Field(() => Decimal, {
    description: 'A decimal string (money); null without salaries.field.amounts',
    nullable: true,
  })
  totalBonuses: string | null;
  @Field(() => Decimal, {
    description: 'A decimal string (money); null without salaries.field.amounts',
    nullable: true,
  })
  totalPenalties: string | null;
}

@ObjectType('SalaryTypeStats', { description: 'How many paid employees have each kind of base rule' })
export class SalaryTypeStatsType {
  @Field(() => Int, { description: 'Employees with a fixed base rule' }) fixed: number;
  @Field(() => Int, { description: 'Employees with a percentage base rule' }) percentage: number;
  @Field(() => Int, { description: 'Employees with a team (department percentage) base rule' }) team: number;
}

@ObjectType('FinancialOverview', { description: 'The company’s money figures for the period' })
export class FinancialOverviewType {
  @Field(() => Int, { description: 'Paid employees in the period' }) employeeCount: number;
  @Field(() => Decimal, { description: 'A decimal string (money); null without salaries.field.profit', nullable: true })
  totalProfit: string | null;
  @Field(() => Decimal, {
    description: 'A decimal string (money); null without salaries.field.amounts',
    nullable: true,
  })
  totalSalaries: string | null;
  @Field(() => Decimal, { nullable: true, description: "Salaries as percent of profit; null ('N/A') when profit is 0" })
  salaryPercentOfProfit: string | null;
  @Field(() => Decimal, {
    description: 'A decimal string (money); null without salaries.field.amounts',
    nullable: true,
  })
  totalAdvances: string | null;
  @Field(() => Decimal, {
    description: 'Salaries minus advances, A decimal string (money); null without salaries.field.amounts',
    nullable: true,
  })
  amountDue: string | null;
}

@ObjectType('PayrollSummary', { description: 'The pay screen’s figures of one period, in one answer' })
export class PayrollSummaryType {
  @Field(() => PeriodType, { description: 'The period the figures are for' }) period: PeriodType;
  @Field(() => DashboardStatsType, { description: 'Totals' }) stats: DashboardStatsType;
  @Field(() => SalaryTypeStatsType, { description: 'Employees per kind of base rule' })
  salaryTypes: SalaryTypeStatsType;
  @Field(() => FinancialOverviewType, { description: 'Money overview' }) overview: FinancialOverviewType;
  @Field(() => EmployeeCardType, { nullable: true, description: "null: 'Нет данных'" })
  bestEmployee: EmployeeCardView | null;
}

@ObjectType('BaseRate', { description: 'The base (percent_department, base mode) rule of a department or the company' })
export class BaseRateType {
  @Field(() => Int, { description: 'The rule template’s id; null when there is none', nullable: true }) ruleId:
    number | null;
  @Field(() => Decimal, {
    description: 'The rule’s percentage, a decimal string; null when there is none',
    nullable: true,
  })
  baseRulePercentage: string | null;
  @Field(() => Decimal, {
    description:
      'What the rule pays out in total, A decimal string (money); null when none or without salaries.field.amounts',
    nullable: true,
  })
  totalBaseRateAmount: string | null;
}

@ObjectType('ThresholdDepartment', { description: 'A department a threshold rule applies to' })
export class ThresholdDepartmentType {
  @Field(() => Int, { description: 'The department’s id' }) id: number;
  @Field(() => String, { description: 'The department’s name' }) name: string;
}

@ObjectType('ThresholdProgressItem', { description: 'How far a bonus-mode rule is from its threshold' })
export class ThresholdProgressItemType {
  @Field(() => Int, { description: 'The salary rule template’s id' }) ruleId: number;
  @Field(() => String, { description: 'The template’s name' }) ruleName: string;
  @Field(() => ThresholdTypeEnum, { description: 'What the threshold counts' }) thresholdType: ThresholdType;
  @Field(() => [ThresholdDepartmentType], { description: 'The departments the rule applies to' })
  departments: ThresholdDepartmentType[];
  @Field(() => Int, {
    description: 'For a per-employee threshold, the employee; null for a department’s',
    nullable: true,
  })
  employeeId: number | null;
  @Field(() => Decimal, { nullable: true, description: 'null when the caller may not see profit' })
  currentValue: string | null;
  @Field(() => Decimal, {
    description: 'The threshold, a decimal string; null when hidden from the caller',
    nullable: true,
  })
  thresholdValue: string | null;
  @Field(() => Decimal, { description: 'Percent, one decimal; the bar caps it at 100' }) progress: string;
  @Field(() => Boolean, { description: 'true once the current value reached the threshold' }) isAchieved: boolean;
  @Field(() => Decimal, {
    description: 'What is still missing to the threshold, a decimal string; null when hidden',
    nullable: true,
  })
  remaining: string | null;
}
