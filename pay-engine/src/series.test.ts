import { describe, expect, it } from 'vitest';
import { computePayroll, dashboardStats, financialOverview } from './engine';
import { employee, example29, ledger, payrollInput, salaryRule } from './engine.fixtures';
import type { PayrollInput } from './engine.types';
import { dec, fmt2, splitCents, sum } from './money';
import { rangePeriod } from './period';
import { dailySeries } from './series';

/** docs/payroll.md, 'Daily series': worked examples with exact strings. */

const series = (input: PayrollInput) => dailySeries(input, computePayroll(input));
const at = (input: PayrollInput, date: string) => series(input).find((p) => p.date === date)!;

describe('dailySeries (docs/payroll.md, Example 29)', () => {
  const input = example29();

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
