import { z } from 'zod';
import {
  ACHIEVEMENT_ICON,
  RULE_PERIOD,
  RULE_TYPE,
  RULE_TYPES,
  SALARY_MODE,
  STANDALONE_RULE_TYPES,
  TEAM_BASE,
  THRESHOLD_TYPE,
  type AchievementIcon,
  type RulePeriod,
  type RuleType,
  type SalaryMode,
  type TeamBase,
  type ThresholdType,
} from '@staffpay/schema/pay/pay.enums';
import { optionsOf } from '@staffpay/schema/enumerations/declaration';
import { salaryTemplateSchema } from '@staffpay/schema/pay/pay.schemas';
import type { RuleTemplatesSalaryFieldsFragment, SalaryRuleTemplateInput } from '@/gql/graphql';
import { decimalText, existingIds, type Option } from './template-form';

/** The tab on /rule-templates offers every rule type; the standalone page all but fixed_per_deal. */
export type SalaryFormVariant = 'tab' | 'standalone';

export interface SalaryTemplateFormValues {
  templateName: string;
  description: string;
  ruleType: RuleType;
  /** What the number input holds: a number, or '' when empty. */
  value: string | number;
  period: RulePeriod;
  teamBase: TeamBase;
  salaryMode: SalaryMode;
  thresholdType: ThresholdType | null;
  thresholdValue: string | number;
  achievementIcon: AchievementIcon | null;
  considerOrdersAndProfit: boolean;
  isActive: boolean;
  /** Ids as the multi-selects hold them. */
  departments: string[];
  employees: string[];
  /** appliesTo.groups: no rule reads them and the form does not show them, but an edit keeps them. */
  groups: number[];
}

/** A new template, or an existing one without the ids of departments and employees deleted since. */
export function initialSalaryValues(
  template: RuleTemplatesSalaryFieldsFragment | null,
  exists: { departments: ReadonlySet<number>; employees: ReadonlySet<number> },
): SalaryTemplateFormValues {
  if (!template) {
    return {
      templateName: '',
      description: '',
      ruleType: 'fixed',
      value: '',
      period: 'monthly',
      teamBase: 'department',
      salaryMode: 'base',
      thresholdType: null,
      thresholdValue: '',
      achievementIcon: null,
      considerOrdersAndProfit: false,
      isActive: true,
      departments: [],
      employees: [],
      groups: [],
    };
  }
  return {
    templateName: template.templateName,
    description: template.description ?? '',
    ruleType: template.ruleType,
    // A value the viewer's role does not see (null) opens empty, never as 0.
    value: template.value ?? '',
    period: template.period,
    teamBase: template.teamBase ?? 'department',
    salaryMode: template.salaryMode,
    thresholdType: template.thresholdType ?? null,
    thresholdValue: template.thresholdValue ?? '',
    achievementIcon: template.achievementIcon ?? null,
    considerOrdersAndProfit: template.considerOrdersAndProfit,
    isActive: template.isActive,
    departments: existingIds(template.appliesTo.departments, exists.departments),
    employees: existingIds(template.appliesTo.employees, exists.employees),
    groups: [...template.appliesTo.groups],
  };
}

/**
 * Which fields the form shows: what the rule type and the mode make meaningful (docs/payroll.md,
 * 'Base and bonus mode').
 */
export function salaryFieldsShown(values: Pick<SalaryTemplateFormValues, 'ruleType' | 'salaryMode' | 'thresholdType'>) {
  const bonus = values.salaryMode === 'bonus';
  return {
    teamBase: values.ruleType === 'percent_team',
    threshold: bonus,
    // average_check needs no value: the best average check wins.
    thresholdValue: bonus && values.thresholdType !== null && values.thresholdType !== 'average_check',
    achievementIcon: bonus,
  };
}

/**
 * What the create/update call takes. Hidden fields are sent empty, so what the form showed is what
 * is stored: a base-mode rule keeps no threshold, a non-team rule no team base.
 */
export function toSalaryInput(values: SalaryTemplateFormValues): SalaryRuleTemplateInput {
  const shown = salaryFieldsShown(values);
  return {
    templateName: values.templateName.trim(),
    description: values.description.trim() || null,
    ruleType: values.ruleType,
    value: decimalText(values.value),
    period: values.period,
    teamBase: shown.teamBase ? values.teamBase : null,
    salaryMode: values.salaryMode,
    thresholdType: shown.threshold ? values.thresholdType : null,
    thresholdValue: shown.thresholdValue ? decimalText(values.thresholdValue) || null : null,
    achievementIcon: shown.achievementIcon ? values.achievementIcon : null,
    considerOrdersAndProfit: values.considerOrdersAndProfit,
    isActive: values.isActive,
    appliesTo: {
      departments: values.departments.map(Number),
      employees: values.employees.map(Number),
      groups: values.groups,
    },
  };
}

/** The contract's schema applied to what the form would send, so its messages land on the fields. */
export const salaryFormSchema = z.preprocess(
  (values) => toSalaryInput(values as SalaryTemplateFormValues),
  salaryTemplateSchema,
);

/** The rule types a variant offers; an edited template keeps its own type even where it is not offered. */
export function ruleTypeOptions(variant: SalaryFormVariant, current: RuleType | null): Option[] {
  const offered: readonly RuleType[] = variant === 'tab' ? RULE_TYPES : STANDALONE_RULE_TYPES;
  const types = current && !offered.includes(current) ? [...offered, current] : offered;
  return optionsOf(RULE_TYPE, types);
}

export const PERIOD_OPTIONS = optionsOf(RULE_PERIOD);
export const TEAM_BASE_OPTIONS = optionsOf(TEAM_BASE);
export const SALARY_MODE_OPTIONS = optionsOf(SALARY_MODE);
export const THRESHOLD_OPTIONS = optionsOf(THRESHOLD_TYPE);
export const ICON_OPTIONS = optionsOf(ACHIEVEMENT_ICON);
