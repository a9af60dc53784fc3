import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePayroll, computePayrollState, updatePayroll, type PayrollState } from './engine';
import { day, inputArb, money, RUNS } from './engine.arbitraries';
import { employee, ledger, record } from './engine.fixtures';
import type { LedgerRecord, PayrollInput, PerformanceRecord, SalaryRule } from './engine.types';

/**
 * An incremental update equals the full computation: a random company goes through random
 * sequences of changes of one to three employees at a time (records added, edited, moved to another
 * employee or deleted; an employee's status or departments changed; employees hired and removed),
 * and after every change each card computed incrementally equals computePayroll's, field for field.
 */

const STATUSES = ['active', 'active', 'vacation', 'inactive'] as const;
const LEDGER_TYPES = ['bonus', 'penalty', 'advance', 'piecework'] as const;

/** The abstract change; `who` and `which` pick among the employees and records present when it is applied. */
const changeArb = fc.oneof(
  fc.record({
    kind: fc.constant('addPerformance' as const),
    who: fc.nat(),
    endDate: day,
    ordersCount: fc.integer({ min: 0, max: 12 }),
    employeeProfit: money(-50_000, 5_000_000),
    bonus: fc.integer({ min: 0, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('editPerformance' as const),
    which: fc.nat(),
    who: fc.option(fc.nat()),
    ordersCount: fc.integer({ min: 0, max: 12 }),
    employeeProfit: money(-50_000, 5_000_000),
    endDate: day,
  }),
  fc.record({ kind: fc.constant('deletePerformance' as const), which: fc.nat() }),
  fc.record({
    kind: fc.constant('addLedger' as const),
    who: fc.nat(),
    type: fc.constantFrom(...LEDGER_TYPES),
    amount: money(1, 10_000_000),
    appliedDate: day,
  }),
  fc.record({
    kind: fc.constant('editLedger' as const),
    which: fc.nat(),
    who: fc.option(fc.nat()),
    amount: money(1, 10_000_000),
    appliedDate: day,
  }),
  fc.record({ kind: fc.constant('deleteLedger' as const), which: fc.nat() }),
  fc.record({ kind: fc.constant('setStatus' as const), who: fc.nat(), status: fc.constantFrom(...STATUSES) }),
  fc.record({
    kind: fc.constant('setDepartments' as const),
    who: fc.nat(),
    departments: fc.shuffledSubarray([1, 2, 3]),
  }),
  fc.record({
    kind: fc.constant('hire' as const),
    status: fc.constantFrom(...STATUSES),
    departments: fc.shuffledSubarray([1, 2, 3]),
  }),
  fc.record({ kind: fc.constant('remove' as const), who: fc.nat() }),
);
type Change = typeof changeArb extends fc.Arbitrary<infer T> ? T : never;

/** One update: one to three changes, told to the engine together. */
const historyArb = fc.array(fc.array(changeArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 8 });

const nextId = (items: { id: number }[]) => Math.max(0, ...items.map((i) => i.id)) + 1;

/** An employee of the input, or now and then an id nobody has (records of strangers are ignored). */
function pick(input: PayrollInput, n: number): number {
  const ids = input.employees.map((e) => e.id);
  return n % (ids.length + 1) === ids.length ? nextId(input.employees) + 5 : ids[n % (ids.length + 1)];
}

/** The input after the change, and the employees it concerns (before and after). */
function apply(input: PayrollInput, c: Change): { input: PayrollInput; changed: number[] } {
  const replace = <T extends { id: number }>(list: T[], item: T) => list.map((x) => (x.id === item.id ? item : x));
  switch (c.kind) {
    case 'addPerformance': {
      const who = pick(input, c.who);
      const { endDate, ordersCount, employeeProfit } = c;
      const bonusRules = c.bonus > 0 ? [{ ruleId: c.bonus, unitCount: 1 }] : [];
      const added = record(nextId(input.performance), who, { endDate, ordersCount, employeeProfit, bonusRules });
      return { input: { ...input, performance: [...input.performance, added] }, changed: [who] };
    }
    case 'editPerformance': {
      const was = input.performance[c.which % input.performance.length];
      if (!was) return { input, changed: [] };
      const { ordersCount, employeeProfit, endDate } = c;
      const now: PerformanceRecord = {
        ...was,
        employeeId: c.who === null ? was.employeeId : pick(input, c.who),
        ordersCount,
        employeeProfit,
        endDate,
      };
      return {
        input: { ...input, performance: replace(input.performance, now) },
        changed: [was.employeeId, now.employeeId],
      };
    }
    case 'deletePerformance': {
      const was = input.performance[c.which % input.performance.length];
      if (!was) return { input, changed: [] };
      return {
        input: { ...input, performance: input.performance.filter((r) => r !== was) },
        changed: [was.employeeId],
      };
    }
    case 'addLedger': {
      const who = pick(input, c.who);
      const quantity = c.type === 'piecework' ? 1 : null;
      const added = ledger(nextId(input.ledger), who, c.type, c.amount, c.appliedDate, quantity);
      return { input: { ...input, ledger: [...input.ledger, added] }, changed: [who] };
    }
    case 'editLedger': {
      const was = input.ledger[c.which % input.ledger.length];
      if (!was) return { input, changed: [] };
      const now: LedgerRecord = {
        ...was,
        employeeId: c.who === null ? was.employeeId : pick(input, c.who),
        amount: c.amount,
        appliedDate: c.appliedDate,
      };
      return { input: { ...input, ledger: replace(input.ledger, now) }, changed: [was.employeeId, now.employeeId] };
    }
    case 'deleteLedger': {
      const was = input.ledger[c.which % input.ledger.length];
      if (!was) return { input, changed: [] };
      return { input: { ...input, ledger: input.ledger.filter((r) => r !== was) }, changed: [was.employeeId] };
    }
    case 'setStatus':
    case 'setDepartments': {
      const was = input.employees.find((e) => e.id === pick(input, c.who));
      if (!was) return { input, changed: [] };
      const now = c.kind === 'setStatus' ? { ...was, status: c.status } : { ...was, departmentIds: c.departments };
      return { input: { ...input, employees: replace(input.employees, now) }, changed: [was.id] };
    }
    case 'hire': {
      const hired = employee(nextId(input.employees), c.departments, c.status);
      return { input: { ...input, employees: [...input.employees, hired] }, changed: [hired.id] };
    }
    case 'remove': {
      const id = pick(input, c.who);
      return { input: { ...input, employees: input.employees.filter((e) => e.id !== id) }, changed: [id] };
    }
  }
}

/** Applies the history both ways, comparing every card after each update; answers the states. */
function replay(input: PayrollInput, history: Change[][]): PayrollState[] {
  let state = computePayrollState(input);
  const states = [state];
  for (const update of history) {
    let next = state.input;
    const changed: number[] = [];
    for (const change of update) {
      const applied = apply(next, change);
      next = applied.input;
      changed.push(...applied.changed);
    }
    const previous = state;
    state = updatePayroll(state, next, changed);
    const full = computePayroll(next);
    expect(state.result.cards).toEqual(full.cards);
    // Field order too: it is the order of the REST answer's JSON.
    expect(JSON.stringify(state.result.cards)).toBe(JSON.stringify(full.cards));
    const { recomputed } = state;
    if (recomputed !== 'all') {
      // `recomputed` names exactly the new cards: the API rebuilds the views of those alone.
      for (const card of state.result.cards) {
        expect(card === previous.result.byEmployee.get(card.employeeId)).toBe(!recomputed.has(card.employeeId));
      }
    }
    const byId = (a: [number, unknown], b: [number, unknown]) => a[0] - b[0];
    expect([...state.result.byEmployee].sort(byId)).toEqual([...full.byEmployee].sort(byId));
    states.push(state);
  }
  return states;
}

/** Every salary rule turned into one that pays on a company-wide figure, so changes ripple across cards. */
const companyWide = inputArb.chain((input) =>
  fc
    .array(
      fc.constantFrom<Partial<SalaryRule>>(
        { ruleType: 'percent_department' },
        { ruleType: 'percent_total' },
        { ruleType: 'percent_team', teamBase: 'department' },
        { ruleType: 'percent_team', teamBase: 'group' },
        { salaryMode: 'bonus', thresholdType: 'company_profit' },
        { salaryMode: 'bonus', thresholdType: 'department_profit' },
        { salaryMode: 'bonus', thresholdType: 'average_check' },
      ),
      { minLength: input.salaryRules.length, maxLength: input.salaryRules.length },
    )
    .map((kinds) => ({ ...input, salaryRules: input.salaryRules.map((r, i) => ({ ...r, ...kinds[i] })) })),
);

describe('incremental payroll', () => {
  it('equals the full computation after every change', () => {
    fc.assert(
      fc.property(inputArb, historyArb, (input, history) => void replay(input, history)),
      RUNS,
    );
  });

  it('equals the full computation where every rule pays on company-wide figures', () => {
    fc.assert(
      fc.property(companyWide, historyArb, (input, history) => void replay(input, history)),
      RUNS,
    );
  });

  it('a ledger change rebuilds its employee’s card only and shares every other', () => {
    const ledgerOnly = fc.array(
      fc.array(
        changeArb.filter((c) => c.kind === 'addLedger' || c.kind === 'editLedger' || c.kind === 'deleteLedger'),
        { minLength: 1, maxLength: 1 },
      ),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(inputArb, ledgerOnly, (input, history) => {
        const states = replay(input, history);
        for (let i = 1; i < states.length; i++) {
          const [before, after] = [states[i - 1], states[i]];
          const rebuilt = after.result.cards.filter((c) => before.result.byEmployee.get(c.employeeId) !== c);
          const concerned = new Set([...(after.recomputed as Set<number>)]);
          expect(concerned.size).toBeLessThanOrEqual(2);
          for (const c of rebuilt) expect(concerned.has(c.employeeId)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('computes afresh when the rules themselves changed', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const state = computePayrollState(input);
        const next = { ...input, salaryRules: input.salaryRules.map((r) => ({ ...r, value: '1' })) };
        const updated = updatePayroll(state, next, []);
        expect(updated.recomputed).toBe('all');
        expect(updated.result.cards).toEqual(computePayroll(next).cards);
      }),
      RUNS,
    );
  });
});
