import {
  Arg,
  Args,
  Ctx,
  Field,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { JSONObjectResolver } from 'graphql-scalars';
import type { RequestContext } from '../../shared/context';
import { DateTime, Decimal } from '../../shared/graphql/scalars';
import type { EmployeeCardView } from './card.view';
import {
  AppliedRuleType,
  BaseRateType,
  DashboardStatsType,
  EmployeeCardType,
  PayrollSummaryType,
  PeriodArgsType,
  PeriodType,
  SalaryTypeStatsType,
  ThresholdProgressItemType,
} from './figures.graphql';
import {
  departmentBaseRule,
  departmentThresholdProgress,
  employeeCards,
  payrollSalaryTypes,
  payrollStats,
  payrollSummary,
} from './figures.service';
import { payChanges } from './pay-live';
import type { PayEvent } from '../pay-core';
import { fixPeriod, listFixes, reopenPeriod } from './payroll-fix.service';
import {
  deletePerformance,
  listPerformance,
  previewPerformance,
  savePerformance,
  updatePerformance,
} from './performance.service';

@ObjectType('RuleUnits')
class RuleUnitsType {
  @Field(() => Int) ruleId: number;
  @Field(() => Int) unitCount: number;
}

@ObjectType('PerformanceRecord')
class PerformanceRecordType {
  @Field(() => Int) id: number;
  @Field(() => Int) companyId: number;
  @Field(() => Int) employeeId: number;
  @Field(() => String) startDate: string;
  @Field(() => String) endDate: string;
  @Field(() => Int) ordersCount: number;
  @Field(() => Decimal) employeeProfit: string;
  @Field(() => [RuleUnitsType]) bonusRules: RuleUnitsType[];
  @Field(() => [RuleUnitsType]) penaltyRules: RuleUnitsType[];
  @Field(() => DateTime) createdAt: Date;
}

@ObjectType('SavedPerformance')
class SavedPerformanceType {
  @Field(() => PerformanceRecordType) record: PerformanceRecordType;
  @Field(() => EmployeeCardType, { description: 'The card for the month of the record’s endDate' })
  card: EmployeeCardView;
}

@ObjectType('PerformanceAdded', { description: 'What the record adds to the card (after − before)' })
class PerformanceAddedType {
  @Field(() => Decimal) baseSalary: string;
  @Field(() => Decimal) ruleBonuses: string;
  @Field(() => Decimal) rulePenalties: string;
  @Field(() => Decimal) totalBonuses: string;
  @Field(() => Decimal) totalPenalties: string;
  @Field(() => Decimal) totalSalary: string;
  @Field(() => Decimal) amountDue: string;
  @Field(() => Int) ordersCount: number;
  @Field(() => Decimal) employeeProfit: string;
  @Field(() => [AppliedRuleType], { description: 'The applied rules whose amount changed, with the difference' })
  appliedRules: AppliedRuleType[];
}

@ObjectType('PerformancePreview')
class PerformancePreviewType {
  @Field(() => PeriodType) period: PeriodType;
  @Field(() => EmployeeCardType) before: EmployeeCardView;
  @Field(() => EmployeeCardType) after: EmployeeCardView;
  @Field(() => PerformanceAddedType) added: PerformanceAddedType;
}

@ObjectType('PayrollFix', { description: 'A fixed pay period of one employee with the snapshot of the card' })
class PayrollFixType {
  @Field(() => Int) id: number;
  @Field(() => Int) companyId: number;
  @Field(() => Int) employeeId: number;
  @Field(() => String) periodFrom: string;
  @Field(() => String) periodTo: string;
  @Field(() => JSONObjectResolver, { description: 'The card as fixed: { period, card }' })
  snapshot: Record<string, unknown>;
  @Field(() => DateTime) fixedAt: Date;
  @Field(() => DateTime, { nullable: true }) reopenedAt: Date | null;
}

@InputType()
class RuleUnitsInput {
  @Field(() => Int) ruleId: number;
  @Field(() => Int) unitCount: number;
}

@InputType()
class PerformanceInput {
  @Field(() => Int) employeeId: number;
  @Field(() => String) startDate: string;
  @Field(() => String) endDate: string;
  @Field(() => Int, { nullable: true }) ordersCount?: number | null;
  @Field(() => Decimal) employeeProfit: string;
  @Field(() => [RuleUnitsInput], { nullable: true, description: 'Only counts above 0 are kept' })
  bonusRules?: RuleUnitsInput[] | null;
  @Field(() => [RuleUnitsInput], { nullable: true }) penaltyRules?: RuleUnitsInput[] | null;
}

@ObjectType('PayEvent')
class PayEventType {
  @Field(() => Int) companyId: number;
  @Field(() => String, {
    description:
      'ledger, performance, salaryTemplate, bonusTemplate, penaltyTemplate, fix or restore (a company restored from a backup)',
  })
  source: string;
  @Field(() => String, { description: 'created, updated, deleted, toggled, fixed, reopened or replaced' })
  action: string;
  @Field(() => Int) id: number;
  @Field(() => [Int], { nullable: true, description: 'null: any employee may be concerned' })
  employeeIds: number[] | null;
  @Field(() => [String], { description: 'Dates whose periods changed; empty: any period' }) dates: string[];
}

/** GraphQL lists omit absent optional arrays; the schema's defaults apply to undefined, not null. */
function performanceBody(input: PerformanceInput) {
  return {
    ...input,
    ordersCount: input.ordersCount ?? undefined,
    bonusRules: input.bonusRules ?? undefined,
    penaltyRules: input.penaltyRules ?? undefined,
  };
}

@Resolver()
export class PayrollResolver {
  @Query(() => [EmployeeCardType], {
    description: 'Paid employees’ cards for the period, optionally of one department; the employee role gets its own',
  })
  employeeCards(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('departmentId', () => Int, { nullable: true }) departmentId: number | null,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
  ) {
    return employeeCards(ctx, companyId, { ...period, departmentId });
  }

  @Query(() => DashboardStatsType, { description: 'salaries.view' })
  payrollStats(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('departmentId', () => Int, { nullable: true }) departmentId: number | null,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
  ) {
    return payrollStats(ctx, companyId, { ...period, departmentId });
  }

  @Query(() => SalaryTypeStatsType, { description: 'salaries.view' })
  salaryTypeStats(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
  ) {
    return payrollSalaryTypes(ctx, companyId, { ...period });
  }

  @Query(() => PayrollSummaryType, { description: 'Stats, salary types, financial overview and best employee' })
  payrollSummary(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
  ) {
    return payrollSummary(ctx, companyId, { ...period });
  }

  @Query(() => BaseRateType, {
    description: 'The base rule (percent_department, base mode) of a department or the company',
  })
  departmentBaseRule(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('departmentId', () => Int, { nullable: true }) departmentId: number | null,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
  ) {
    return departmentBaseRule(ctx, companyId, { ...period, departmentId });
  }

  @Query(() => [ThresholdProgressItemType], {
    description: 'Progress of the bonus-mode rules towards their thresholds',
  })
  thresholdProgress(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('departmentId', () => Int, { nullable: true }) departmentId: number | null,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
  ) {
    return departmentThresholdProgress(ctx, companyId, { ...period, departmentId });
  }

  @Query(() => [PerformanceRecordType], { description: 'Performance records whose endDate is in the period' })
  performanceRecords(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('employeeId', () => Int, { nullable: true }) employeeId: number | null,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
  ) {
    return listPerformance(ctx, companyId, { employeeId, period: { ...period } });
  }

  @Query(() => PerformancePreviewType, {
    description: 'apply-employee-rules: what the record would add for the month of its endDate; writes nothing',
  })
  previewPerformance(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('input', () => PerformanceInput) input: PerformanceInput,
  ) {
    return previewPerformance(ctx, companyId, performanceBody(input));
  }

  @Query(() => [PayrollFixType], { description: 'Fixed periods, newest first (reopened ones too)' })
  payrollFixes(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('employeeId', () => Int, { nullable: true }) employeeId: number | null,
  ) {
    return listFixes(ctx, companyId, { employeeId });
  }

  @Mutation(() => SavedPerformanceType, { description: 'employee-performance (salaries.create)' })
  savePerformance(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('input', () => PerformanceInput) input: PerformanceInput,
  ) {
    return savePerformance(ctx, companyId, performanceBody(input));
  }

  @Mutation(() => PerformanceRecordType, { description: 'salaries.edit; refused (CONFLICT) inside a fixed period' })
  updatePerformance(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PerformanceInput) input: PerformanceInput,
  ) {
    return updatePerformance(ctx, companyId, id, performanceBody(input));
  }

  @Mutation(() => Boolean, { description: 'salaries.delete; refused (CONFLICT) inside a fixed period' })
  async deletePerformance(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
  ) {
    await deletePerformance(ctx, companyId, id);
    return true;
  }

  @Mutation(() => PayrollFixType, {
    description: 'fix-employee-rules (salaries.approve): saves a filled-in record, then fixes [startDate, endDate]',
  })
  fixPayrollPeriod(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('input', () => PerformanceInput) input: PerformanceInput,
  ) {
    return fixPeriod(ctx, companyId, performanceBody(input));
  }

  @Mutation(() => PayrollFixType, { description: 'Reopens a fixed period (owners only, salaries.reopen)' })
  reopenPayrollPeriod(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
  ) {
    return reopenPeriod(ctx, companyId, id);
  }

  @Subscription(() => PayEventType, {
    description: 'Ledger, performance, template and fixed-period changes; ends when the caller loses access',
    subscribe: ({ args, context }) => payChanges(context as RequestContext, args.companyId),
  })
  payChanged(@Root() event: PayEvent, @Arg('companyId', () => Int) _companyId: number): PayEvent {
    return event;
  }
}
