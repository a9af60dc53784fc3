import { Arg, Args, Field, Int, ObjectType, Resolver, Root, Subscription } from 'type-graphql';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import type { RequestContext } from '../../shared/context';
import type { EmployeeCardView } from './card.view';
import type {
  BaseRate,
  DashboardStats,
  SalaryTypeStats,
  ThresholdProgressItem,
} from '@staffpay/pay-engine/engine.types';
import type { PayrollSummary } from './figure-views';
import {
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
  baseRateChanges,
  employeeCardsChanges,
  payrollStatsChanges,
  payrollSummaryChanges,
  salaryTypeStatsChanges,
  thresholdProgressChanges,
} from './pay-feed.service';
import type { CardsDelta } from './pay-feed-views';

@ObjectType('EmployeeCardsDelta', { description: 'The cards a change moved: changed or new ones, and ids that left' })
class EmployeeCardsDeltaType {
  @Field(() => PeriodType, { description: 'The period of the cards' }) period: PeriodType;
  @Field(() => [EmployeeCardType], { description: 'Cards that changed or appeared, whole' })
  cards: EmployeeCardView[];
  @Field(() => [Int], { description: 'Employees whose card left the list (unpaid, deleted, moved out)' })
  removedIds: number[];
}

type FeedArgs = { companyId: number; departmentId?: number | null } & PeriodArgsType;

const ctxOf = (context: unknown) => context as RequestContext;

/**
 * Pay figures pushed as they change: each change recomputes the company's period once per process
 * and every subscriber receives its view of that one computation, only when its view moved. The
 * period arguments are the queries' (the current month by default, fixed when subscribing).
 */
@Resolver()
export class PayFeedResolver {
  @Subscription(() => EmployeeCardsDeltaType, {
    description: 'employeeCards, as deltas; the employee role receives its own card only',
    subscribe: ({ args, context }) => employeeCardsChanges(ctxOf(context), args.companyId, args as FeedArgs),
  })
  employeeCardsChanged(
    @Root() delta: CardsDelta,
    @CompanyIdArg() _companyId: number,
    @Arg('departmentId', () => Int, {
      description: 'Only this department’s employees; absent or null: every department',
      nullable: true,
    })
    _departmentId: number | null,
    @Args(() => PeriodArgsType) _period: PeriodArgsType,
  ): CardsDelta {
    return delta;
  }

  @Subscription(() => DashboardStatsType, {
    description: 'payrollStats, whole, when a change moves it (salaries.view)',
    subscribe: ({ args, context }) => payrollStatsChanges(ctxOf(context), args.companyId, args as FeedArgs),
  })
  payrollStatsChanged(
    @Root() stats: DashboardStats,
    @CompanyIdArg() _companyId: number,
    @Arg('departmentId', () => Int, {
      description: 'Only this department’s employees; absent or null: every department',
      nullable: true,
    })
    _departmentId: number | null,
    @Args(() => PeriodArgsType) _period: PeriodArgsType,
  ): DashboardStats {
    return stats;
  }

  @Subscription(() => SalaryTypeStatsType, {
    description: 'salaryTypeStats, whole, when a change moves it (salaries.view)',
    subscribe: ({ args, context }) => salaryTypeStatsChanges(ctxOf(context), args.companyId, args as FeedArgs),
  })
  salaryTypeStatsChanged(
    @Root() stats: SalaryTypeStats,
    @CompanyIdArg() _companyId: number,
    @Args(() => PeriodArgsType) _period: PeriodArgsType,
  ): SalaryTypeStats {
    return stats;
  }

  @Subscription(() => BaseRateType, {
    description: 'departmentBaseRule, whole, when a change moves it (salaries.view)',
    subscribe: ({ args, context }) => baseRateChanges(ctxOf(context), args.companyId, args as FeedArgs),
  })
  departmentBaseRuleChanged(
    @Root() rate: BaseRate,
    @CompanyIdArg() _companyId: number,
    @Arg('departmentId', () => Int, {
      description: 'The department whose base rule is asked; absent or null: the company’s',
      nullable: true,
    })
    _departmentId: number | null,
    @Args(() => PeriodArgsType) _period: PeriodArgsType,
  ): BaseRate {
    return rate;
  }

  @Subscription(() => [ThresholdProgressItemType], {
    description: 'thresholdProgress, the whole list, when a change moves it (salaries.view)',
    subscribe: ({ args, context }) => thresholdProgressChanges(ctxOf(context), args.companyId, args as FeedArgs),
  })
  thresholdProgressChanged(
    @Root() items: ThresholdProgressItem[],
    @CompanyIdArg() _companyId: number,
    @Arg('departmentId', () => Int, {
      description: 'Only this department’s employees; absent or null: every department',
      nullable: true,
    })
    _departmentId: number | null,
    @Args(() => PeriodArgsType) _period: PeriodArgsType,
  ): ThresholdProgressItem[] {
    return items;
  }

  @Subscription(() => PayrollSummaryType, {
    description: 'payrollSummary, whole, when a change moves it (salaries.view)',
    subscribe: ({ args, context }) => payrollSummaryChanges(ctxOf(context), args.companyId, args as FeedArgs),
  })
  payrollSummaryChanged(
    @Root() summary: PayrollSummary,
    @CompanyIdArg() _companyId: number,
    @Args(() => PeriodArgsType) _period: PeriodArgsType,
  ): PayrollSummary {
    return summary;
  }
}
