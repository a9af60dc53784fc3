import { UNIT_LABELS, UNIT_TYPES } from '@staffpay/schema/pay/pay.enums';
import { describe, expect, it } from 'vitest';
import type { SalaryRuleTemplateFragment } from '@/gql/graphql';
import { assignedTemplates, isAssigned, UNIT_FORMS, unitLabel } from './rule-units';

const template = (over: Partial<SalaryRuleTemplateFragment>): SalaryRuleTemplateFragment => ({
  id: 1,
  templateName: 'Шаблон',
  calculationType: 'fixed',
  amount: '100.00',
  unitType: 'per_day',
  assignmentType: 'department',
  departmentIds: [],
  employeeIds: [],
  isActive: true,
  ...over,
});

describe('unitLabel (days, violations, minutes, otherwise units)', () => {
  it('names the unit of each type with the Russian plural of the count', () => {
    expect(unitLabel('per_day', 1)).toBe('день');
    expect(unitLabel('per_day', 3)).toBe('дня');
    expect(unitLabel('per_day', 0)).toBe('дней');
    expect(unitLabel('per_violation', 21)).toBe('нарушение');
    expect(unitLabel('per_violation', 12)).toBe('нарушений');
    expect(unitLabel('per_minute', 45)).toBe('минут');
    expect(unitLabel('per_minute', 2)).toBe('минуты');
    expect(unitLabel('per_percent', 5)).toBe('единиц');
    expect(unitLabel('per_percent', 1)).toBe('единица');
    expect(unitLabel('anything_else', 5)).toBe('единиц');
  });

  it('agrees with the contract’s unit labels', () => {
    for (const unit of UNIT_TYPES) expect(UNIT_FORMS[unit][2]).toBe(UNIT_LABELS[unit]);
  });
});

describe('which templates the form offers', () => {
  const employee = { id: 7, departmentIds: [2, 5] };

  it('by department or by the group’s employees', () => {
    expect(isAssigned(template({ departmentIds: [5] }), employee)).toBe(true);
    expect(isAssigned(template({ departmentIds: [3] }), employee)).toBe(false);
    expect(isAssigned(template({ assignmentType: 'group', employeeIds: [7] }), employee)).toBe(true);
    // A group template ignores its (stale) departments.
    expect(isAssigned(template({ assignmentType: 'group', departmentIds: [2], employeeIds: [8] }), employee)).toBe(
      false,
    );
  });

  it('only active ones, and none without an employee', () => {
    const list = [
      template({ id: 1, departmentIds: [2] }),
      template({ id: 2, departmentIds: [2], isActive: false }),
      template({ id: 3, departmentIds: [9] }),
      template({ id: 4, assignmentType: 'group', employeeIds: [7] }),
    ];
    expect(assignedTemplates(list, employee).map((t) => t.id)).toEqual([1, 4]);
    expect(assignedTemplates(list, null)).toEqual([]);
  });
});
