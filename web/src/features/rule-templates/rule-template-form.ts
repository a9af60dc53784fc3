import { z } from 'zod';
import {
  ASSIGNMENT_TYPE,
  CALCULATION_TYPE,
  DEFAULT_UNIT_TYPE,
  UNIT_TYPE,
  type AssignmentType,
  type CalculationType,
  type UnitType,
} from '@staffpay/schema/pay/pay.enums';
import { optionsOf } from '@staffpay/schema/enumerations/declaration';
import { ruleTemplateSchema } from '@staffpay/schema/pay/pay.schemas';
import type { RuleTemplateInput, RuleTemplatesRuleFieldsFragment } from '@/gql/graphql';
import { RULE_TEMPLATE_FORM } from './rule-templates.messages';
import { decimalText } from './template-form';

export interface RuleTemplateFormValues {
  templateName: string;
  description: string;
  amount: string | number;
  calculationType: CalculationType;
  unitType: UnitType;
  assignmentType: AssignmentType;
  /** Ids as the multi-selects hold them. */
  departmentIds: string[];
  employeeIds: string[];
  isActive: boolean;
}

/**
 * A new template, or an existing one. The server names the departments and employees of its
 * lists that still exist; those are the ones the form keeps.
 */
export function initialRuleValues(template: RuleTemplatesRuleFieldsFragment | null): RuleTemplateFormValues {
  if (!template) {
    return {
      templateName: '',
      description: '',
      amount: '',
      calculationType: 'fixed',
      unitType: DEFAULT_UNIT_TYPE,
      assignmentType: 'department',
      departmentIds: [],
      employeeIds: [],
      isActive: true,
    };
  }
  return {
    templateName: template.templateName,
    description: template.description ?? '',
    // An amount the viewer's role does not see (null) opens empty, never as 0.
    amount: template.amount ?? '',
    calculationType: template.calculationType,
    unitType: template.unitType,
    assignmentType: template.assignmentType,
    departmentIds: template.departments.map((d) => String(d.id)),
    employeeIds: template.employees.map((e) => String(e.id)),
    isActive: template.isActive,
  };
}

/**
 * What the create/update call takes. Both lists are sent as they are: the server keeps the one
 * the assignment type does not use, so switching the type back finds it again.
 */
export function toRuleInput(values: RuleTemplateFormValues): RuleTemplateInput {
  return {
    templateName: values.templateName.trim(),
    description: values.description.trim() || null,
    amount: decimalText(values.amount),
    calculationType: values.calculationType,
    unitType: values.unitType,
    assignmentType: values.assignmentType,
    departmentIds: values.departmentIds.map(Number),
    employeeIds: values.employeeIds.map(Number),
    isActive: values.isActive,
  };
}

/** The contract's schema applied to what the form would send, so its messages land on the fields. */
export const ruleFormSchema = z.preprocess(
  (values) => toRuleInput(values as RuleTemplateFormValues),
  ruleTemplateSchema,
);

/** The amount's label says what the number is: money, a percent of the profit, or money per unit. */
export function amountLabel(calculationType: CalculationType): string {
  if (calculationType === 'percentage') return RULE_TEMPLATE_FORM.amountPercent;
  if (calculationType === 'per_unit') return RULE_TEMPLATE_FORM.amountPerUnit;
  return RULE_TEMPLATE_FORM.amountFixed;
}

export const CALCULATION_OPTIONS = optionsOf(CALCULATION_TYPE);
export const UNIT_OPTIONS = optionsOf(UNIT_TYPE);
export const ASSIGNMENT_OPTIONS = optionsOf(ASSIGNMENT_TYPE);
