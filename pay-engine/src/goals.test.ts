import { describe, expect, it } from 'vitest';
import { computePayroll } from './engine';
import { employee, payrollInput, record, salaryRule } from './engine.fixtures';
import { goalProgress, projectedPercent, workingDays } from './goals';
import type { PayrollInput } from './engine.types';

/**
 * November 2026 has 21 working days (Mon–Fri); by Friday the 13th 10 have passed, so the pace
 * multiplier is 21/10 = 2.1.
 */

const november = (): PayrollInput =>
  payrollInput({
    employees: [employee(1, [1]), employee(2, [1]), employee(3, [1], 'inactive')],
    salaryRules: [
      salaryRule(1, {
        ruleType: 'percent_individual',
        value: '10',
        salaryMode: 'bonus',
        thresholdType: 'employee_profit',
        thresholdValue: '100000',
        employees: [1, 2, 3],
      }),
      salaryRule(2, {
        ruleType: 'fixed_per_deal',
        value: '50',
        salaryMode: 'bonus',
        thresholdType: 'orders_count',
        thresholdValue: '20',
        employees: [1, 2],
      }),
      salaryRule(3, {
        value: '5000',
        salaryMode: 'bonus',
        thresholdType: 'department_profit',
        thresholdValue: '150000',
        departments: [1],
      }),
      salaryRule(4, {
        ruleType: 'percent_total',
        value: '1',
        salaryMode: 'bonus',
        thresholdType: 'company_profit',
        thresholdValue: '500000',
        employees: [1],
      }),
      // Not goals: average_check has no threshold to reach; base rules and inactive rules pay regardless.
      salaryRule(5, { salaryMode: 'bonus', thresholdType: 'average_check', employees: [1] }),
      salaryRule(6, { value: '30000', thresholdType: 'employee_profit', thresholdValue: '1', employees: [1] }),
      salaryRule(7, { salaryMode: 'bonus', thresholdType: 'employee_profit', isActive: false, employees: [1] }),
    ],
    performance: [
      record(1, 1, { employeeProfit: '60000', ordersCount: 9 }),
      record(2, 2, { employeeProfit: '120000', ordersCount: 10 }),
    ],
  });

const goals = (input: PayrollInput, today: string) => goalProgress(input, computePayroll(input), today);
const row = (i: ReturnType<typeof goalProgress>[number]) => [
  i.ruleId,
  i.employeeId,
  i.currentValue,
  i.thresholdValue,
  i.remaining,
  i.progressPercent,
  i.isAchieved,
  i.projectedValue,
  i.projectedAchieved,
  i.currentPayout,
  i.projectedPayout,
];

describe('workingDays', () => {
  it('counts Monday to Friday from the period start to today, inclusive', () => {
    const period = { from: '2026-11-01', to: '2026-11-30' };
    expect(workingDays(period, '2026-11-13')).toEqual({ elapsed: 10, total: 21 });
    expect(workingDays(period, '2026-11-01')).toEqual({ elapsed: 0, total: 21 }); // a Sunday
    expect(workingDays(period, '2026-11-02')).toEqual({ elapsed: 1, total: 21 });
    expect(workingDays(period, '2026-10-31')).toEqual({ elapsed: 0, total: 21 });
    expect(workingDays(period, '2027-01-15')).toEqual({ elapsed: 21, total: 21 });
  });
});

describe('goalProgress', () => {
  it('mid-month: projects at the pace so far and pays what the engine pays at that pace', () => {
    const items = goals(november(), '2026-11-13');
    expect(items.map(row)).toEqual([
      // E1 reaches the profit threshold only by the projection: 0 now, 10% of 126000 projected.
      [1, 1, '60000.00', '100000.00', '40000.00', '60.0', false, '126000.00', true, '0.00', '12600.00'],
      // E2 has already reached it.
      [1, 2, '120000.00', '100000.00', '0.00', '120.0', true, '252000.00', true, '12000.00', '25200.00'],
      // orders_count: 9 × 2.1 = 18.9 floors to 18, still short; 10 × 2.1 = 21 reaches 20 → 21 × 50.
      [2, 1, '9', '20', '11', '45.0', false, '18', false, '0.00', '0.00'],
      [2, 2, '10', '20', '10', '50.0', false, '21', true, '0.00', '1050.00'],
      // department_profit: department 1 made 180000 (the inactive E3 has no records).
      [3, 1, '180000.00', '150000.00', '0.00', '120.0', true, '378000.00', true, '5000.00', '5000.00'],
      [3, 2, '180000.00', '150000.00', '0.00', '120.0', true, '378000.00', true, '5000.00', '5000.00'],
      // company_profit: 378000 projected is still short of 500000.
      [4, 1, '180000.00', '500000.00', '320000.00', '36.0', false, '378000.00', false, '0.00', '0.00'],
    ]);
    expect(items[0]).toMatchObject({
      ruleName: 'Rule 1',
      thresholdType: 'employee_profit',
      workingDaysElapsed: 10,
      workingDaysTotal: 21,
    });
    expect(items.map((i) => i.thresholdType)).toEqual([
      'employee_profit',
      'employee_profit',
      'orders_count',
      'orders_count',
      'department_profit',
      'department_profit',
      'company_profit',
    ]);
  });

  it('a past month: every working day has elapsed, so the projection is the current value', () => {
    const items = goals(november(), '2026-12-05');
    expect(items.map((i) => [i.workingDaysElapsed, i.workingDaysTotal])).toEqual(items.map(() => [21, 21]));
    expect(
      items.map((i) => [i.ruleId, i.employeeId, i.projectedValue, i.projectedAchieved, i.projectedPayout]),
    ).toEqual([
      [1, 1, '60000.00', false, '0.00'],
      [1, 2, '120000.00', true, '12000.00'],
      [2, 1, '9', false, '0.00'],
      [2, 2, '10', false, '0.00'],
      [3, 1, '180000.00', true, '5000.00'],
      [3, 2, '180000.00', true, '5000.00'],
      [4, 1, '180000.00', false, '0.00'],
    ]);
  });

  it('today before the period: nothing has elapsed, the projection is the current value', () => {
    const items = goals(november(), '2026-10-20');
    expect(items[0]).toMatchObject({ workingDaysElapsed: 0, workingDaysTotal: 21, projectedValue: '60000.00' });
    expect(items.every((i) => i.projectedValue === i.currentValue && i.projectedPayout === i.currentPayout)).toBe(true);
  });

  it('rounds the projected profit half-up to cents, per record and for the value', () => {
    // 2026-11-03 is the second working day: pace 21/2 = 10.5; 0.05 × 10.5 = 0.525 → 0.53.
    const input = payrollInput({
      employees: [employee(1)],
      salaryRules: [
        salaryRule(1, {
          ruleType: 'percent_individual',
          value: '100',
          salaryMode: 'bonus',
          thresholdType: 'employee_profit',
          thresholdValue: '0.50',
          employees: [1],
        }),
      ],
      performance: [record(1, 1, { employeeProfit: '0.05' })],
    });
    expect(goals(input, '2026-11-03').map(row)).toEqual([
      [1, 1, '0.05', '0.50', '0.45', '10.0', false, '0.53', true, '0.00', '0.53'],
    ]);
  });

  it('no threshold rules, no items', () => {
    const input = payrollInput({
      employees: [employee(1)],
      salaryRules: [salaryRule(1, { value: '100', employees: [1] })],
    });
    expect(goals(input, '2026-11-13')).toEqual([]);
  });
});

describe('projectedPercent', () => {
  it('is the projected value’s share of the threshold, without any amount', () => {
    const period = { from: '2026-11-01', to: '2026-11-30' };
    // 180000 × 2.1 = 378000 of 500000.
    expect(projectedPercent('company_profit', '180000.00', '500000.00', period, '2026-11-13')).toBe('75.6');
    // 9 × 2.1 = 18.9, floored to 18 of 20.
    expect(projectedPercent('orders_count', '9', '20', period, '2026-11-13')).toBe('90.0');
    expect(projectedPercent('department_profit', '100.00', '0.00', period, '2026-11-13')).toBe('100.0');
    expect(projectedPercent('employee_profit', '50.00', '100.00', period, '2026-12-01')).toBe('50.0');
  });
});
