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
import { UPDATED_SINCE_ARG } from '../../shared/change-feed';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import { JSONObjectResolver } from 'graphql-scalars';
import type { RequestContext } from '../../shared/context';
import { AFTER_ARG, connectionTypes, DEFAULT_PAGE, FIRST_ARG } from '../../shared/graphql/connection';
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
import { payrollFixesConnection } from './payroll-fixes-page.service';
import {
  deletePerformance,
  listPerformance,
  performanceRecordsConnection,
  previewPerformance,
  savePerformance,
  updatePerformance,
} from './performance.service';

@ObjectType('RuleUnits', { description: 'How many units of a bonus or penalty rule a performance record counts' })
class RuleUnitsType {
  @Field(() => Int, { description: 'The rule template’s id' }) ruleId: number;
  @Field(() => Int, { description: 'Units counted (at least 1)' }) unitCount: number;
}

@ObjectType('PerformanceRecord', { description: 'An employee’s orders, profit and rule units for a span of days' })
class PerformanceRecordType {
  @Field(() => Int, { description: 'Unique id of this PerformanceRecord' }) id: number;
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => Int, { description: 'The employee’s id' }) employeeId: number;
  @Field(() => String, { description: 'First day, YYYY-MM-DD' }) startDate: string;
  @Field(() => String, { description: 'Last day, YYYY-MM-DD; the record counts in this day’s month' }) endDate: string;
  @Field(() => Int, {
    nullable: true,
    description: 'Orders in the span; null when the viewer’s role hides orders and profit',
  })
  ordersCount: number | null;
  @Field(() => Decimal, {
    nullable: true,
    description: 'Profit in the span, a decimal string (money); null when the viewer’s role hides orders and profit',
  })
  employeeProfit: string | null;
  @Field(() => [RuleUnitsType], { description: 'Units of bonus rules' }) bonusRules: RuleUnitsType[];
  @Field(() => [RuleUnitsType], { description: 'Units of penalty rules' }) penaltyRules: RuleUnitsType[];
  @Field(() => DateTime, { description: 'When it was created (ISO-8601, UTC)' }) createdAt: Date;
  @Field(() => DateTime, {
    description: 'When it last changed, what it shows from other records included (ISO-8601, UTC; `updatedSince`)',
  })
  updatedAt: Date;
}

@ObjectType('SavedPerformance', { description: 'A saved performance record with the employee’s new card' })
class SavedPerformanceType {
  @Field(() => PerformanceRecordType, { description: 'The saved record' }) record: PerformanceRecordType;
  @Field(() => EmployeeCardType, { description: 'The card for the month of the record’s endDate' })
  card: EmployeeCardView;
}

@ObjectType('PerformanceAdded', { description: 'What the record adds to the card (after − before)' })
class PerformanceAddedType {
  @Field(() => Decimal, {
    nullable: true,
    description: 'Change of the base salary, a decimal string; null when the viewer’s role hides amounts',
  })
  baseSalary: string | null;
  @Field(() => Decimal, {
    nullable: true,
    description: 'Change of the rule bonuses, a decimal string; null when the viewer’s role hides amounts',
  })
  ruleBonuses: string | null;
  @Field(() => Decimal, {
    nullable: true,
    description: 'Change of the rule penalties, a decimal string; null when the viewer’s role hides amounts',
  })
  rulePenalties: string | null;
  @Field(() => Decimal, {
    nullable: true,
    description: 'Change of the total bonuses, a decimal string; null when the viewer’s role hides amounts',
  })
  totalBonuses: string | null;
  @Field(() => Decimal, {
    nullable: true,
    description: 'Change of the total penalties, a decimal string; null when the viewer’s role hides amounts',
  })
  totalPenalties: string | null;
  @Field(() => Decimal, {
    nullable: true,
    description: 'Change of the total salary, a decimal string; null when the viewer’s role hides amounts',
  })
  totalSalary: string | null;
  @Field(() => Decimal, {
    nullable: true,
    description: 'Change of the amount due, a decimal string; null when the viewer’s role hides amounts',
  })
  amountDue: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Orders added; null when the viewer’s role hides orders and profit',
  })
  ordersCount: number | null;
  @Field(() => Decimal, {
    nullable: true,
    description: 'Profit added, a decimal string; null when the viewer’s role hides orders and profit',
  })
  employeeProfit: string | null;
  @Field(() => [AppliedRuleType], { description: 'The applied rules whose amount changed, with the difference' })
  appliedRules: AppliedRuleType[];
}

@ObjectType('PerformancePreview', {
  description: 'What a performance record would change on the card; nothing is written',
})
class PerformancePreviewType {
  @Field(() => PeriodType, { description: 'The month of the record’s endDate' }) period: PeriodType;
  @Field(() => EmployeeCardType, { description: 'The card without the record' }) before: EmployeeCardView;
  @Field(() => EmployeeCardType, { description: 'The card with the record' }) after: EmployeeCardView;
  @Field(() => PerformanceAddedType, { description: 'after − before' }) added: PerformanceAddedType;
}

@ObjectType('PayrollFix', { description: 'A fixed pay period of one employee with the snapshot of the card' })
export class PayrollFixType {
  @Field(() => Int, { description: 'Unique id of this PayrollFix' }) id: number;
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => Int, { description: 'The employee whose period is fixed' }) employeeId: number;
  @Field(() => String, { description: 'First day, YYYY-MM-DD' }) periodFrom: string;
  @Field(() => String, { description: 'Last day, YYYY-MM-DD' }) periodTo: string;
  @Field(() => JSONObjectResolver, {
    description: 'The card as fixed: { period, card }, untyped',
    deprecationReason: 'Use typedSnapshot (typed fields, versioned by formatVersion)',
  })
  snapshot: Record<string, unknown>;
  @Field(() => DateTime, { description: 'When it was fixed (ISO-8601, UTC)' }) fixedAt: Date;
  @Field(() => DateTime, { description: 'When an owner reopened it; null while fixed', nullable: true })
  reopenedAt: Date | null;
  @Field(() => DateTime, { description: 'When it was fixed (ISO-8601, UTC)' }) createdAt: string;
  @Field(() => DateTime, {
    description: 'When it last changed, what it shows from other records included (ISO-8601, UTC; `updatedSince`)',
  })
  updatedAt: string;
}

const PerformanceRecordConnectionType = connectionTypes(
  'PerformanceRecord',
  PerformanceRecordType,
  'performance records',
  'newest first (endDate, then id)',
);
const PayrollFixConnectionType = connectionTypes(
  'PayrollFix',
  PayrollFixType,
  'payroll fixes',
  'newest first (periodFrom, then id)',
);

@InputType({ description: 'Units of one rule' })
class RuleUnitsInput {
  @Field(() => Int, { description: 'A bonus or penalty rule template of the company' }) ruleId: number;
  @Field(() => Int, { description: 'Units counted; 0 drops the entry' }) unitCount: number;
}

@InputType({ description: 'A performance record’s fields' })
class PerformanceInput {
  @Field(() => Int, { description: 'An employee of the company' }) employeeId: number;
  @Field(() => String, { description: 'First day, YYYY-MM-DD' }) startDate: string;
  @Field(() => String, { description: 'Last day, YYYY-MM-DD, not before startDate' }) endDate: string;
  @Field(() => Int, { description: 'Orders in the span (default 0)', nullable: true }) ordersCount?: number | null;
  @Field(() => Decimal, { description: 'Profit in the span, a decimal (money)' }) employeeProfit: string;
  @Field(() => [RuleUnitsInput], { nullable: true, description: 'Only counts above 0 are kept' })
  bonusRules?: RuleUnitsInput[] | null;
  @Field(() => [RuleUnitsInput], { description: 'Only counts above 0 are kept', nullable: true }) penaltyRules?:
    RuleUnitsInput[] | null;
}

@ObjectType('PayEvent', { description: 'Something changed that may move pay figures (refetch what it concerns)' })
export class PayEventType {
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => String, {
    description:
      'ledger, performance, salaryTemplate, bonusTemplate, penaltyTemplate, fix or restore (a company restored from a backup)',
    deprecationReason: 'Use changeSource (an enum)',
  })
  source: string;
  @Field(() => String, {
    description: 'created, updated, deleted, toggled, fixed, reopened or replaced',
    deprecationReason: 'Use changeAction (an enum)',
  })
  action: string;
  @Field(() => Int, { description: 'The changed record’s id (ledger record, performance record, template or fix)' })
  id: number;
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
    @CompanyIdArg() companyId: number,
    @Arg('departmentId', () => Int, {
      description: 'Only this department’s employees; absent or null: every department',
      nullable: true,
    })
    departmentId: number | null,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
  ) {
    return employeeCards(ctx, companyId, { ...period, departmentId });
  }

  @Query(() => DashboardStatsType, { description: 'salaries.view' })
  payrollStats(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('departmentId', () => Int, {
      description: 'Only this department’s employees; absent or null: every department',
      nullable: true,
    })
    departmentId: number | null,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
  ) {
    return payrollStats(ctx, companyId, { ...period, departmentId });
  }

  @Query(() => SalaryTypeStatsType, { description: 'salaries.view' })
  salaryTypeStats(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
  ) {
    return payrollSalaryTypes(ctx, companyId, { ...period });
  }

  @Query(() => PayrollSummaryType, { description: 'Stats, salary types, financial overview and best employee' })
  payrollSummary(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
  ) {
    return payrollSummary(ctx, companyId, { ...period });
  }

  @Query(() => BaseRateType, {
    description: 'The base rule (percent_department, base mode) of a department or the company',
  })
  departmentBaseRule(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('departmentId', () => Int, {
      description: 'The department whose base rule is asked; absent or null: the company’s',
      nullable: true,
    })
    departmentId: number | null,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
  ) {
    return departmentBaseRule(ctx, companyId, { ...period, departmentId });
  }

  @Query(() => [ThresholdProgressItemType], {
    description: 'Progress of the bonus-mode rules towards their thresholds',
  })
  thresholdProgress(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('departmentId', () => Int, {
      description: 'Only this department’s employees; absent or null: every department',
      nullable: true,
    })
    departmentId: number | null,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
  ) {
    return departmentThresholdProgress(ctx, companyId, { ...period, departmentId });
  }

  @Query(() => [PerformanceRecordType], {
    deprecationReason: 'Use performanceRecordsConnection',
    description: 'Performance records whose endDate is in the period',
  })
  performanceRecords(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('employeeId', () => Int, {
      description: 'Only this employee’s records; the employee role always gets its own',
      nullable: true,
    })
    employeeId: number | null,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
  ) {
    return listPerformance(ctx, companyId, { employeeId, period: { ...period } });
  }

  @Query(() => PerformanceRecordConnectionType, {
    description:
      'A page of performanceRecords (Relay connection): records whose endDate is in the period, newest first by endDate then id (pay read; the employee role: its own)',
  })
  performanceRecordsConnection(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('first', () => Int, { nullable: true, defaultValue: DEFAULT_PAGE, description: FIRST_ARG })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_ARG }) after: string | null,
    @Arg('employeeId', () => Int, {
      nullable: true,
      description: 'Only this employee’s records; the employee role always gets its own',
    })
    employeeId: number | null,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
    @Arg('updatedSince', () => DateTime, {
      nullable: true,
      description: `${UPDATED_SINCE_ARG}; with it, every period unless one is given`,
    })
    updatedSince: Date | null,
  ) {
    return performanceRecordsConnection(ctx, companyId, {
      first,
      after,
      employeeId,
      period: { ...period },
      updatedSince,
    });
  }

  @Query(() => PayrollFixConnectionType, {
    description:
      'A page of payrollFixes (Relay connection): fixed periods, reopened ones too, newest first by periodFrom then id (pay read; the employee role: its own)',
  })
  payrollFixesConnection(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('first', () => Int, { nullable: true, defaultValue: DEFAULT_PAGE, description: FIRST_ARG })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_ARG }) after: string | null,
    @Arg('employeeId', () => Int, {
      nullable: true,
      description: 'Only this employee’s fixes; the employee role always gets its own',
    })
    employeeId: number | null,
    @Arg('updatedSince', () => DateTime, { nullable: true, description: UPDATED_SINCE_ARG }) updatedSince: Date | null,
  ) {
    return payrollFixesConnection(ctx, companyId, { first, after, employeeId, updatedSince });
  }

  @Query(() => PerformancePreviewType, {
    description: 'apply-employee-rules: what the record would add for the month of its endDate; writes nothing',
  })
  previewPerformance(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('input', () => PerformanceInput, { description: 'The record to preview' }) input: PerformanceInput,
  ) {
    return previewPerformance(ctx, companyId, performanceBody(input));
  }

  @Query(() => [PayrollFixType], {
    deprecationReason: 'Use payrollFixesConnection',
    description: 'Fixed periods, newest first (reopened ones too)',
  })
  payrollFixes(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('employeeId', () => Int, {
      description: 'Only this employee’s fixes; the employee role always gets its own',
      nullable: true,
    })
    employeeId: number | null,
  ) {
    return listFixes(ctx, companyId, { employeeId });
  }

  @Mutation(() => SavedPerformanceType, { description: 'employee-performance (salaries.create)' })
  savePerformance(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('input', () => PerformanceInput, { description: 'The new record' }) input: PerformanceInput,
  ) {
    return savePerformance(ctx, companyId, performanceBody(input));
  }

  @Mutation(() => PerformanceRecordType, { description: 'salaries.edit; refused (CONFLICT) inside a fixed period' })
  updatePerformance(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The record’s id' }) id: number,
    @Arg('input', () => PerformanceInput, { description: 'The record’s new fields (all replaced)' })
    input: PerformanceInput,
  ) {
    return updatePerformance(ctx, companyId, id, performanceBody(input));
  }

  @Mutation(() => Boolean, { description: 'salaries.delete; refused (CONFLICT) inside a fixed period' })
  async deletePerformance(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The record’s id' }) id: number,
  ) {
    await deletePerformance(ctx, companyId, id);
    return true;
  }

  @Mutation(() => PayrollFixType, {
    description: 'fix-employee-rules (salaries.approve): saves a filled-in record, then fixes [startDate, endDate]',
  })
  fixPayrollPeriod(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('input', () => PerformanceInput, {
      description: 'The performance form: employee, [startDate, endDate] to fix, and figures to save first',
    })
    input: PerformanceInput,
  ) {
    return fixPeriod(ctx, companyId, performanceBody(input));
  }

  @Mutation(() => PayrollFixType, { description: 'Reopens a fixed period (owners only, salaries.reopen)' })
  reopenPayrollPeriod(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The fix’s id' }) id: number,
  ) {
    return reopenPeriod(ctx, companyId, id);
  }

  @Subscription(() => PayEventType, {
    description: 'Ledger, performance, template and fixed-period changes; ends when the caller loses access',
    subscribe: ({ args, context }) => payChanges(context as RequestContext, args.companyId),
  })
  payChanged(@Root() event: PayEvent, @CompanyIdArg() _companyId: number): PayEvent {
    return event;
  }
}
