import { describe, expect, it } from 'vitest';
import { computePayroll, dashboardStats, financialOverview } from './engine';
import { employee, ledger, payrollInput, record, salaryRule } from './engine.fixtures';
import type { PayrollInput } from './engine.types';
import { dec, fmt2, splitCents, sum } from './money';
import { rangePeriod } from './period';
import { dailySeries } from './series';

/** docs/payroll.md, 'Daily series': worked examples with exact strings. */

const series = (input: PayrollInput) => dailySeries(input, computePayroll(input));
const at = (input: PayrollInput, date: string) => series(input).find((p) => p.date === date)!;

describe('dailySeries (docs/payroll.md, Example 29)', () => {
  // E1: 1000.00 fixed plus a bonus of 100 on the 10th, a penalty of 40 on the 20th and an advance
  // of 300 (prepaid: not in the payroll); E2 inactive (not paid, but its profit counts).
  const input = payrollInput({
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

  it('counts profit on each record endDate and the rest of the salary split in cents over the days', () => {
    // Base for 3 of 30 days: 100.00; total 100 + 100 − 40 = 160.00; rest 100.00 → 33.34, 33.33, 33.33.
    expect(series(input)).toEqual([
      { date: '2026-11-01', profit: '500.50', payroll: '33.34' },
      { date: '2026-11-02', profit: '500.50', payroll: '166.67' },
      { date: '2026-11-03', profit: '600.00', payroll: '160.00' },
    ]);
  });

  it('ends on the period figures exactly', () => {
    const result = computePayroll(input);
    const last = dailySeries(input, result).at(-1)!;
    expect(last.profit).toBe(financialOverview(input, result).totalProfit);
    expect(last.payroll).toBe(dashboardStats(result).totalSalaryFund);
  });

  it('a whole month: one point per day, the rest of several cards split as splitCents splits each', () => {
    const month = payrollInput({
      employees: [employee(1), employee(2), employee(3)],
      salaryRules: [
        salaryRule(1, { value: '1000.01', employees: [1] }),
        salaryRule(2, { value: '20.05', employees: [2] }),
        salaryRule(3, { value: '0', employees: [3] }),
      ],
      ledger: [ledger(1, 3, 'penalty', '10', '2026-11-30')],
    });
    const points = series(month);
    expect(points).toHaveLength(30);
    expect(points[0]).toEqual({ date: '2026-11-01', profit: '0.00', payroll: '34.01' });
    // 1000.01: 33.34 on the first 11 days, 33.33 after; 20.05: 0.67 on the first 25, 0.66 after.
    // Card 3's total is −10.00, all of it its penalty on the 30th: no rest to spread.
    const perCard = ['1000.01', '20.05'].map((rest) => splitCents(dec(rest), 30));
    const expected = (i: number) => fmt2(sum(perCard.flatMap((shares) => shares.slice(0, i + 1))));
    expect(points.map((p) => p.payroll).slice(0, 29)).toEqual(points.slice(0, 29).map((_, i) => expected(i)));
    expect(points[10]!.payroll).toBe('374.11');
    expect(points[11]!.payroll).toBe('408.11');
    expect(points[28]!.payroll).toBe('986.07');
    expect(points[29]).toEqual({ date: '2026-11-30', profit: '0.00', payroll: '1010.06' });
  });

  it('a negative rest is split in cents too', () => {
    const negative = payrollInput({
      period: rangePeriod('2026-11-01', '2026-11-02'),
      employees: [employee(1)],
      ledger: [ledger(1, 1, 'bonus', '10.01', '2026-11-02')],
      salaryRules: [salaryRule(1, { value: '-3000', employees: [1] })],
    });
    // Base −200.00 for 2 of 30 days; rest −200.00 → −100.00 a day; the bonus on the 2nd.
    expect(series(negative).map((p) => p.payroll)).toEqual(['-100.00', '-189.99']);
  });
});

describe('dailySeries of the day example in docs', () => {
  it('Example: a day of a month', () => {
    expect(at(payrollInput({ employees: [employee(1)] }), '2026-11-15')).toEqual({
      date: '2026-11-15',
      profit: '0.00',
      payroll: '0.00',
    });
  });
});
