import type { ThresholdType } from '@staffpay/schema/pay/pay.enums';
import { Arg, Args, Ctx, Field, Int, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import type { RequestContext } from '../../shared/context';
import { Decimal } from '../../shared/graphql/scalars';
import { ThresholdTypeEnum } from '../pay-core';
import { PeriodArgsType } from './figures.graphql';
import { goalProgress, goalProgressChanges } from './goal-progress.service';
import type { MaskedGoal } from './pay-fields';

@ObjectType('GoalProgressItem', {
  description: "An employee's progress towards a threshold rule, with a month-end projection and its payout",
})
export class GoalProgressItemType {
  @Field(() => Int, { description: 'The salary rule template’s id' }) ruleId: number;
  @Field(() => String, { description: 'The template’s name' }) ruleName: string;
  @Field(() => ThresholdTypeEnum, { description: 'What the threshold counts (never average_check)' })
  thresholdType: ThresholdType;
  @Field(() => Int, { description: 'The employee' }) employeeId: number;
  @Field(() => Decimal, { nullable: true, description: 'Where the metric stands; null when profit is hidden' })
  currentValue: string | null;
  @Field(() => Decimal, { nullable: true, description: 'The threshold; null when profit is hidden' })
  thresholdValue: string | null;
  @Field(() => Decimal, { nullable: true, description: 'What is left to reach it (≥ 0); null when profit is hidden' })
  remaining: string | null;
  @Field(() => Decimal, { description: 'currentValue / thresholdValue × 100, one decimal' }) progressPercent: string;
  @Field(() => Boolean, { description: 'true once the current value reached the threshold' }) isAchieved: boolean;
  @Field(() => Int, { description: 'Working days (Mon–Fri) of the period up to today, in the company’s timezone' })
  workingDaysElapsed: number;
  @Field(() => Int, { description: 'Working days (Mon–Fri) of the period' }) workingDaysTotal: number;
  @Field(() => Decimal, {
    nullable: true,
    description: 'The value at the current pace by the period’s end; null when profit is hidden',
  })
  projectedValue: string | null;
  @Field(() => Boolean, { description: 'Whether the projection reaches the threshold' }) projectedAchieved: boolean;
  @Field(() => Decimal, { nullable: true, description: 'What the rule pays now; null when amounts are hidden' })
  currentPayout: string | null;
  @Field(() => Decimal, {
    nullable: true,
    description: 'What the rule would pay at the projected pace, by the pay engine; null when amounts are hidden',
  })
  projectedPayout: string | null;
}

const employeeArg = {
  description: 'Only this employee’s goals; the employee role always gets its own',
  nullable: true,
} as const;

/** Goal progress: a query and its live twin over the same view (figure-views.goalsOf). */
@Resolver()
export class GoalProgressResolver {
  @Query(() => [GoalProgressItemType], {
    description: 'Each paid employee’s progress towards the threshold rules that apply to them, with a projection',
  })
  goalProgress(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('employeeId', () => Int, employeeArg) employeeId: number | null,
    @Args(() => PeriodArgsType) period: PeriodArgsType,
  ) {
    return goalProgress(ctx, companyId, { ...period, employeeId });
  }

  @Subscription(() => [GoalProgressItemType], {
    description: 'goalProgress, the whole list, when a change of the period moves it',
    subscribe: ({ args, context }) =>
      goalProgressChanges(context as RequestContext, args.companyId as number, args as PeriodArgsType),
  })
  goalProgressChanged(
    @Root() items: MaskedGoal[],
    @CompanyIdArg() _companyId: number,
    @Arg('employeeId', () => Int, employeeArg) _employeeId: number | null,
    @Args(() => PeriodArgsType) _period: PeriodArgsType,
  ): MaskedGoal[] {
    return items;
  }
}
