import { PAY_ANOMALY_KIND, DEFAULT_CHANGE_SHARE, type PayAnomalyKind } from '@staffpay/schema/pay/pay-run.schemas';
import type { LedgerType } from '@staffpay/schema/pay/ledger-types';
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../shared/context';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import { declaredEnum } from '../../shared/graphql/declared-enum';
import { Decimal } from '../../shared/graphql/scalars';
import { LedgerTypeEnum } from '../ledger';
import { payRunAnomalies, payRunAnomaliesChanges } from './pay-run-anomalies.service';

const PayAnomalyKindEnum = declaredEnum(PAY_ANOMALY_KIND, {
  name: 'PayAnomalyKind',
  description: 'What the pre-close check flags in a month',
  describe: (declared) => declared.doc,
});

const HIDDEN = 'null without salaries.field.amounts';
const SHARE = 'The share a total may move by before it is flagged: 0 < x ≤ 10 (0.25 = 25 %)';

@ObjectType('PayRunAnomaly', { description: 'One finding of the pre-close check, about one employee' })
class PayRunAnomalyType {
  @Field(() => PayAnomalyKindEnum, { description: 'What was found' }) kind: PayAnomalyKind;
  @Field(() => Int, { description: 'The employee it is about' }) employeeId: number;
  @Field(() => String, { description: '"first last"' }) employeeName: string;
  @Field(() => Int, { nullable: true, description: 'The salary rule (rule_started, rule_stopped)' })
  ruleId: number | null;
  @Field(() => String, { nullable: true, description: 'Its name; null when the rule is gone' })
  ruleName: string | null;
  @Field(() => LedgerTypeEnum, { nullable: true, description: 'The records’ type (duplicate_record)' })
  ledgerType: LedgerType | null;
  @Field(() => [Int], { description: 'The ledger records concerned (duplicate_record, inactive_paid)' })
  recordIds: number[];
  @Field(() => Decimal, {
    nullable: true,
    description: `The total now (total_changed), the amount due (negative_due) or the records’ amount; ${HIDDEN}`,
  })
  amount: string | null;
  @Field(() => Decimal, { nullable: true, description: `The last fixed month’s total (total_changed); ${HIDDEN}` })
  previousAmount: string | null;
}

@ObjectType('PayRunAnomalies', { description: 'The pre-close check of a month' })
class PayRunAnomaliesType {
  @Field(() => String, { description: "The month, 'YYYY-MM'" }) period: string;
  @Field(() => String, { nullable: true, description: 'The last fixed month compared with; null when none' })
  comparedWith: string | null;
  @Field(() => Decimal, { description: SHARE }) changeShare: string;
  @Field(() => [PayRunAnomalyType], { description: 'Ordered by employee, then kind' }) items: PayRunAnomalyType[];
}

@Resolver()
export class PayRunAnomaliesResolver {
  @Query(() => PayRunAnomaliesType, {
    description: 'The pre-close check of a month against the last fixed month and its ledger (salaries.view)',
  })
  payRunAnomalies(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('period', () => String, { description: "The month, 'YYYY-MM'" }) period: string,
    @Arg('changeShare', () => Decimal, { defaultValue: DEFAULT_CHANGE_SHARE, description: SHARE }) changeShare: string,
  ) {
    return payRunAnomalies(ctx, companyId, period, changeShare);
  }

  @Subscription(() => PayRunAnomaliesType, {
    description: 'payRunAnomalies, whole, when a change of the month moves it (salaries.view)',
    subscribe: ({ args, context }) =>
      payRunAnomaliesChanges(context as RequestContext, args.companyId as number, args.period, args.changeShare),
  })
  payRunAnomaliesChanged(
    @Root() found: PayRunAnomaliesType,
    @CompanyIdArg() _companyId: number,
    @Arg('period', () => String, { description: "The month, 'YYYY-MM'" }) _period: string,
    @Arg('changeShare', () => Decimal, { defaultValue: DEFAULT_CHANGE_SHARE, description: SHARE }) _changeShare: string,
  ): PayRunAnomaliesType {
    return found;
  }
}
