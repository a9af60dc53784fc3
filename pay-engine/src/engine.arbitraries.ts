import Decimal from 'decimal.js';
import fc from 'fast-check';
import { LEDGER_TYPE, LEDGER_TYPES } from '@staffpay/schema/pay/ledger-types';
import { employee, ledger, NOVEMBER, payrollInput, record, salaryRule, template } from './engine.fixtures';
import type { PayrollInput } from './engine.types';

/** fast-check arbitraries of the engine's property tests: small random companies and their facts. */

export const RUNS = { seed: 20261122, numRuns: 200 };
export const MAX_EMPLOYEES = 8;

export const cents = (n: number) => new Decimal(n).div(100).toFixed(2);
export const money = (min: number, max: number) => fc.integer({ min, max }).map(cents);
export const day = fc
  .integer({ min: 0, max: 75 })
  .map((n) => new Date(Date.UTC(2026, 9, 20 + n)).toISOString().slice(0, 10));
const ids = (max: number) => fc.uniqueArray(fc.integer({ min: 1, max }), { maxLength: max });
const units = fc.array(
  fc.record({ ruleId: fc.integer({ min: 1, max: 4 }), unitCount: fc.integer({ min: 0, max: 4 }) }),
  {
    maxLength: 3,
  },
);

export const performanceArb = (employeeIds: number) =>
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

export const inputArb: fc.Arbitrary<PayrollInput> = fc.integer({ min: 1, max: MAX_EMPLOYEES }).chain((n) =>
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
        fc.tuple(fc.integer({ min: 1, max: n }), fc.constantFrom(...LEDGER_TYPES), money(1, 10_000_000), day),
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
          ledger(i + 1, employeeId, type, amount, date, LEDGER_TYPE[type].quantity === 'counted' ? 1 : null),
        ),
      });
    }),
);
