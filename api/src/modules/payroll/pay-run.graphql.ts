import { PAY_RUN_STATUS, type PayRunStatus } from '@staffpay/schema/pay/pay-run.schemas';
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import { declaredEnum } from '../../shared/graphql/declared-enum';
import { DateTime, Decimal } from '../../shared/graphql/scalars';
import { AFTER_ARG, connectionTypes } from '../../shared/graphql/connection';
import { MAX_RUNS_PAGE, payRun, payRuns } from './pay-run.service';

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

@ObjectType('PayRunUser', { description: 'The member who made a fix' })
class PayRunUserType {
  @Field(() => Int, { description: 'The user’s id' }) id: number;
  @Field(() => String, { description: '"first last"; empty when the account is gone' }) name: string;
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
}
