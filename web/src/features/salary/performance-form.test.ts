import { PAY_MESSAGES } from '@staffpay/schema/pay/pay.schemas';
import { describe, expect, it } from 'vitest';
import type { SalaryRuleTemplateFragment } from '@/gql/graphql';
import {
  checkPerformance,
  initialPerformanceValues,
  recordValues,
  type PerformanceFormValues,
} from './performance-form';

const template = (id: number): SalaryRuleTemplateFragment => ({
  id,
  templateName: `Шаблон ${id}`,
  calculationType: 'per_unit',
  amount: '100.00',
  unitType: 'per_day',
  assignmentType: 'department',
  departmentIds: [1],
  employeeIds: [],
  isActive: true,
});
const rules = { bonus: [template(1), template(2)], penalty: [template(3)] };

const filled = (over: Partial<PerformanceFormValues> = {}): PerformanceFormValues => ({
  employeeId: '7',
  startDate: '2026-05-01',
  endDate: '2026-05-14',
  ordersCount: 12,
  employeeProfit: 15000.5,
  units: {},
  ...over,
});

describe('checkPerformance (the contract’s performanceSchema)', () => {
  it('starts with the running month and asks for employee and profit', () => {
    const values = initialPerformanceValues('2026-05-14');
    expect(values).toMatchObject({ startDate: '2026-05-01', endDate: '2026-05-14', ordersCount: 0 });
    const result = checkPerformance(values, { bonus: [], penalty: [] });
    expect(result).toEqual({
      ok: false,
      errors: { employeeId: PAY_MESSAGES.employeeRequired, employeeProfit: PAY_MESSAGES.profitRequired },
    });
  });

  it('sends only the rules with a count above 0, and the profit as an exact string', () => {
    const result = checkPerformance(filled({ units: { b1: 0, b2: 3, p3: '' } }), rules);
    expect(result).toEqual({
      ok: true,
      input: {
        employeeId: 7,
        startDate: '2026-05-01',
        endDate: '2026-05-14',
        ordersCount: 12,
        employeeProfit: '15000.5',
        bonusRules: [{ ruleId: 2, unitCount: 3 }],
        penaltyRules: [],
      },
    });
  });

  it('puts each message on its field, including a rule’s count', () => {
    const result = checkPerformance(
      filled({ startDate: '', ordersCount: -1, units: { p3: -2 }, employeeProfit: '' }),
      rules,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        startDate: PAY_MESSAGES.startDateRequired,
        ordersCount: PAY_MESSAGES.ordersNegative,
        employeeProfit: PAY_MESSAGES.profitRequired,
        'units.p3': PAY_MESSAGES.unitsNegative,
      },
    });
  });

  it('refuses an end before the start and dates before 1900', () => {
    const backwards = checkPerformance(filled({ startDate: '2026-05-10', endDate: '2026-05-01' }), rules);
    expect(backwards).toEqual({ ok: false, errors: { endDate: PAY_MESSAGES.endBeforeStart } });
    const old = checkPerformance(filled({ startDate: '1899-12-31' }), rules);
    expect(old.ok).toBe(false);
    expect(Object.keys(!old.ok ? old.errors : {})).toEqual(['startDate']);
  });
});

describe('recordValues', () => {
  it('opens figures the viewer’s role does not see empty, never as 0', () => {
    const values = recordValues({
      id: 31,
      employeeId: 7,
      startDate: '2026-05-01',
      endDate: '2026-05-10',
      ordersCount: null,
      employeeProfit: null,
      createdAt: '2026-05-10T10:00:00.000Z',
      bonusRules: [],
      penaltyRules: [],
    });
    expect(values).toMatchObject({ employeeId: '7', ordersCount: '', employeeProfit: '' });
  });
});
