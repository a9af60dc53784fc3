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
  @Field(() => Decimal, { nullable: true }) calculatedAmount: string | null;
}

@ObjectType('LedgerLine')
export class LedgerLineType {
  @Field(() => Int) id: number;
  @Field(() => String) reason: string;
  @Field(() => Decimal, { nullable: true }) amount: string | null;
  @Field(() => String) appliedDate: string;
}

@ObjectType('EmployeeCard', {
  description:
    'An employee’s pay for the period (payroll-semantics.md, "The employee card"); amounts are null without salaries.field.amounts, orders and profit without salaries.field.profit (never on one’s own card)',
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
  @Field(() => Int, { nullable: true }) ordersCount: number | null;
  @Field(() => Decimal, { nullable: true }) employeeProfit: string | null;
  @Field(() => Decimal, { nullable: true, description: 'profit / orders; null without orders' })
  averageCheck: string | null;
  @Field(() => Decimal, { nullable: true }) baseSalary: string | null;
  @Field(() => Decimal, {
    nullable: true,
    description: 'Bonuses accrued by rules (achieved bonus-mode rules and bonus templates)',
  })
  ruleBonuses: string | null;
  @Field(() => Decimal, { nullable: true, description: 'Penalties accrued by penalty templates' }) rulePenalties:
    string | null;
  @Field(() => Decimal, { nullable: true }) totalBonuses: string | null;
  @Field(() => Decimal, { nullable: true }) totalPenalties: string | null;
  @Field(() => Decimal, { nullable: true }) totalAdvances: string | null;
  @Field(() => Decimal, { nullable: true }) piecework: string | null;
  @Field(() => Decimal, { nullable: true, description: 'baseSalary + totalBonuses + piecework − totalPenalties' })
  totalSalary: string | null;
  @Field(() => Decimal, { nullable: true, description: "'К доплате': totalSalary − totalAdvances" }) amountDue:
    string | null;
  @Field(() => [LedgerLineType]) bonuses: LedgerLine[];
  @Field(() => [LedgerLineType]) penalties: LedgerLine[];
  @Field(() => [LedgerLineType]) advances: LedgerLine[];
  @Field(() => [LedgerLineType]) pieceworks: LedgerLine[];
}

@ObjectType('DashboardStats')
export class DashboardStatsType {
  @Field(() => Decimal, { nullable: true }) totalSalaryFund: string | null;
  @Field(() => Decimal, { nullable: true }) averageSalary: string | null;
  @Field(() => Decimal, { nullable: true }) totalBonuses: string | null;
  @Field(() => Decimal, { nullable: true }) totalPenalties: string | null;
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
  @Field(() => Decimal, { nullable: true }) totalProfit: string | null;
  @Field(() => Decimal, { nullable: true }) totalSalaries: string | null;
  @Field(() => Decimal, { nullable: true, description: "Salaries as percent of profit; null ('N/A') when profit is 0" })
  salaryPercentOfProfit: string | null;
  @Field(() => Decimal, { nullable: true }) totalAdvances: string | null;
  @Field(() => Decimal, { nullable: true }) amountDue: string | null;
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
  @Field(() => Decimal, { nullable: true }) totalBaseRateAmount: string | null;
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
  @Field(() => Decimal, { nullable: true, description: 'null when the caller may not see profit' })
  currentValue: string | null;
  @Field(() => Decimal, { nullable: true }) thresholdValue: string | null;
  @Field(() => Decimal, { description: 'Percent, one decimal; the bar caps it at 100' }) progress: string;
  @Field(() => Boolean) isAchieved: boolean;
  @Field(() => Decimal, { nullable: true }) remaining: string | null;
}
