import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePayrollState, updatePayroll, type PayrollState } from '@staffpay/pay-engine/engine';
import type { EngineEmployee, PayrollInput } from '@staffpay/pay-engine/engine.types';
import { paidCardsOf, patchPaidCards, type PaidCard } from './paid-cards';
import { cardPersonOf } from '../../../test/support/card-person';

/**
 * A patched list of cards is the list made afresh, in the same order, through random changes of
 * one employee at a time in a company where a department's profit pays everyone in it (so one
 * record moves other cards too); and every entry neither changed nor rebuilt is the previous object.
 */

const LAST_NAMES = ['Иванов', 'Петров', 'Ёлкин', 'Абаев'];
const STATUSES = ['active', 'vacation', 'inactive'] as const;

const personOf = (e: EngineEmployee) => cardPersonOf(e);

const changeArb = fc.record({
  who: fc.nat(),
  kind: fc.constantFrom('sell', 'rename', 'status', 'remove', 'hire'),
  name: fc.nat(),
  status: fc.constantFrom(...STATUSES),
  profit: fc.integer({ min: 1, max: 100_000 }),
});

function company(size: number): PayrollInput {
  return {
    period: { from: '2026-11-01', to: '2026-11-30' },
    employees: Array.from({ length: size }, (_, i) => ({
      id: i + 1,
      firstName: `Имя${i % 3}`,
      lastName: LAST_NAMES[i % LAST_NAMES.length]!,
      status: STATUSES[i % 5 === 0 ? 2 : 0],
      departmentIds: [1 + (i % 2)],
    })),
    departments: [1, 2].map((id) => ({ id, name: `Отдел ${id}` })),
    salaryRules: [
      {
        id: 1,
        templateName: 'Доля отдела',
        ruleType: 'percent_department',
        value: '1',
        period: 'monthly',
        teamBase: null,
        salaryMode: 'base',
        considerOrdersAndProfit: false,
        appliesTo: { departments: [1], employees: [], groups: [] },
        thresholdType: null,
        thresholdValue: null,
        isActive: true,
      },
    ],
    ruleTemplates: [],
    performance: [],
    ledger: [],
  };
}

type Change = typeof changeArb extends fc.Arbitrary<infer T> ? T : never;

function apply(input: PayrollInput, c: Change) {
  const ids = input.employees.map((e) => e.id);
  const id = c.kind === 'hire' ? Math.max(0, ...ids) + 1 : ids[c.who % ids.length]!;
  const employees = input.employees.map((e) => {
    if (e.id !== id) return e;
    if (c.kind === 'rename') return { ...e, lastName: LAST_NAMES[c.name % LAST_NAMES.length]! };
    if (c.kind === 'status') return { ...e, status: c.status };
    return e;
  });
  const next: PayrollInput = { ...input, employees };
  if (c.kind === 'remove') next.employees = employees.filter((e) => e.id !== id);
  if (c.kind === 'hire')
    next.employees = [...employees, { ...input.employees[0]!, id, lastName: LAST_NAMES[c.name % 4]! }];
  if (c.kind === 'sell') {
    const record = {
      id: input.performance.length + 1,
      employeeId: id,
      startDate: '2026-11-01',
      endDate: '2026-11-02',
      ordersCount: 1,
      employeeProfit: `${c.profit}.25`,
      bonusRules: [],
      penaltyRules: [],
    };
    next.performance = [...input.performance, record];
  }
  return { next, id };
}

describe('patchPaidCards', () => {
  it('gives the list made afresh, sharing every entry it did not rebuild', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.array(changeArb, { minLength: 1, maxLength: 12 }),
        (size, changes) => {
          let input = company(size);
          let state: PayrollState = computePayrollState(input);
          let people = new Map(input.employees.map((e) => [e.id, personOf(e)]));
          let list: PaidCard[] = paidCardsOf(state.result, people, input.employees);
          for (const c of changes) {
            if (input.employees.length === 0) break;
            const { next, id } = apply(input, c);
            const reloaded = next.employees.filter((e) => e.id === id);
            const nextState = updatePayroll(state, next, [id]);
            people = new Map(people);
            people.delete(id);
            for (const e of reloaded) people.set(e.id, personOf(e));
            const rebuilt = nextState.recomputed as ReadonlySet<number>;
            const patched = patchPaidCards(list, new Set([id]), rebuilt, nextState.result, people, reloaded);
            expect(patched).toEqual(paidCardsOf(nextState.result, people, next.employees));
            const before = new Map(list.map((p) => [p.card.id, p]));
            for (const p of patched) {
              if (p.card.id !== id && !rebuilt.has(p.card.id)) expect(p).toBe(before.get(p.card.id));
            }
            [input, state, list] = [next, nextState, patched];
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
