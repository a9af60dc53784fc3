import { registerEnumType } from 'type-graphql';
import {
  ACHIEVEMENT_ICONS,
  APPLIED_RULE_MODES,
  ASSIGNMENT_TYPES,
  CALCULATION_TYPES,
  CALCULATION_TYPE_LABELS,
  RULE_PERIOD_LABELS,
  RULE_PERIODS,
  RULE_TYPE_LABELS,
  RULE_TYPES,
  SALARY_MODE_LABELS,
  SALARY_MODES,
  TEAM_BASE_LABELS,
  TEAM_BASES,
  THRESHOLD_TYPE_LABELS,
  THRESHOLD_TYPES,
  UNIT_LABELS,
  UNIT_TYPES,
} from '@staffpay/schema/pay/pay.enums';

/**
 * The GraphQL enumerations of the pay area, built from the contract's lists so the two cannot
 * drift. Ledger and payroll types import them from here; each is registered once.
 */
type EnumOf<T extends string> = { [K in T]: K };

function enumOf<T extends string>(values: readonly T[]): EnumOf<T> {
  return Object.fromEntries(values.map((v) => [v, v])) as EnumOf<T>;
}

/** The contract's Russian labels as value descriptions, so the schema documents what the screens show. */
function described<T extends string>(labels: Record<T, string>) {
  return Object.fromEntries(Object.entries(labels).map(([k, label]) => [k, { description: label as string }])) as {
    [K in T]: { description: string };
  };
}

export const RuleTypeEnum = enumOf(RULE_TYPES);
registerEnumType(RuleTypeEnum, {
  name: 'RuleType',
  description: 'How a salary rule computes its amount',
  valuesConfig: described(RULE_TYPE_LABELS),
});

export const RulePeriodEnum = enumOf(RULE_PERIODS);
registerEnumType(RulePeriodEnum, {
  name: 'RulePeriod',
  description: 'What a fixed salary rule’s value is paid per',
  valuesConfig: described(RULE_PERIOD_LABELS),
});

export const SalaryModeEnum = enumOf(SALARY_MODES);
registerEnumType(SalaryModeEnum, {
  name: 'SalaryMode',
  description: 'base: always paid; bonus: paid when the threshold is achieved',
  valuesConfig: described(SALARY_MODE_LABELS),
});

export const TeamBaseEnum = enumOf(TEAM_BASES);
registerEnumType(TeamBaseEnum, {
  name: 'TeamBase',
  description: 'Who a team rule’s team is',
  valuesConfig: described(TEAM_BASE_LABELS),
});

export const ThresholdTypeEnum = enumOf(THRESHOLD_TYPES);
registerEnumType(ThresholdTypeEnum, {
  name: 'ThresholdType',
  description: 'The metric a bonus-mode salary rule’s threshold is compared with',
  valuesConfig: described(THRESHOLD_TYPE_LABELS),
});

export const AchievementIconEnum = enumOf(ACHIEVEMENT_ICONS);
registerEnumType(AchievementIconEnum, {
  description: 'The icon a threshold rule shows when its threshold is reached',
  name: 'AchievementIcon',
  valuesConfig: {
    trophy: { description: 'A trophy' },
    star: { description: 'A star' },
    medal: { description: 'A medal' },
    crown: { description: 'A crown' },
    target: { description: 'A target' },
  },
});

export const CalculationTypeEnum = enumOf(CALCULATION_TYPES);
registerEnumType(CalculationTypeEnum, {
  name: 'CalculationType',
  description: 'How a bonus or penalty template computes its amount',
  valuesConfig: described(CALCULATION_TYPE_LABELS),
});

export const UnitTypeEnum = enumOf(UNIT_TYPES);
registerEnumType(UnitTypeEnum, {
  name: 'UnitType',
  description: 'The unit a per_unit template counts',
  valuesConfig: described(UNIT_LABELS),
});

export const AssignmentTypeEnum = enumOf(ASSIGNMENT_TYPES);
registerEnumType(AssignmentTypeEnum, {
  name: 'AssignmentType',
  description: 'department: the template applies to employees of its departmentIds; group: to its employeeIds',
  valuesConfig: {
    department: { description: 'Every employee of the template’s departmentIds' },
    group: { description: 'The template’s employeeIds only' },
  },
});

export const AppliedRuleModeEnum = enumOf(APPLIED_RULE_MODES);
registerEnumType(AppliedRuleModeEnum, {
  name: 'AppliedRuleMode',
  description: 'What an applied rule was: a salary rule’s mode, or a penalty template',
  valuesConfig: {
    base: { description: 'A base part of the salary, always paid' },
    bonus: { description: 'A bonus: added to the salary (a threshold rule once achieved)' },
    penalty: { description: 'A penalty: taken from the salary' },
  },
});
