import {
  PAY_RUN_REVIEW_STATE,
  PAY_RUN_STAGE,
  PAY_RUN_STATUS,
  type PayRun,
  type PayRunReviewState,
  type PayRunStage,
  type PayRunStatus,
} from '@staffpay/schema/pay/pay-run.schemas';
import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import { declaredEnum } from '../../shared/graphql/declared-enum';
import { DateTime, Decimal } from '../../shared/graphql/scalars';
import { AFTER_ARG, connectionTypes } from '../../shared/graphql/connection';
import { MAX_RUNS_PAGE, payRun, payRunChanges, payRuns } from './pay-run.service';
import { approvePayRun, returnPayRun, submitPayRun } from './pay-run-review.service';

const PayRunStageEnum = declaredEnum(PAY_RUN_STAGE, {
  name: 'PayRunStage',
  description:
    'Where a company’s month stands in its review: draft → in_review → approved (reopened after a reopened fix)',
  describe: (declared) => declared.doc,
});

const PayRunReviewStateEnum = declaredEnum(PAY_RUN_REVIEW_STATE, {
  name: 'PayRunReviewState',
  description: 'The stored state of a month’s review',
  describe: (declared) => declared.doc,
});

const PayRunStatusEnum = declaredEnum(PAY_RUN_STATUS, {
  name: 'PayRunStatus',
  description: 'Whether a company’s month is fixed: fixes are per employee, so a month may be partly fixed',
  describe: (declared) => declared.doc,
});

const HIDDEN = 'null without salaries.field.amounts';

@ObjectType('PayRunTotals', { description: 'The month’s money figures for the whole company (paid employees)' })
class PayRunTotalsType {
  @Field(() => Decimal, { nullable: true, description: `Every paid employee’s total salary; ${HIDDEN}` })
  totalSalaryFund: string | null;
  @Field(() => Decimal, { nullable: true, description: `Rule bonuses plus bonus records; ${HIDDEN}` })
  totalBonuses: string | null;
  @Field(() => Decimal, { nullable: true, description: `Rule penalties plus penalty records; ${HIDDEN}` })
  totalPenalties: string | null;
  @Field(() => Decimal, { nullable: true, description: `Advances paid; ${HIDDEN}` }) totalAdvances: string | null;
  @Field(() => Decimal, { nullable: true, description: `Piecework payments; ${HIDDEN}` }) totalPiecework: string | null;
  @Field(() => Decimal, { nullable: true, description: `The fund minus advances; ${HIDDEN}` }) amountDue: string | null;
  @Field(() => Decimal, { nullable: true, description: 'The company’s profit; null without salaries.field.profit' })
  totalProfit: string | null;
}

@ObjectType('PayRunUser', { description: 'The member who made a fix, or sent or decided a review' })
class PayRunUserType {
  @Field(() => Int, { description: 'The user’s id' }) id: number;
  @Field(() => String, { description: '"first last"; empty when the account is gone' }) name: string;
}

@ObjectType('PayRunReview', { description: 'A month’s review: who sent it, who decided, and why it was returned' })
class PayRunReviewType {
  @Field(() => PayRunReviewStateEnum, { description: 'in_review, approved or returned' }) state: PayRunReviewState;
  @Field(() => DateTime, { nullable: true, description: 'When it was last sent for review' })
  submittedAt: Date | null;
  @Field(() => PayRunUserType, { nullable: true, description: 'Who sent it; null when unknown' })
  submittedBy: PayRunUserType | null;
  @Field(() => DateTime, { nullable: true, description: 'When it was approved or returned; null while in review' })
  decidedAt: Date | null;
  @Field(() => PayRunUserType, { nullable: true, description: 'Who approved or returned it' })
  decidedBy: PayRunUserType | null;
  @Field(() => String, { nullable: true, description: 'Why it was returned (shown until it is sent again)' })
  returnReason: string | null;
}

@ObjectType('PayRun', { description: 'A company’s pay month as one object: status, totals, and who fixed it' })
class PayRunType {
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => String, { description: "The month, 'YYYY-MM'" }) period: string;
  @Field(() => String, { description: 'The first day, YYYY-MM-DD (a date, not an instant)' }) from: string;
  @Field(() => String, { description: 'The last day, YYYY-MM-DD (a date, not an instant)' }) to: string;
  @Field(() => PayRunStatusEnum, { description: 'open, partially_fixed or fixed' }) status: PayRunStatus;
  @Field(() => Int, { description: 'Paid employees (active or on vacation) in the month' }) employeeCount: number;
  @Field(() => Int, { description: 'Paid employees whose fixes cover the whole month' }) fixedCount: number;
  @Field(() => PayRunTotalsType, {
    description: 'The engine’s figures of the month (records in fixed periods are locked)',
  })
  totals: PayRunTotalsType;
  @Field(() => DateTime, {
    nullable: true,
    description: 'When the last fix completing the month was made; null unless fixed',
  })
  fixedAt: Date | null;
  @Field(() => PayRunUserType, { nullable: true, description: 'Who made that fix; null unless fixed, or when unknown' })
  fixedBy: PayRunUserType | null;
  @Field(() => PayRunStageEnum, { description: 'draft, in_review, approved or reopened (beside status)' })
  stage: PayRunStage;
  @Field(() => PayRunReviewType, { nullable: true, description: 'The month’s review; null until first sent' })
  review: PayRunReviewType | null;
}

const PayRunConnectionType = connectionTypes('PayRun', PayRunType, 'pay runs', 'newest month first');

@Resolver()
export class PayRunResolver {
  @Query(() => PayRunConnectionType, {
    description:
      'The company’s pay runs: every month a fixed period (not reopened) reaches into, newest first (salaries.view)',
  })
  payRuns(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('first', () => Int, {
      nullable: true,
      defaultValue: MAX_RUNS_PAGE,
      description: `Page size: at most ${MAX_RUNS_PAGE} (each run computes its month)`,
    })
    first: number | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_ARG }) after: string | null,
  ) {
    return payRuns(ctx, companyId, { first, after });
  }

  @Query(() => PayRunType, { description: 'A company’s month as one pay run (salaries.view, like payrollStats)' })
  payRun(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('period', () => String, { description: "The month, 'YYYY-MM'" }) period: string,
  ) {
    return payRun(ctx, companyId, period);
  }

  @Mutation(() => PayRunType, {
    description:
      'Sends the month for review (salaries.edit): from draft or reopened; takes the snapshot and freezes the month',
  })
  submitPayRun(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('period', () => String, { description: "The month, 'YYYY-MM'" }) period: string,
  ) {
    return submitPayRun(ctx, companyId, period);
  }

  @Mutation(() => PayRunType, {
    description: 'Approves the month in review (salaries.approve): fixes it with the snapshot taken when it was sent',
  })
  approvePayRun(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('period', () => String, { description: "The month, 'YYYY-MM'" }) period: string,
  ) {
    return approvePayRun(ctx, companyId, period);
  }

  @Mutation(() => PayRunType, {
    description: 'Returns the month in review with a reason (salaries.approve): open again',
  })
  returnPayRun(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('period', () => String, { description: "The month, 'YYYY-MM'" }) period: string,
    @Arg('reason', () => String, { description: 'Why it is returned: 1–500 characters' }) reason: string,
  ) {
    return returnPayRun(ctx, companyId, period, reason);
  }

  @Subscription(() => PayRunType, {
    description: 'payRun, whole, when its stage or its pay changes (salaries.view)',
    subscribe: ({ args, context }) =>
      payRunChanges(context as RequestContext, args.companyId as number, args.period as string),
  })
  payRunChanged(
    @Root() run: PayRun,
    @CompanyIdArg() _companyId: number,
    @Arg('period', () => String, { description: "The month, 'YYYY-MM'" }) _period: string,
  ): PayRun {
    return run;
  }
}
