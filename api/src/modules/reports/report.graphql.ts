import { Args, ArgsType, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { Decimal } from '../../shared/graphql/scalars';
import { LedgerRecordType, type LedgerView } from '../ledger';
import { DashboardStatsType, PeriodType } from '../payroll';
import { reportSummary, type ReportBranch, type ReportCount, type ReportGroup } from './report-summary.service';
import { reportExportUrl } from './report.service';

@ObjectType('ReportCount', { description: 'Employees with one status or role' })
class ReportCountType {
  @Field(() => String, { description: 'The status or role' }) key: string;
  @Field(() => Int) count: number;
  @Field(() => Int, { description: 'Of all employees, rounded to a whole percent' }) percent: number;
}

@ObjectType('ReportGroup', { description: 'A department’s figures for the period' })
class ReportGroupType {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => Int, { description: 'Members, paid or not' }) employeeCount: number;
  @Field(() => Int) paidCount: number;
  @Field(() => Decimal, { nullable: true }) totalSalaryFund: string | null;
  @Field(() => Decimal, { nullable: true }) averageSalary: string | null;
  @Field(() => Decimal, { nullable: true }) totalBonuses: string | null;
  @Field(() => Decimal, { nullable: true }) totalPenalties: string | null;
  @Field(() => Decimal, { nullable: true }) totalAdvances: string | null;
  @Field(() => Decimal, { nullable: true, description: 'Profit of every member' }) totalProfit: string | null;
}

@ObjectType('ReportBranch', { description: 'A branch’s figures for the period' })
class ReportBranchType extends ReportGroupType {
  @Field(() => String) city: string;
  @Field(() => Int) departmentCount: number;
}

@ObjectType('ReportSummary')
class ReportSummaryType {
  @Field(() => PeriodType) period: PeriodType;
  @Field(() => DashboardStatsType) stats: DashboardStatsType;
  @Field(() => [ReportCountType]) statuses: ReportCount<string>[];
  @Field(() => [ReportCountType]) roles: ReportCount<string>[];
  @Field(() => [ReportGroupType]) departments: ReportGroup[];
  @Field(() => [ReportBranchType]) branches: ReportBranch[];
  @Field(() => [LedgerRecordType], { description: 'The period’s 5 newest ledger records' })
  latestRecords: LedgerView[];
}

@ArgsType()
class ReportPeriodArgs {
  @Field(() => Int) companyId: number;
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
