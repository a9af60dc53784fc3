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
import { employee, ledger, NOVEMBER, payrollInput, record, salaryRule, template } from './engine.fixtures';
import type { EmployeeCardFigures, PayrollInput, PayrollResult, PerformanceRecord } from './engine.types';
import { dec, splitCents } from './money';
import { inPeriod } from './period';

const RUNS = { seed: 20261122, numRuns: 200 };
const MAX_EMPLOYEES = 8;

const cents = (n: number) => new Decimal(n).div(100).toFixed(2);
const money = (min: number, max: number) => fc.integer({ min, max }).map(cents);
const day = fc.integer({ min: 0, max: 75 }).map((n) => new Date(Date.UTC(2026, 9, 20 + n)).toISOString().slice(0, 10));
const ids = (max: number) => fc.uniqueArray(fc.integer({ min: 1, max }), { maxLength: max });
const units = fc.array(
  fc.record({ ruleId: fc.integer({ min: 1, max: 4 }), unitCount: fc.integer({ min: 0, max: 4 }) }),
  {
    maxLength: 3,
  },
);

const performanceArb = (employeeIds: number) =>
  fc
    .tuple(
      fc.integer({ min: 1, max: employeeIds + 1 }),
      day,
      fc.integer({ min: 0, max: 12 }),
      money(-50_000, 5_000_000),
      units,
      units,
    )
    .map(([employeeId, endDate, ordersCount, employeeProfit, bonusRules, penaltyRules]) => ({
      employeeId,
      endDate,
      ordersCount,
      employeeProfit,
      bonusRules,
      penaltyRules,
    }));

const inputArb: fc.Arbitrary<PayrollInput> = fc.integer({ min: 1, max: MAX_EMPLOYEES }).chain((n) =>
  fc
    .record({
      period: fc.oneof(
        fc.constant(NOVEMBER),
        fc.tuple(day, day).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a })),
      ),
      employees: fc.tuple(
        ...Array.from({ length: n }, (_, i) =>
          fc
            .tuple(
              fc.constantFrom('active', 'active', 'vacation', 'inactive') as fc.Arbitrary<
                'active' | 'vacation' | 'inactive'
              >,
              fc.shuffledSubarray([1, 2, 3]),
            )
            .map(([status, departmentIds]) => employee(i + 1, departmentIds, status)),
        ),
      ),
      salaryRules: fc.array(
        fc.record({
          ruleType: fc.constantFrom(
            'fixed',
            'fixed_per_deal',
            'percent_individual',
            'percent_team',
            'percent_department',
            'percent_total',
          ) as fc.Arbitrary<PayrollInput['salaryRules'][number]['ruleType']>,
          value: money(0, 3_000_000),
          period: fc.constantFrom('monthly', 'weekly', 'daily') as fc.Arbitrary<'monthly' | 'weekly' | 'daily'>,
          teamBase: fc.constantFrom(null, 'department', 'group') as fc.Arbitrary<null | 'department' | 'group'>,
          salaryMode: fc.constantFrom('base', 'bonus') as fc.Arbitrary<'base' | 'bonus'>,
          considerOrdersAndProfit: fc.boolean(),
          departments: fc.shuffledSubarray([1, 2, 3]),
          employees: ids(n),
          groups: ids(3),
          thresholdType: fc.constantFrom(
            null,
            'company_profit',
            'department_profit',
            'employee_profit',
            'average_check',
            'orders_count',
          ) as fc.Arbitrary<PayrollInput['salaryRules'][number]['thresholdType']>,
          thresholdValue: fc.option(money(0, 2_000_000)),
          isActive: fc.constantFrom(true, true, true, false),
        }),
        { maxLength: 6 },
      ),
      ruleTemplates: fc.array(
        fc.record({
          kind: fc.constantFrom('bonus', 'penalty') as fc.Arbitrary<'bonus' | 'penalty'>,
          calculationType: fc.constantFrom('fixed', 'percentage', 'per_unit') as fc.Arbitrary<
            'fixed' | 'percentage' | 'per_unit'
          >,
          amount: money(1, 500_000),
        }),
        { maxLength: 6 },
      ),
      performance: fc.array(performanceArb(n), { maxLength: 20 }),
      ledger: fc.array(
        fc.tuple(
          fc.integer({ min: 1, max: n }),
          fc.constantFrom('bonus', 'penalty', 'advance', 'piecework') as fc.Arbitrary<
            'bonus' | 'penalty' | 'advance' | 'piecework'
          >,
          money(1, 10_000_000),
          day,
        ),
        { maxLength: 10 },
      ),
    })
    .map((g) => {
      const templateIds = { bonus: 0, penalty: 0 };
      return payrollInput({
        period: g.period,
        employees: g.employees,
        salaryRules: g.salaryRules.map((r, i) => salaryRule(i + 1, r)),
        ruleTemplates: g.ruleTemplates.map((t) => template(++templateIds[t.kind], t.kind, t)),
        performance: g.performance.map((p, i) => record(i + 1, p.employeeId, p)),
        ledger: g.ledger.map(([employeeId, type, amount, date], i) =>
          ledger(i + 1, employeeId, type, amount, date, type === 'piecework' ? 1 : null),
        ),
      });
    }),
);

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
