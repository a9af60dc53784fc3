import type { AppliedRuleSource } from '@staffpay/schema/pay/pay.enums';
import type { EmployeeStatus, EmploymentType } from '@staffpay/schema/staff/staff.enums';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import type { PayChangeAction, PayChangeSource } from '@staffpay/schema/pay/pay.enums';
import { AppliedRuleSourceEnum, PayChangeActionEnum, PayChangeSourceEnum, type PayEvent } from '../pay-core';
import { EmployeeStatusEnum, EmploymentTypeEnum } from '../staff';
import type { EmployeeCardView } from './card.view';
import { AppliedRuleType, EmployeeCardType } from './figures.graphql';
import { PayEventType } from './payroll.graphql';

/*
 * Enum twins of closed sets the pay types first answered as text (issue 32, "closed sets are
 * enums"): the text fields stay, deprecated, naming these. Resolved only when asked for.
 */

@Resolver(() => AppliedRuleType)
export class AppliedRuleTwinsResolver {
  @FieldResolver(() => AppliedRuleSourceEnum, { description: 'Where the rule comes from (the enum form of source)' })
  ruleSource(@Root() rule: { source: AppliedRuleSource }): AppliedRuleSource {
    return rule.source;
  }
}

@Resolver(() => EmployeeCardType)
export class EmployeeCardTwinsResolver {
  @FieldResolver(() => EmployeeStatusEnum, { description: 'The employee’s status (the enum form of status)' })
  employeeStatus(@Root() card: Pick<EmployeeCardView, 'status'>): EmployeeStatus {
    return card.status;
  }

  @FieldResolver(() => EmploymentTypeEnum, { description: 'Full time or remote (the enum form of employmentType)' })
  employment(@Root() card: Pick<EmployeeCardView, 'employmentType'>): EmploymentType {
    return card.employmentType;
  }
}

@Resolver(() => PayEventType)
export class PayEventTwinsResolver {
  @FieldResolver(() => PayChangeSourceEnum, { description: 'What changed (the enum form of source)' })
  changeSource(@Root() event: Pick<PayEvent, 'source'>): PayChangeSource {
    return event.source;
  }

  @FieldResolver(() => PayChangeActionEnum, { description: 'What happened (the enum form of action)' })
  changeAction(@Root() event: Pick<PayEvent, 'action'>): PayChangeAction {
    return event.action;
  }
}
