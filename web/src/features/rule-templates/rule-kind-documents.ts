import type { RuleTemplateKind } from '@staffpay/schema/pay/pay.enums';
import {
  RuleTemplatesBonusListDocument,
  RuleTemplatesCreateBonusDocument,
  RuleTemplatesCreatePenaltyDocument,
  RuleTemplatesDeleteBonusDocument,
  RuleTemplatesDeletePenaltyDocument,
  RuleTemplatesPenaltyListDocument,
  RuleTemplatesToggleBonusDocument,
  RuleTemplatesTogglePenaltyDocument,
  RuleTemplatesUpdateBonusDocument,
  RuleTemplatesUpdatePenaltyDocument,
} from '@/gql/graphql';

/**
 * The operations of each kind. Bonus and penalty operations alias their fields alike (templates,
 * template, deleted), so both kinds have the same result types and one hook serves either.
 */
const bonus = {
  list: RuleTemplatesBonusListDocument,
  create: RuleTemplatesCreateBonusDocument,
  update: RuleTemplatesUpdateBonusDocument,
  toggle: RuleTemplatesToggleBonusDocument,
  remove: RuleTemplatesDeleteBonusDocument,
};

/** Typed as the bonus operations: the penalty ones must have the same shape to compile. */
export const RULE_KIND_DOCUMENTS: Record<RuleTemplateKind, typeof bonus> = {
  bonus,
  penalty: {
    list: RuleTemplatesPenaltyListDocument,
    create: RuleTemplatesCreatePenaltyDocument,
    update: RuleTemplatesUpdatePenaltyDocument,
    toggle: RuleTemplatesTogglePenaltyDocument,
    remove: RuleTemplatesDeletePenaltyDocument,
  },
};
