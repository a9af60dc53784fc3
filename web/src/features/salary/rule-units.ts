import type { UnitType } from '@staffpay/schema/pay/pay.enums';
import type { SalaryRuleTemplateFragment } from '@/gql/graphql';
import { pluralRu } from '@/shared/format/plural';

type Forms = readonly [one: string, few: string, many: string];

/**
 * The unit a count is given in: days for per_day, violations for per_violation,
 * minutes for per_minute, otherwise units. The 'many' forms are the contract's UNIT_LABELS.
 */
export const UNIT_FORMS: Record<UnitType, Forms> = {
  per_day: ['день', 'дня', 'дней'],
  per_violation: ['нарушение', 'нарушения', 'нарушений'],
  per_minute: ['минута', 'минуты', 'минут'],
  per_percent: ['единица', 'единицы', 'единиц'],
};

/** The unit's word for `count` ('1 день', '3 дня', '5 дней'); an unknown unit is 'единиц'. */
export function unitLabel(unitType: string, count: number): string {
  const forms = UNIT_FORMS[unitType as UnitType] ?? UNIT_FORMS.per_percent;
  return pluralRu(Number.isFinite(count) ? Math.trunc(count) : 0, forms);
}

export interface PerformanceEmployee {
  id: number;
  departmentIds: readonly number[];
}

/** Whether a template is assigned to the employee, as saving checks it (docs/payroll.md, 'In the product'). */
export function isAssigned(template: SalaryRuleTemplateFragment, employee: PerformanceEmployee): boolean {
  if (template.assignmentType === 'group') return template.employeeIds.includes(employee.id);
  return template.departmentIds.some((id) => employee.departmentIds.includes(id));
}

/** The active templates of a kind that the employee may receive a unit count for. */
export function assignedTemplates(
  templates: readonly SalaryRuleTemplateFragment[],
  employee: PerformanceEmployee | null,
): SalaryRuleTemplateFragment[] {
  if (!employee) return [];
  return templates.filter((t) => t.isActive && isAssigned(t, employee));
}
