import type { EmployeeStatus } from '@staffpay/schema/staff/staff.enums';
import { Args, ArgsType, Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { Decimal } from '../../shared/graphql/scalars';
import { LedgerRecordType, type LedgerView } from '../ledger';
import { DashboardStatsType, PeriodType } from '../payroll';
import { EmployeeStatusEnum } from '../staff';
import { reportSummary, type ReportBranch, type ReportCount, type ReportGroup } from './report-summary.service';
import { reportExportUrl } from './report.service';

@ObjectType('ReportCount', { description: 'Employees with one status or role' })
class ReportCountType {
  @Field(() => String, { description: 'The status or role' }) key: string;
  @Field(() => Int, { description: 'How many' }) count: number;
  @Field(() => Int, { description: 'Of all employees, rounded to a whole percent' }) percent: number;
}

@ObjectType('ReportStatusCount', { description: 'Employees with one status' })
class ReportStatusCountType {
  @Field(() => EmployeeStatusEnum, { description: 'The status' }) status: EmployeeStatus;
  @Field(() => Int, { description: 'How many' }) count: number;
  @Field(() => Int, { description: 'Of all employees, rounded to a whole percent' }) percent: number;
}

@ObjectType('ReportGroup', { description: 'A department’s figures for the period' })
class ReportGroupType {
  @Field(() => Int, { description: 'Unique id of this ReportGroup' }) id: number;
  @Field(() => String, { description: 'The department’s name' }) name: string;
  @Field(() => Int, { description: 'Members, paid or not' }) employeeCount: number;
  @Field(() => Int, { description: 'Employees paid in the period' }) paidCount: number;
  @Field(() => Decimal, {
    description: 'Their total salary, A decimal string (money); null without salaries.field.amounts',
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
  @Field(() => Decimal, {
    description: 'A decimal string (money); null without salaries.field.amounts',
    nullable: true,
  })
  totalAdvances: string | null;
  @Field(() => Decimal, { nullable: true, description: 'Profit of every member' }) totalProfit: string | null;
}

@ObjectType('ReportBranch', { description: 'A branch’s figures for the period' })
class ReportBranchType extends ReportGroupType {
  @Field(() => String, { description: 'The branch’s city; null when not given' }) city: string;
  @Field(() => Int, { description: 'Departments of the branch' }) departmentCount: number;
}

@ObjectType('ReportSummary', { description: 'The reports screen’s figures of one period' })
export class ReportSummaryType {
  @Field(() => PeriodType, { description: 'The period the figures are for' }) period: PeriodType;
  @Field(() => DashboardStatsType, { description: 'Totals' }) stats: DashboardStatsType;
  @Field(() => [ReportCountType], {
    description: 'Employees per status',
    deprecationReason: 'Use statusCounts (the status as an enum)',
  })
  statuses: ReportCount<string>[];
  @Field(() => [ReportCountType], { description: 'Employees per role' }) roles: ReportCount<string>[];
  @Field(() => [ReportGroupType], { description: 'Figures per department' }) departments: ReportGroup[];
  @Field(() => [ReportBranchType], { description: 'Figures per branch' }) branches: ReportBranch[];
  @Field(() => [LedgerRecordType], { description: 'The period’s 5 newest ledger records' })
  latestRecords: LedgerView[];
}

@ArgsType()
class ReportPeriodArgs {
  @Field(() => Int, {
    description: 'The company’s id; the caller must be a member (another company’s id answers NOT_FOUND)',
  })
  companyId: number;
  @Field(() => String, { nullable: true, description: 'month, quarter, year or YYYY-MM' })
  period?: string | null;
  @Field(() => String, { nullable: true, description: "First day, 'YYYY-MM-DD' (with to)" })
  from?: string | null;
  @Field(() => String, { nullable: true, description: "Last day, 'YYYY-MM-DD' (with from)" })
  to?: string | null;
}

@ArgsType()
class ReportExportArgs extends ReportPeriodArgs {
  @Field(() => String, { nullable: true, description: 'xlsx (default) or csv' }) format?: string | null;
}

@Resolver()
export class ReportResolver {
  @Query(() => ReportSummaryType, {
    description:
      'The reports screen for a period (month, quarter, year or YYYY-MM; from/to): headcount, groups, latest records',
  })
  reportSummary(
    @Ctx() ctx: RequestContext,
    @Args(() => ReportPeriodArgs) { companyId, ...period }: ReportPeriodArgs,
  ): Promise<ReportSummaryType> {
    return reportSummary(ctx, companyId, period);
  }

  @Query(() => String, {
    description:
      'Where to download the payroll report of a period (xlsx or csv): a relative URL to fetch with the same token',
  })
  reportExportUrl(
    @Ctx() ctx: RequestContext,
    @Args(() => ReportExportArgs) { companyId, ...args }: ReportExportArgs,
  ): Promise<string> {
    return reportExportUrl(ctx, companyId, args);
  }
}

/** ReportSummary.statusCounts: the statuses' counts with the status as an enum (issue 32, "closed sets are enums"). */
@Resolver(() => ReportSummaryType)
export class ReportSummaryTwinsResolver {
  @FieldResolver(() => [ReportStatusCountType], { description: 'Employees per status' })
  statusCounts(@Root() summary: { statuses: ReportCount<EmployeeStatus>[] }): ReportStatusCountType[] {
    return summary.statuses.map(({ key, count, percent }) => ({ status: key, count, percent }));
  }
}
