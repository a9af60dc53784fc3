import {
  ACHIEVEMENT_ICON,
  APPLIED_RULE_MODE,
  APPLIED_RULE_SOURCE,
  ASSIGNMENT_TYPE,
  CALCULATION_TYPE,
  PAY_CHANGE_ACTION,
  PAY_CHANGE_SOURCE,
  RULE_PERIOD,
  RULE_TYPE,
  SALARY_MODE,
  TEAM_BASE,
  THRESHOLD_TYPE,
  UNIT_TYPE,
} from '@staffpay/schema/pay/pay.enums';
import { declaredEnum } from '../../shared/graphql/declared-enum';

/**
 * The GraphQL enumerations of the pay area, built from the contract's declarations so the two
 * cannot drift: values described by their Russian labels (what the screens show), or by the
 * declaration's `doc` where one is written. Ledger and payroll types import them from here; each
 * is registered once.
 */
const byLabel = (declared: { label: string }) => declared.label;
const byDoc = (declared: { doc: string }) => declared.doc;

export const RuleTypeEnum = declaredEnum(RULE_TYPE, {
  name: 'RuleType',
  description: 'How a salary rule computes its amount',
  describe: byLabel,
});

export const RulePeriodEnum = declaredEnum(RULE_PERIOD, {
  name: 'RulePeriod',
  description: 'What a fixed salary rule’s value is paid per',
  describe: byLabel,
});

export const SalaryModeEnum = declaredEnum(SALARY_MODE, {
  name: 'SalaryMode',
  description: 'base: always paid; bonus: paid when the threshold is achieved',
  describe: byLabel,
});

export const TeamBaseEnum = declaredEnum(TEAM_BASE, {
  name: 'TeamBase',
  description: 'Who a team rule’s team is',
  describe: byLabel,
});

export const ThresholdTypeEnum = declaredEnum(THRESHOLD_TYPE, {
  name: 'ThresholdType',
  description: 'The metric a bonus-mode salary rule’s threshold is compared with',
  describe: byLabel,
});

export const AchievementIconEnum = declaredEnum(ACHIEVEMENT_ICON, {
  name: 'AchievementIcon',
  description: 'The icon a threshold rule shows when its threshold is reached',
  describe: byDoc,
});

export const CalculationTypeEnum = declaredEnum(CALCULATION_TYPE, {
  name: 'CalculationType',
  description: 'How a bonus or penalty template computes its amount',
  describe: byLabel,
});

export const UnitTypeEnum = declaredEnum(UNIT_TYPE, {
  name: 'UnitType',
  description: 'The unit a per_unit template counts',
  describe: (declared) => declared.countLabel,
});

export const AssignmentTypeEnum = declaredEnum(ASSIGNMENT_TYPE, {
  name: 'AssignmentType',
  description: 'department: the template applies to employees of its departmentIds; group: to its employeeIds',
  describe: byDoc,
});

export const AppliedRuleModeEnum = declaredEnum(APPLIED_RULE_MODE, {
  name: 'AppliedRuleMode',
  description: 'What an applied rule was: a salary rule’s mode, or a penalty template',
  describe: byDoc,
});

export const AppliedRuleSourceEnum = declaredEnum(APPLIED_RULE_SOURCE, {
  name: 'AppliedRuleSource',
  description: 'Where an applied rule comes from: a salary rule template, or a bonus or penalty template',
  describe: byDoc,
});

export const PayChangeSourceEnum = declaredEnum(PAY_CHANGE_SOURCE, {
  name: 'PayChangeSource',
  description: 'What a pay change concerns',
  describe: byDoc,
});

export const PayChangeActionEnum = declaredEnum(PAY_CHANGE_ACTION, {
  name: 'PayChangeAction',
  description: 'What happened in a pay change',
  describe: byDoc,
});
