import type { CompanyRole } from '@staffpay/schema/auth/roles';
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

@ObjectType('PayPeriod')
export class PeriodType {
  @Field(() => String) from: string;
  @Field(() => String) to: string;
}

@ObjectType('AppliedRule')
export class AppliedRuleType {
  @Field(() => String, { description: 'salary (a salary rule template), bonus or penalty (a rule template)' })
  source: string;
  @Field(() => Int) ruleId: number;
  @Field(() => String) name: string;
  @Field(() => AppliedRuleModeEnum) salaryMode: AppliedRuleMode;
  @Field(() => Decimal) calculatedAmount: string;
}

@ObjectType('LedgerLine')
export class LedgerLineType {
  @Field(() => Int) id: number;
  @Field(() => String) reason: string;
  @Field(() => Decimal) amount: string;
  @Field(() => String) appliedDate: string;
}

@ObjectType('EmployeeCard', {
  description: 'An employee’s pay for the period (payroll-semantics.md, "The employee card")',
})
export class EmployeeCardType {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String, { nullable: true }) photoUrl: string | null;
  @Field(() => RoleCode) role: CompanyRole;
  @Field(() => String) status: string;
  @Field(() => String, { nullable: true }) jobPosition: string | null;
  @Field(() => String, { nullable: true }) customPosition: string | null;
  @Field(() => String) employmentType: string;
  @Field(() => Int, { nullable: true }) departmentId: number | null;
  @Field(() => String, { nullable: true }) departmentName: string | null;
  @Field(() => Int, { nullable: true }) branchId: number | null;
  @Field(() => [AppliedRuleType]) appliedRules: AppliedRuleType[];
  @Field(() => Boolean) shouldShowOrdersAndProfit: boolean;
  @Field(() => Int) ordersCount: number;
  @Field(() => Decimal) employeeProfit: string;
  @Field(() => Decimal, { nullable: true, description: 'profit / orders; null without orders' })
  averageCheck: string | null;
  @Field(() => Decimal) baseSalary: string;
  @Field(() => Decimal, { description: 'Bonuses accrued by rules (achieved bonus-mode rules and bonus templates)' })
  ruleBonuses: string;
  @Field(() => Decimal, { description: 'Penalties accrued by penalty templates' }) rulePenalties: string;
  @Field(() => Decimal) totalBonuses: string;
  @Field(() => Decimal) totalPenalties: string;
  @Field(() => Decimal) totalAdvances: string;
  @Field(() => Decimal) piecework: string;
  @Field(() => Decimal, { description: 'baseSalary + totalBonuses + piecework − totalPenalties' }) totalSalary: string;
  @Field(() => Decimal, { description: "'К доплате': totalSalary − totalAdvances" }) amountDue: string;
  @Field(() => [LedgerLineType]) bonuses: LedgerLine[];
  @Field(() => [LedgerLineType]) penalties: LedgerLine[];
  @Field(() => [LedgerLineType]) advances: LedgerLine[];
  @Field(() => [LedgerLineType]) pieceworks: LedgerLine[];
}

@ObjectType('DashboardStats')
export class DashboardStatsType {
  @Field(() => Decimal) totalSalaryFund: string;
  @Field(() => Decimal) averageSalary: string;
  @Field(() => Decimal) totalBonuses: string;
  @Field(() => Decimal) totalPenalties: string;
}

@ObjectType('SalaryTypeStats')
export class SalaryTypeStatsType {
  @Field(() => Int) fixed: number;
  @Field(() => Int) percentage: number;
  @Field(() => Int) team: number;
}

@ObjectType('FinancialOverview')
export class FinancialOverviewType {
  @Field(() => Int) employeeCount: number;
  @Field(() => Decimal) totalProfit: string;
  @Field(() => Decimal) totalSalaries: string;
  @Field(() => Decimal, { nullable: true, description: "Salaries as percent of profit; null ('N/A') when profit is 0" })
  salaryPercentOfProfit: string | null;
  @Field(() => Decimal) totalAdvances: string;
  @Field(() => Decimal) amountDue: string;
}

@ObjectType('PayrollSummary')
export class PayrollSummaryType {
  @Field(() => PeriodType) period: PeriodType;
  @Field(() => DashboardStatsType) stats: DashboardStatsType;
  @Field(() => SalaryTypeStatsType) salaryTypes: SalaryTypeStatsType;
  @Field(() => FinancialOverviewType) overview: FinancialOverviewType;
  @Field(() => EmployeeCardType, { nullable: true, description: "null: 'Нет данных'" })
  bestEmployee: EmployeeCardView | null;
}

@ObjectType('BaseRate')
export class BaseRateType {
  @Field(() => Int, { nullable: true }) ruleId: number | null;
  @Field(() => Decimal, { nullable: true }) baseRulePercentage: string | null;
  @Field(() => Decimal) totalBaseRateAmount: string;
}

@ObjectType('ThresholdDepartment')
export class ThresholdDepartmentType {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
}

@ObjectType('ThresholdProgressItem')
export class ThresholdProgressItemType {
  @Field(() => Int) ruleId: number;
  @Field(() => String) ruleName: string;
  @Field(() => ThresholdTypeEnum) thresholdType: ThresholdType;
  @Field(() => [ThresholdDepartmentType]) departments: ThresholdDepartmentType[];
  @Field(() => Int, { nullable: true }) employeeId: number | null;
  @Field(() => Decimal) currentValue: string;
  @Field(() => Decimal) thresholdValue: string;
  @Field(() => Decimal, { description: 'Percent, one decimal; the bar caps it at 100' }) progress: string;
  @Field(() => Boolean) isAchieved: boolean;
  @Field(() => Decimal) remaining: string;
}
