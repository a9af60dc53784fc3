import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  baseRate,
  bestEmployee,
  computePayroll,
  dashboardStats,
  financialOverview,
  previewRecord,
  salaryTypeStats,
  sharedTotals,
  thresholdProgress,
} from './engine';
import { cents, inputArb, performanceArb, RUNS } from './engine.arbitraries';
import { record } from './engine.fixtures';
import type { EmployeeCardFigures, PayrollInput, PayrollResult, PerformanceRecord } from './engine.types';
import { dec, splitCents } from './money';
import { inPeriod } from './period';

const d = (s: string) => new Decimal(s);
const sumOf = (values: string[]) => values.reduce((acc, v) => acc.plus(v), new Decimal(0)).toFixed(2);
const MONEY_FIELDS = [
  'baseSalary',
  'ruleBonuses',
  'rulePenalties',
  'totalBonuses',
  'totalPenalties',
  'totalAdvances',
  'piecework',
  'totalSalary',
  'amountDue',
] as const;

function everything(input: PayrollInput, result: PayrollResult) {
  const all = result.cards.map((c) => c.employeeId);
  return {
    cards: result.cards,
    stats: dashboardStats(result),
    types: salaryTypeStats(input, result),
    overview: financialOverview(input, result),
    best: bestEmployee(result),
    baseRates: [null, 1, 2, 3].map((dep) => baseRate(input, result, dep)),
    progress: [null, 1, 2, 3].map((dep) => thresholdProgress(input, result, dep)),
    shared: sharedTotals(result, all),
  };
}

function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Every order-free list shuffled; the ordered ones (an employee's departments, a rule's departments) kept. */
function shuffleInput(input: PayrollInput, seed: number): PayrollInput {
  const random = mulberry32(seed);
  return {
    period: input.period,
    employees: shuffled(input.employees, random),
    departments: shuffled(input.departments, random),
    salaryRules: shuffled(input.salaryRules, random).map((r) => ({
      ...r,
      appliesTo: { ...r.appliesTo, employees: shuffled(r.appliesTo.employees, random) },
    })),
    ruleTemplates: shuffled(input.ruleTemplates, random),
    performance: shuffled(input.performance, random).map((p) => ({
      ...p,
      bonusRules: shuffled(p.bonusRules, random),
      penaltyRules: shuffled(p.penaltyRules, random),
    })),
    ledger: shuffled(input.ledger, random),
  };
}

describe('payroll engine properties', () => {
  it('totals equal the sum of their parts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = computePayroll(input);
        const paid = result.cards.filter((c) => c.paid);
        for (const c of paid) {
          const byMode = (mode: string) =>
            sumOf(c.appliedRules.filter((a) => a.salaryMode === mode).map((a) => a.calculatedAmount));
          expect(c.baseSalary).toBe(byMode('base'));
          expect(c.ruleBonuses).toBe(byMode('bonus'));
          expect(c.rulePenalties).toBe(byMode('penalty'));
          expect(c.totalBonuses).toBe(
            d(c.ruleBonuses)
              .plus(sumOf(c.bonuses.map((l) => l.amount)))
              .toFixed(2),
          );
          expect(c.totalPenalties).toBe(
            d(c.rulePenalties)
              .plus(sumOf(c.penalties.map((l) => l.amount)))
              .toFixed(2),
          );
          expect(c.totalAdvances).toBe(sumOf(c.advances.map((l) => l.amount)));
          expect(c.piecework).toBe(sumOf(c.pieceworks.map((l) => l.amount)));
          expect(c.totalSalary).toBe(
            d(c.baseSalary).plus(c.totalBonuses).plus(c.piecework).minus(c.totalPenalties).toFixed(2),
          );
          expect(c.amountDue).toBe(d(c.totalSalary).minus(c.totalAdvances).toFixed(2));
        }
        const stats = dashboardStats(result);
        expect(stats.totalSalaryFund).toBe(sumOf(paid.map((c) => c.totalSalary)));
        expect(stats.totalBonuses).toBe(sumOf(paid.map((c) => c.totalBonuses)));
        expect(stats.totalPenalties).toBe(sumOf(paid.map((c) => c.totalPenalties)));
        const overview = financialOverview(input, result);
        expect(overview.totalSalaries).toBe(stats.totalSalaryFund);
        expect(overview.amountDue).toBe(d(overview.totalSalaries).minus(overview.totalAdvances).toFixed(2));
        expect(overview.employeeCount).toBe(paid.length);
      }),
      RUNS,
    );
  });

  it('a team pool is split, never multiplied', () => {
    const teamRules = inputArb.map((input) => ({
      ...input,
      salaryRules: input.salaryRules.map((r) => ({
        ...r,
        ruleType: 'percent_team' as const,
        salaryMode: 'base' as const,
        isActive: true,
      })),
    }));
    let pools = 0;
    fc.assert(
      fc.property(teamRules, (input) => {
        const result = computePayroll(input);
        const status = new Map(input.employees.map((e) => [e.id, e]));
        const profit = new Map<number, Decimal>();
        for (const p of input.performance) {
          if (!inPeriod(p.endDate, input.period) || !status.has(p.employeeId)) continue;
          profit.set(p.employeeId, (profit.get(p.employeeId) ?? new Decimal(0)).plus(p.employeeProfit));
        }
        for (const rule of input.salaryRules) {
          if (rule.ruleType !== 'percent_team' || !rule.isActive || rule.salaryMode !== 'base') continue;
          const group = rule.teamBase === 'group';
          if (!group && rule.appliesTo.departments.length !== 1) continue;
          const members = input.employees.filter(
            (e) =>
              e.status === 'active' &&
              (group
                ? rule.appliesTo.employees.includes(e.id)
                : e.departmentIds.includes(rule.appliesTo.departments[0])),
          );
          if (members.length === 0) continue;
          const pool = members
            .reduce((acc, e) => acc.plus(profit.get(e.id) ?? 0), new Decimal(0))
            .times(rule.value)
            .div(100)
            .toFixed(2, Decimal.ROUND_HALF_UP);
          const shares = result.cards.map(
            (c) =>
              c.appliedRules.find((a) => a.source === 'salary' && a.ruleId === rule.id)?.calculatedAmount ?? '0.00',
          );
          expect(sumOf(shares)).toBe(pool);
          pools++;
          const memberShares = members.map((e) => d(shares[result.cards.findIndex((c) => c.employeeId === e.id)]));
          expect(
            Decimal.max(...memberShares)
              .minus(Decimal.min(...memberShares))
              .lte('0.01'),
          ).toBe(true);
        }
      }),
      RUNS,
    );
    expect(pools).toBeGreaterThan(100);
  });

  it('splitting cents gives exact shares that add up', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 1, max: 40 }), (c, n) => {
        const shares = splitCents(dec(c).div(100), n);
        expect(sumOf(shares.map((s) => s.toFixed(2)))).toBe(cents(c));
        expect(shares.every((s) => s.decimalPlaces() <= 2)).toBe(true);
        expect(
          Decimal.max(...shares)
            .minus(Decimal.min(...shares))
            .lte('0.01'),
        ).toBe(true);
      }),
      RUNS,
    );
  });

  it('an inactive employee earns nothing and counts in no summary', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = computePayroll(input);
        for (const c of result.cards.filter((x) => !x.paid)) {
          for (const f of MONEY_FIELDS) expect(c[f]).toBe('0.00');
          expect(c.appliedRules).toEqual([]);
          expect(input.employees.find((e) => e.id === c.employeeId)!.status).toBe('inactive');
        }
        const inactive = result.cards.filter((c) => !c.paid).map((c) => c.employeeId);
        expect(dashboardStats(result, inactive).totalSalaryFund).toBe('0.00');
        expect(inactive).not.toContain(bestEmployee(result)?.employeeId);
      }),
      RUNS,
    );
  });

  it('no amount has more than 2 decimals', () => {
    const twoDecimals = /^-?\d+\.\d{2}$/;
    const checkCard = (c: EmployeeCardFigures) => {
      for (const f of [...MONEY_FIELDS, 'employeeProfit'] as const) expect(c[f]).toMatch(twoDecimals);
      if (c.averageCheck !== null) expect(c.averageCheck).toMatch(twoDecimals);
      for (const a of c.appliedRules) expect(a.calculatedAmount).toMatch(twoDecimals);
      for (const l of [...c.bonuses, ...c.penalties, ...c.advances, ...c.pieceworks])
        expect(l.amount).toMatch(twoDecimals);
    };
    fc.assert(
      fc.property(inputArb, (input) => {
        const all = everything(input, computePayroll(input));
        all.cards.forEach(checkCard);
        for (const v of [...Object.values(all.stats), ...Object.values(all.shared)]) expect(v).toMatch(twoDecimals);
        const { overview } = all;
        for (const v of [overview.totalProfit, overview.totalSalaries, overview.totalAdvances, overview.amountDue]) {
          expect(v).toMatch(twoDecimals);
        }
        for (const b of all.baseRates) expect(b.totalBaseRateAmount).toMatch(twoDecimals);
        for (const item of all.progress.flat()) {
          if (item.thresholdType === 'orders_count') continue;
          for (const v of [item.currentValue, item.thresholdValue, item.remaining]) expect(v).toMatch(twoDecimals);
        }
      }),
      RUNS,
    );
  });

  it('shuffling every input array changes nothing', () => {
    fc.assert(
      fc.property(inputArb, fc.integer(), (input, seed) => {
        const shuffledInput = shuffleInput(input, seed);
        expect(everything(shuffledInput, computePayroll(shuffledInput))).toEqual(
          everything(input, computePayroll(input)),
        );
      }),
      RUNS,
    );
  });

  it('preview’s after equals the payroll computed with the record added', () => {
    fc.assert(
      fc.property(
        inputArb.chain((input) => fc.tuple(fc.constant(input), performanceArb(input.employees.length - 1))),
        ([input, generated]) => {
          const added: PerformanceRecord = record(input.performance.length + 1, generated.employeeId, generated);
          const preview = previewRecord(input, added);
          const withRecord = computePayroll({ ...input, performance: [...input.performance, added] });
          expect(preview.after).toEqual(withRecord.byEmployee.get(added.employeeId));
          expect(preview.before).toEqual(computePayroll(input).byEmployee.get(added.employeeId));
          expect(preview.added.totalSalary).toBe(
            d(preview.after.totalSalary).minus(preview.before.totalSalary).toFixed(2),
          );
        },
      ),
      RUNS,
    );
  });
});
