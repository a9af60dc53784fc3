import type { LedgerType } from '@staffpay/schema/pay/ledger-types';
import type { RuleTemplateKind } from '@staffpay/schema/pay/pay.enums';
import type { EmployeeStatus } from '@staffpay/schema/staff/staff.enums';
import type {
  EngineEmployee,
  LedgerRecord,
  PayrollInput,
  PerformanceRecord,
  RuleTemplate,
  SalaryRule,
} from './engine.types';
import { monthPeriod, rangePeriod } from './period';

/** Builders for engine tests: every field the example does not care about gets a neutral default. */

export const NOVEMBER = monthPeriod('2026-11');

export function employee(id: number, departmentIds: number[] = [], status: EmployeeStatus = 'active'): EngineEmployee {
  return { id, firstName: `First${id}`, lastName: `Last${id}`, status, departmentIds };
}

export function salaryRule(
  id: number,
  fields: Partial<Omit<SalaryRule, 'appliesTo'>> & { departments?: number[]; employees?: number[]; groups?: number[] },
): SalaryRule {
  const { departments = [], employees = [], groups = [], ...rest } = fields;
  return {
    id,
    templateName: `Rule ${id}`,
    ruleType: 'fixed',
    value: '0',
    period: 'monthly',
    teamBase: null,
    salaryMode: 'base',
    considerOrdersAndProfit: false,
    appliesTo: { departments, employees, groups },
    thresholdType: null,
    thresholdValue: null,
    isActive: true,
    ...rest,
  };
}

export function template(id: number, kind: RuleTemplateKind, fields: Partial<RuleTemplate> = {}): RuleTemplate {
  return {
    id,
    kind,
    templateName: `${kind} ${id}`,
    calculationType: 'fixed',
    amount: '0',
    unitType: 'per_day',
    assignmentType: 'group',
    departmentIds: [],
    employeeIds: [],
    isActive: true,
    ...fields,
  };
}

export function record(id: number, employeeId: number, fields: Partial<PerformanceRecord> = {}): PerformanceRecord {
  return {
    id,
    employeeId,
    startDate: '2026-11-01',
    endDate: '2026-11-15',
    ordersCount: 0,
    employeeProfit: '0',
    bonusRules: [],
    penaltyRules: [],
    ...fields,
  };
}

export function ledger(
  id: number,
  employeeId: number,
  type: LedgerType,
  amount: string,
  appliedDate = '2026-11-10',
  quantity: number | null = null,
): LedgerRecord {
  return { id, employeeId, type, amount, reason: `${type} ${id}`, quantity, appliedDate };
}

export function payrollInput(fields: Partial<PayrollInput>): PayrollInput {
  return {
    period: NOVEMBER,
    employees: [],
    departments: [1, 2, 3].map((id) => ({ id, name: `Department ${id}` })),
    salaryRules: [],
    ruleTemplates: [],
    performance: [],
    ledger: [],
    ...fields,
  };
}

/**
 * docs/payroll.md, Example 29 (a three-day series): E1 1000.00 fixed plus a bonus of 100 on the 2nd,
 * a penalty of 40 on the 3rd and an advance of 300 (prepaid: not in the payroll); E2 inactive (not
 * paid, but its profit counts).
 */
export function example29(): PayrollInput {
  return payrollInput({
    period: rangePeriod('2026-11-01', '2026-11-03'),
    employees: [employee(1), employee(2, [], 'inactive')],
    salaryRules: [salaryRule(1, { value: '1000', period: 'monthly', employees: [1, 2] })],
    performance: [
      record(1, 1, { endDate: '2026-11-01', employeeProfit: '500.50' }),
      record(2, 2, { endDate: '2026-11-03', employeeProfit: '99.50' }),
      record(3, 1, { endDate: '2026-10-31', employeeProfit: '7' }),
    ],
    ledger: [
      ledger(1, 1, 'bonus', '100', '2026-11-02'),
      ledger(2, 1, 'penalty', '40', '2026-11-03'),
      ledger(3, 1, 'advance', '300', '2026-11-01'),
    ],
  });
}
