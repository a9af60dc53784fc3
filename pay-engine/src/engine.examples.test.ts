import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  baseRate,
  bestEmployee,
  computePayroll,
  dashboardStats,
  financialOverview,
  groupFigures,
  previewRecord,
  salaryTypeStats,
  sharedTotals,
  thresholdProgress,
} from './engine';
import { employee, example29, ledger, payrollInput, record, salaryRule, template } from './engine.fixtures';
import { dailySeries } from './series';
import type { PayrollInput } from './engine.types';
import { rangePeriod } from './period';

/** One test per worked example of docs/payroll.md, named after its heading. */

const cardOf = (input: PayrollInput, id: number) => computePayroll(input).byEmployee.get(id)!;
const amounts = (input: PayrollInput, id: number) =>
  cardOf(input, id).appliedRules.map((a) => [a.source, a.ruleId, a.calculatedAmount]);

/** Examples 26 and 27 share their employees: E1 with rules and records, E2, inactive E3. */
const example26 = () =>
  payrollInput({
    employees: [employee(1), employee(2), employee(3, [], 'inactive')],
    salaryRules: [
      salaryRule(1, { value: '20000', employees: [1] }),
      salaryRule(2, { value: '5000', salaryMode: 'bonus', employees: [1] }),
      salaryRule(3, { value: '10000', employees: [2, 3] }),
    ],
    ledger: [ledger(1, 1, 'bonus', '1000'), ledger(2, 1, 'advance', '3000'), ledger(3, 3, 'advance', '50')],
  });

describe('docs/payroll.md examples', () => {
  it('Example 1: a rule amount is rounded half-up once', () => {
    const input = payrollInput({
      employees: [employee(1), employee(2)],
      salaryRules: [salaryRule(1, { ruleType: 'percent_individual', value: '2.5', employees: [1, 2] })],
      performance: [record(1, 1, { employeeProfit: '1234.50' }), record(2, 2, { employeeProfit: '0.20' })],
    });
    expect(cardOf(input, 1).baseSalary).toBe('30.86');
    expect(cardOf(input, 2).baseSalary).toBe('0.01');
  });

  it('Example 2: fixed monthly pay over full and partial months', () => {
    const rules = [salaryRule(1, { value: '30000', employees: [1] })];
    const pay = (from: string, to: string) =>
      cardOf(payrollInput({ period: rangePeriod(from, to), employees: [employee(1)], salaryRules: rules }), 1)
        .baseSalary;
    expect(pay('2026-11-01', '2026-11-30')).toBe('30000.00');
    expect(pay('2026-11-01', '2026-11-15')).toBe('15000.00');
    expect(pay('2026-01-20', '2026-02-10')).toBe('22327.19');
    expect(pay('2026-01-01', '2026-03-31')).toBe('90000.00');
  });

  it('Example 3: fixed weekly and daily pay', () => {
    const input = payrollInput({
      period: rangePeriod('2026-11-01', '2026-11-10'),
      employees: [employee(1)],
      salaryRules: [
        salaryRule(1, { value: '7000', period: 'weekly', employees: [1] }),
        salaryRule(2, { value: '1500', period: 'daily', employees: [1] }),
        salaryRule(3, { value: '1000', period: 'weekly', employees: [1] }),
      ],
    });
    expect(amounts(input, 1)).toEqual([
      ['salary', 1, '10000.00'],
      ['salary', 2, '15000.00'],
      ['salary', 3, '1428.57'],
    ]);
  });

  it('Example 4: records belong to the period of their end date or applied date', () => {
    const input = payrollInput({
      employees: [employee(1)],
      salaryRules: [salaryRule(1, { ruleType: 'percent_individual', value: '10', employees: [1] })],
      performance: [
        record(1, 1, { startDate: '2026-10-25', endDate: '2026-11-02', employeeProfit: '1000' }),
        record(2, 1, { startDate: '2026-11-28', endDate: '2026-12-01', employeeProfit: '5000' }),
      ],
      ledger: [ledger(1, 1, 'bonus', '100', '2026-11-30'), ledger(2, 1, 'bonus', '900', '2026-12-01')],
    });
    const card = cardOf(input, 1);
    expect([card.employeeProfit, card.baseSalary, card.totalBonuses]).toEqual(['1000.00', '100.00', '100.00']);
    expect(card.bonuses.map((l) => l.id)).toEqual([1]);
  });

  it('Example 5: which salary rules apply', () => {
    const input = payrollInput({
      employees: [employee(1, [1]), employee(2, [2])],
      salaryRules: [
        salaryRule(1, { value: '100', employees: [2] }),
        salaryRule(2, { value: '200', departments: [1] }),
        salaryRule(3, { value: '300' }),
        salaryRule(4, { value: '400', employees: [1], isActive: false }),
        salaryRule(5, { value: '500', groups: [7] }),
      ],
    });
    expect(amounts(input, 1)).toEqual([['salary', 2, '200.00']]);
    expect(amounts(input, 2)).toEqual([['salary', 1, '100.00']]);
  });

  it('Example 6: fixed_per_deal pays per order', () => {
    const input = payrollInput({
      employees: [employee(1)],
      salaryRules: [salaryRule(1, { ruleType: 'fixed_per_deal', value: '150.50', employees: [1] })],
      performance: [record(1, 1, { ordersCount: 3 }), record(2, 1, { ordersCount: 4 })],
    });
    expect(cardOf(input, 1).baseSalary).toBe('1053.50');
  });

  it('Example 7: percent_individual pays a percent of own profit', () => {
    const input = payrollInput({
      employees: [employee(1)],
      salaryRules: [salaryRule(1, { ruleType: 'percent_individual', value: '10', employees: [1] })],
      performance: [record(1, 1, { employeeProfit: '12345.67' }), record(2, 1, { employeeProfit: '1000.00' })],
    });
    expect(cardOf(input, 1).employeeProfit).toBe('13345.67');
    expect(cardOf(input, 1).baseSalary).toBe('1334.57');
  });

  it('Example 8: percent_department pays the head on the whole department', () => {
    const input = payrollInput({
      employees: [employee(1, [1, 2]), employee(2, [1]), employee(3, [2])],
      salaryRules: [
        salaryRule(1, { ruleType: 'percent_department', value: '5', employees: [1] }),
        salaryRule(2, { ruleType: 'percent_department', value: '1', departments: [1, 2] }),
      ],
      performance: [record(1, 2, { employeeProfit: '40000' }), record(2, 3, { employeeProfit: '10000' })],
    });
    expect(amounts(input, 1)).toEqual([
      ['salary', 1, '2000.00'],
      ['salary', 2, '500.00'],
    ]);
    expect(amounts(input, 2)).toEqual([['salary', 2, '400.00']]);
    expect(amounts(input, 3)).toEqual([['salary', 2, '100.00']]);
  });

  it('Example 9: percent_total pays a percent of the company profit to each', () => {
    const input = payrollInput({
      employees: [employee(1), employee(2, [], 'inactive'), employee(3, [], 'vacation')],
      salaryRules: [salaryRule(1, { ruleType: 'percent_total', value: '2', employees: [1, 2, 3] })],
      performance: [record(1, 1, { employeeProfit: '30000' }), record(2, 2, { employeeProfit: '20000' })],
    });
    expect(cardOf(input, 1).baseSalary).toBe('1000.00');
    expect(cardOf(input, 2).baseSalary).toBe('0.00');
    expect(cardOf(input, 3).baseSalary).toBe('1000.00');
  });

  it('Example 10: percent_team splits the pool', () => {
    const input = payrollInput({
      employees: [employee(1, [1]), employee(2, [1]), employee(3, [1])],
      salaryRules: [salaryRule(1, { ruleType: 'percent_team', value: '10', departments: [1] })],
      performance: [record(1, 1, { employeeProfit: '100.00' }), record(2, 2, { employeeProfit: '0.01' })],
    });
    expect([1, 2, 3].map((id) => cardOf(input, id).baseSalary)).toEqual(['3.34', '3.33', '3.33']);
  });

  it('Example 11: only active employees form a team', () => {
    const input = payrollInput({
      employees: [employee(1), employee(2, [], 'vacation'), employee(3, [], 'inactive'), employee(4)],
      salaryRules: [
        salaryRule(1, { ruleType: 'percent_team', teamBase: 'group', value: '10', employees: [1, 2, 3, 4] }),
      ],
      performance: [
        record(1, 1, { employeeProfit: '600' }),
        record(2, 2, { employeeProfit: '300' }),
        record(3, 3, { employeeProfit: '100' }),
        record(4, 4, { employeeProfit: '400' }),
      ],
    });
    expect([1, 2, 3, 4].map((id) => cardOf(input, id).baseSalary)).toEqual(['50.00', '0.00', '0.00', '50.00']);
  });

  it('Example 12: a company_profit bonus is paid from the threshold on', () => {
    const input = (profit: string) =>
      payrollInput({
        employees: [employee(1), employee(2)],
        salaryRules: [
          salaryRule(1, {
            value: '5000',
            salaryMode: 'bonus',
            thresholdType: 'company_profit',
            thresholdValue: '100000',
            employees: [1],
          }),
        ],
        performance: [record(1, 1, { employeeProfit: '60000' }), record(2, 2, { employeeProfit: profit })],
      });
    expect(cardOf(input('39999.99'), 1).ruleBonuses).toBe('0.00');
    expect(cardOf(input('39999.99'), 1).appliedRules).toEqual([]);
    expect(cardOf(input('40000.00'), 1).ruleBonuses).toBe('5000.00');
    expect(amounts(input('40000.00'), 1)).toEqual([['salary', 1, '5000.00']]);
  });

  it('Example 13: a department_profit bonus looks at the rule’s first department of the employee', () => {
    const input = payrollInput({
      employees: [employee(1, [1, 2]), employee(2, [1]), employee(3, [3]), employee(4)],
      salaryRules: [
        salaryRule(1, {
          value: '1000',
          salaryMode: 'bonus',
          thresholdType: 'department_profit',
          thresholdValue: '50000',
          departments: [2, 1],
          employees: [3, 4],
        }),
      ],
      performance: [
        record(1, 2, { employeeProfit: '20000' }),
        record(2, 1, { employeeProfit: '40000' }),
        record(3, 3, { employeeProfit: '50000' }),
      ],
    });
    expect([1, 2, 3, 4].map((id) => cardOf(input, id).ruleBonuses)).toEqual(['0.00', '1000.00', '1000.00', '0.00']);
  });

  it('Example 14: employee_profit and orders_count bonuses, and bonuses without a threshold', () => {
    const bonus = { salaryMode: 'bonus' as const, employees: [1] };
    const input = payrollInput({
      employees: [employee(1)],
      salaryRules: [
        salaryRule(1, {
          ...bonus,
          ruleType: 'percent_individual',
          value: '5',
          thresholdType: 'employee_profit',
          thresholdValue: '10000',
        }),
        salaryRule(2, { ...bonus, value: '300', thresholdType: 'orders_count', thresholdValue: '21' }),
        salaryRule(3, { ...bonus, value: '200' }),
        salaryRule(4, { ...bonus, value: '100', thresholdType: 'orders_count', thresholdValue: null }),
      ],
      performance: [record(1, 1, { employeeProfit: '10000', ordersCount: 20 })],
    });
    expect(amounts(input, 1)).toEqual([
      ['salary', 1, '500.00'],
      ['salary', 3, '200.00'],
      ['salary', 4, '100.00'],
    ]);
    expect(cardOf(input, 1).ruleBonuses).toBe('800.00');
  });

  it('Example 15: the best average check wins, ties share, compared unrounded', () => {
    const input = payrollInput({
      employees: [employee(1, [1]), employee(2, [1]), employee(3, [1]), employee(4, [1]), employee(5, [1], 'inactive')],
      salaryRules: [
        salaryRule(1, { value: '2000', salaryMode: 'bonus', thresholdType: 'average_check', departments: [1] }),
      ],
      performance: [
        record(1, 1, { ordersCount: 3, employeeProfit: '1000.00' }),
        record(2, 2, { ordersCount: 1, employeeProfit: '333.33' }),
        record(3, 3, { ordersCount: 6, employeeProfit: '2000.00' }),
        record(4, 5, { ordersCount: 1, employeeProfit: '5000.00' }),
      ],
    });
    const result = computePayroll(input);
    expect(result.cards.map((c) => c.averageCheck)).toEqual(['333.33', '333.33', '333.33', null, '5000.00']);
    expect(result.cards.map((c) => c.ruleBonuses)).toEqual(['2000.00', '0.00', '2000.00', '0.00', '0.00']);
  });

  it('Example 16: bonus and penalty templates from performance records', () => {
    const input = payrollInput({
      employees: [employee(1)],
      ruleTemplates: [
        template(1, 'bonus', { calculationType: 'fixed', amount: '500' }),
        template(2, 'bonus', { calculationType: 'percentage', amount: '3' }),
        template(1, 'penalty', { calculationType: 'per_unit', amount: '250', unitType: 'per_violation' }),
      ],
      performance: [
        record(1, 1, {
          employeeProfit: '10000',
          bonusRules: [
            { ruleId: 1, unitCount: 1 },
            { ruleId: 2, unitCount: 1 },
          ],
          penaltyRules: [{ ruleId: 1, unitCount: 2 }],
        }),
        record(2, 1, {
          employeeProfit: '2345.55',
          bonusRules: [
            { ruleId: 2, unitCount: 1 },
            { ruleId: 1, unitCount: 3 },
            { ruleId: 99, unitCount: 1 },
          ],
          penaltyRules: [{ ruleId: 1, unitCount: 0 }],
        }),
      ],
    });
    const card = cardOf(input, 1);
    expect(amounts(input, 1)).toEqual([
      ['bonus', 1, '1000.00'],
      ['bonus', 2, '370.37'],
      ['penalty', 1, '500.00'],
    ]);
    expect(card.appliedRules.map((a) => a.salaryMode)).toEqual(['bonus', 'bonus', 'penalty']);
    expect([card.ruleBonuses, card.rulePenalties]).toEqual(['1370.37', '500.00']);
  });

  it('Example 17: the card adds rules and ledger records', () => {
    const input = payrollInput({
      employees: [employee(1)],
      salaryRules: [
        salaryRule(1, { value: '40000', employees: [1] }),
        salaryRule(2, { value: '5000', salaryMode: 'bonus', employees: [1] }),
      ],
      ruleTemplates: [template(1, 'bonus', { amount: '1000' }), template(1, 'penalty', { amount: '300' })],
      performance: [
        record(1, 1, { bonusRules: [{ ruleId: 1, unitCount: 1 }], penaltyRules: [{ ruleId: 1, unitCount: 1 }] }),
      ],
      ledger: [
        ledger(1, 1, 'bonus', '2000', '2026-11-05'),
        ledger(2, 1, 'penalty', '700'),
        ledger(4, 1, 'advance', '5000', '2026-11-20'),
        ledger(3, 1, 'advance', '10000', '2026-11-20'),
        ledger(5, 1, 'piecework', '1200', '2026-11-12', 4),
        ledger(6, 1, 'advance', '999', '2026-10-31'),
      ],
    });
    const card = cardOf(input, 1);
    expect(card).toMatchObject({
      baseSalary: '40000.00',
      ruleBonuses: '6000.00',
      rulePenalties: '300.00',
      totalBonuses: '8000.00',
      totalPenalties: '1000.00',
      totalAdvances: '15000.00',
      piecework: '1200.00',
      totalSalary: '48200.00',
      amountDue: '33200.00',
    });
    expect(card.advances.map((l) => [l.id, l.amount])).toEqual([
      [3, '10000.00'],
      [4, '5000.00'],
    ]);
  });

  it('Example 18: an inactive employee earns nothing', () => {
    const input = payrollInput({
      employees: [employee(1, [1], 'inactive')],
      salaryRules: [salaryRule(1, { value: '30000', departments: [1] })],
      ruleTemplates: [template(1, 'bonus', { amount: '500' })],
      performance: [
        record(1, 1, { employeeProfit: '7000', ordersCount: 2, bonusRules: [{ ruleId: 1, unitCount: 1 }] }),
      ],
      ledger: [ledger(1, 1, 'bonus', '1000'), ledger(2, 1, 'advance', '400')],
    });
    const card = cardOf(input, 1);
    expect(card).toMatchObject({
      paid: false,
      ordersCount: 2,
      employeeProfit: '7000.00',
      baseSalary: '0.00',
      ruleBonuses: '0.00',
      totalBonuses: '0.00',
      totalAdvances: '0.00',
      totalSalary: '0.00',
      amountDue: '0.00',
      appliedRules: [],
      shouldShowOrdersAndProfit: false,
    });
    expect(card.bonuses.map((l) => l.amount)).toEqual(['1000.00']);
    expect(card.advances.map((l) => l.amount)).toEqual(['400.00']);
  });

  it('Example 19: when the card shows orders and profit', () => {
    const input = payrollInput({
      employees: [employee(1), employee(2), employee(3), employee(4)],
      salaryRules: [
        salaryRule(1, { value: '1000', employees: [1, 2, 3, 4] }),
        salaryRule(2, { value: '1000', employees: [2], considerOrdersAndProfit: true }),
        salaryRule(3, { ruleType: 'percent_individual', value: '10', employees: [3, 4] }),
      ],
      performance: [record(1, 3, { employeeProfit: '500' })],
    });
    expect([1, 2, 3, 4].map((id) => cardOf(input, id).shouldShowOrdersAndProfit)).toEqual([false, true, true, false]);
  });

  it('Example 20: dashboard stats', () => {
    const input = payrollInput({
      employees: [employee(1), employee(2), employee(3, [], 'vacation'), employee(4, [], 'inactive')],
      salaryRules: [
        salaryRule(1, { value: '30000', employees: [1, 4] }),
        salaryRule(2, { value: '20000', employees: [2] }),
        salaryRule(3, { value: '10000.01', employees: [3] }),
      ],
      ledger: [ledger(1, 1, 'bonus', '1000'), ledger(2, 2, 'penalty', '500')],
    });
    const result = computePayroll(input);
    expect(dashboardStats(result)).toEqual({
      totalSalaryFund: '60500.01',
      averageSalary: '20166.67',
      totalBonuses: '1000.00',
      totalPenalties: '500.00',
    });
    expect(dashboardStats(result, [1, 4])).toEqual({
      totalSalaryFund: '31000.00',
      averageSalary: '31000.00',
      totalBonuses: '1000.00',
      totalPenalties: '0.00',
    });
    expect(dashboardStats(result, [4]).averageSalary).toBe('0.00');
  });

  it('Example 21: salary-type stats count the first base rule', () => {
    const input = payrollInput({
      employees: [employee(1), employee(2), employee(3), employee(4), employee(5, [], 'inactive')],
      salaryRules: [
        salaryRule(1, { value: '100', employees: [2], isActive: false }),
        salaryRule(2, { value: '100', salaryMode: 'bonus', employees: [3, 4] }),
        salaryRule(3, { ruleType: 'fixed_per_deal', value: '10', employees: [1] }),
        salaryRule(5, { ruleType: 'percent_team', teamBase: 'group', value: '5', employees: [1, 2] }),
        salaryRule(6, { ruleType: 'percent_department', value: '1', employees: [3] }),
        salaryRule(7, { value: '100', employees: [5] }),
      ],
    });
    expect(salaryTypeStats(input, computePayroll(input))).toEqual({ fixed: 1, percentage: 1, team: 1 });
  });

  it('Example 22: financial overview', () => {
    const input = payrollInput({
      employees: [employee(1), employee(2, [], 'inactive'), employee(3, [], 'vacation')],
      salaryRules: [
        salaryRule(1, { value: '10000', employees: [1, 2] }),
        salaryRule(2, { value: '2345.67', employees: [3] }),
      ],
      performance: [record(1, 1, { employeeProfit: '50000' }), record(2, 2, { employeeProfit: '30000' })],
      ledger: [ledger(1, 1, 'advance', '2000'), ledger(2, 2, 'advance', '700')],
    });
    expect(financialOverview(input, computePayroll(input))).toEqual({
      employeeCount: 2,
      totalProfit: '80000.00',
      totalSalaries: '12345.67',
      salaryPercentOfProfit: '15.4',
      totalAdvances: '2000.00',
      amountDue: '10345.67',
    });
    const noProfit = { ...input, performance: [] };
    expect(financialOverview(noProfit, computePayroll(noProfit)).salaryPercentOfProfit).toBeNull();
  });

  it('Example 23: best employee', () => {
    const input = payrollInput({
      employees: [employee(1), employee(2, [], 'inactive'), employee(3)],
      performance: [
        record(1, 1, { employeeProfit: '5000' }),
        record(2, 2, { employeeProfit: '7000' }),
        record(3, 3, { employeeProfit: '5000' }),
      ],
    });
    expect(bestEmployee(computePayroll(input))?.employeeId).toBe(1);
    const nothing = { ...input, performance: [record(2, 2, { employeeProfit: '7000' })] };
    expect(bestEmployee(computePayroll(nothing))).toBeNull();
  });

  it('Example 24: base rate of a department and of the company', () => {
    const percentDepartment = { ruleType: 'percent_department' as const };
    const input = payrollInput({
      employees: [employee(1, [1]), employee(2, [2])],
      salaryRules: [
        salaryRule(10, { ...percentDepartment, value: '3', departments: [1] }),
        salaryRule(11, { ...percentDepartment, value: '9', salaryMode: 'bonus', departments: [2] }),
        salaryRule(12, { ...percentDepartment, value: '4', departments: [1, 2] }),
      ],
      performance: [record(1, 1, { employeeProfit: '10000' }), record(2, 2, { employeeProfit: '5000' })],
    });
    const result = computePayroll(input);
    expect(baseRate(input, result, 1)).toEqual({
      ruleId: 10,
      baseRulePercentage: '3.00',
      totalBaseRateAmount: '300.00',
    });
    expect(baseRate(input, result, 2)).toEqual({
      ruleId: 12,
      baseRulePercentage: '4.00',
      totalBaseRateAmount: '600.00',
    });
    expect(baseRate(input, result, null).ruleId).toBe(10);
    expect(baseRate(input, result, 3)).toEqual({ ruleId: null, baseRulePercentage: null, totalBaseRateAmount: '0.00' });
  });

  it('Example 25: threshold progress', () => {
    const bonus = { salaryMode: 'bonus' as const, value: '1000' };
    const input = payrollInput({
      employees: [employee(1, [1]), employee(2, [2])],
      salaryRules: [
        salaryRule(1, { ...bonus, thresholdType: 'company_profit', thresholdValue: '100000', employees: [1] }),
        salaryRule(2, { ...bonus, thresholdType: 'department_profit', thresholdValue: '40000', departments: [2, 1] }),
        salaryRule(3, { ...bonus, thresholdType: 'orders_count', thresholdValue: '12', departments: [1] }),
        salaryRule(4, { ...bonus, thresholdType: 'average_check', departments: [1] }),
        salaryRule(5, { ...bonus, thresholdType: 'employee_profit', thresholdValue: '0', employees: [2] }),
      ],
      performance: [
        record(1, 1, { employeeProfit: '50000', ordersCount: 9 }),
        record(2, 2, { employeeProfit: '35000' }),
      ],
    });
    const result = computePayroll(input);
    const items = thresholdProgress(input, result, null);
    expect(
      items.map((i) => [i.ruleId, i.departments.map((d) => d.id), i.employeeId, i.currentValue, i.thresholdValue]),
    ).toEqual([
      [1, [], null, '85000.00', '100000.00'],
      [2, [1], null, '50000.00', '40000.00'],
      [2, [2], null, '35000.00', '40000.00'],
      [3, [1], 1, '9', '12'],
      [5, [2], 2, '35000.00', '0.00'],
    ]);
    expect(items.map((i) => [i.progress, i.isAchieved, i.remaining])).toEqual([
      ['85.0', false, '15000.00'],
      ['125.0', true, '0.00'],
      ['87.5', false, '5000.00'],
      ['75.0', false, '3'],
      ['100.0', true, '0.00'],
    ]);
    expect(thresholdProgress(input, result, 2).map((i) => [i.ruleId, i.employeeId])).toEqual([
      [2, null],
      [5, 2],
    ]);
  });

  it('Example 26: shared dashboard totals', () => {
    const input = example26();
    expect(sharedTotals(computePayroll(input), [1, 2, 3])).toEqual({
      totalTeamBonuses: '5000.00',
      totalAdvances: '3000.00',
      totalSalaryPayouts: '36000.00',
      amountDue: '33000.00',
    });
  });

  it('Example 27: group figures for reports', () => {
    const input = { ...example26(), performance: [record(1, 3, { employeeProfit: '400' })] };
    expect(groupFigures(computePayroll(input), [1, 3])).toEqual({
      employeeCount: 2,
      paidCount: 1,
      totalSalaryFund: '26000.00',
      averageSalary: '26000.00',
      totalBonuses: '6000.00',
      totalPenalties: '0.00',
      totalAdvances: '3000.00',
      totalProfit: '400.00',
    });
  });

  it('Example 28: preview of a performance record', () => {
    const input = payrollInput({
      employees: [employee(1)],
      salaryRules: [salaryRule(1, { ruleType: 'percent_individual', value: '10', employees: [1] })],
      ruleTemplates: [template(1, 'bonus', { amount: '500' })],
      performance: [record(1, 1, { employeeProfit: '10000' })],
    });
    const preview = previewRecord(
      input,
      record(2, 1, { employeeProfit: '2000', ordersCount: 3, bonusRules: [{ ruleId: 1, unitCount: 1 }] }),
    );
    expect([preview.before.totalSalary, preview.after.totalSalary]).toEqual(['1000.00', '1700.00']);
    expect(preview.added).toMatchObject({
      ordersCount: 3,
      employeeProfit: '2000.00',
      baseSalary: '200.00',
      ruleBonuses: '500.00',
      totalSalary: '700.00',
      amountDue: '700.00',
    });
    expect(preview.added.appliedRules.map((a) => [a.source, a.ruleId, a.calculatedAmount])).toEqual([
      ['salary', 1, '200.00'],
      ['bonus', 1, '500.00'],
    ]);
  });

  it('Example 29: a three-day series', () => {
    const input = example29();
    expect(dailySeries(input, computePayroll(input))).toEqual([
      { date: '2026-11-01', profit: '500.50', payroll: '33.34' },
      { date: '2026-11-02', profit: '500.50', payroll: '166.67' },
      { date: '2026-11-03', profit: '600.00', payroll: '160.00' },
    ]);
  });
});

describe('docs/payroll.md', () => {
  it('has one test above per worked example, named after its heading', () => {
    const read = (url: URL) => readFileSync(url, 'utf8');
    const headings = [...read(new URL('../../docs/payroll.md', import.meta.url)).matchAll(/^### (Example .*)$/gm)];
    const tests = [...read(new URL(import.meta.url)).matchAll(/^ {2}it\('(Example [^']*)'/gm)];
    expect(tests.map((m) => m[1])).toEqual(headings.map((m) => m[1]));
  });
});
