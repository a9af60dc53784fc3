import { describe, expect, it } from 'vitest';
import { Events, type EventBus, type EventOrigin } from '../../shared/events';
import { PAY_CHANGED, type PayEvent } from '../pay-core';
import { EMPLOYEE_CHANGED } from '../staff/employees/employee.events';
import { PayrollCache, staleIn } from './payroll-cache';
import type { Computed } from './payroll-compute';

/** A bus that delivers nothing: only this process's own messages reach the cache. */
const silentBus: EventBus = {
  publish: async () => undefined,
  subscribe: () => ({ [Symbol.asyncIterator]: () => ({ next: () => new Promise(() => undefined) }) }),
  onRecovered: () => undefined,
  state: () => 'in-process',
  onStateChange: () => () => undefined,
  close: async () => undefined,
};
/** No listener runs in these tests, so nothing reads where an event came from. */
const origin = {} as EventOrigin;
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const pay = (fields: Partial<PayEvent>): PayEvent => ({
  companyId: 1,
  source: 'ledger',
  action: 'created',
  id: 1,
  employeeIds: [7],
  dates: ['2026-10-05'],
  ...fields,
});

/** Computations are stood in for by their history: how they were made. */
function work() {
  const log: string[] = [];
  return {
    log,
    compute: async () => (log.push('full'), { history: ['full'] }) as unknown as Computed,
    patch: async (previous: Computed, ids: number[], facts: ReadonlySet<string>) => {
      log.push(`patch ${ids.join(',')} (${[...facts].sort().join(',')})`);
      return {
        history: [...(previous as unknown as { history: string[] }).history, ids.join(',')],
      } as unknown as Computed;
    },
  };
}

describe('what a change makes stale in a period', () => {
  it('patches the ledger or performance records of a write naming its employees inside the period, and all of a changed employee', () => {
    expect(staleIn('payChanged', pay({}), OCTOBER)).toEqual({ employeeIds: [7], facts: ['ledger'] });
    expect(staleIn('payChanged', pay({ source: 'performance', employeeIds: [7, 8] }), OCTOBER)).toEqual({
      employeeIds: [7, 8],
      facts: ['performance'],
    });
    expect(
      staleIn('employeeChanged', { kind: 'updated', companyId: 1, employeeId: 9, employee: null }, OCTOBER),
    ).toEqual({ employeeIds: [9], facts: ['person', 'performance', 'ledger'] });
  });

  it('leaves the period as it was when every date of a ledger or performance write lies outside it', () => {
    const nothing = { employeeIds: [], facts: [] };
    expect(staleIn('payChanged', pay({ dates: ['2026-09-30', '2026-11-01'] }), OCTOBER)).toEqual(nothing);
    expect(staleIn('payChanged', pay({ source: 'performance', dates: ['2026-11-30'] }), OCTOBER)).toEqual(nothing);
  });

  it('computes afresh for anything else', () => {
    expect(staleIn('payChanged', pay({ dates: ['2026-10-05', '2026-11-01'] }), OCTOBER)).toBe('all');
    expect(staleIn('payChanged', pay({ dates: [] }), OCTOBER)).toBe('all');
    expect(staleIn('payChanged', pay({ employeeIds: null }), OCTOBER)).toBe('all');
    for (const source of ['salaryTemplate', 'bonusTemplate', 'fix', 'restore'] as const) {
      expect(staleIn('payChanged', pay({ source }), OCTOBER)).toBe('all');
    }
    expect(staleIn('departmentChanged', { kind: 'updated', companyId: 1, id: 2, department: null }, OCTOBER)).toBe(
      'all',
    );
  });
});

describe('PayrollCache', () => {
  it('marks the employees of an own publish at once, and the next readers share one patch', async () => {
    const events = new Events(silentBus);
    const cache = new PayrollCache(events);
    const w = work();
    await cache.get(1, OCTOBER, w);
    void events.happened(origin, PAY_CHANGED, pay({ employeeIds: [7] }));
    void events.happened(origin, PAY_CHANGED, pay({ employeeIds: [8] }));
    void events.happened(origin, PAY_CHANGED, pay({ companyId: 2, employeeIds: [9] }));
    const [a, b] = await Promise.all([cache.get(1, OCTOBER, w), cache.get(1, OCTOBER, w)]);
    expect(a).toBe(b);
    expect(a).toEqual({ history: ['full', '7,8'] });
    expect(await cache.get(1, OCTOBER, w)).toBe(a);
    expect(w.log).toEqual(['full', 'patch 7,8 (ledger)']);
  });

  it('rereads what the changes since the last read may have moved: a booking the ledger, an employee’s change everything', async () => {
    const events = new Events(silentBus);
    const cache = new PayrollCache(events);
    const w = work();
    await cache.get(1, OCTOBER, w);
    void events.happened(origin, PAY_CHANGED, pay({ source: 'performance', employeeIds: [7] }));
    await cache.get(1, OCTOBER, w);
    void events.happened(origin, PAY_CHANGED, pay({ employeeIds: [7] }));
    void events.happened(origin, EMPLOYEE_CHANGED, { kind: 'updated', companyId: 1, employeeId: 8, employee: null });
    await cache.get(1, OCTOBER, w);
    expect(w.log).toEqual(['full', 'patch 7 (performance)', 'patch 7,8 (ledger,performance,person)']);
  });

  it('drops the entry on a change it cannot patch, and does not build on a failed patch', async () => {
    const events = new Events(silentBus);
    const cache = new PayrollCache(events);
    const w = work();
    await cache.get(1, OCTOBER, w);
    void events.happened(origin, PAY_CHANGED, pay({ employeeIds: null }));
    expect(await cache.get(1, OCTOBER, w)).toEqual({ history: ['full'] });
    void events.happened(origin, EMPLOYEE_CHANGED, { kind: 'deleted', companyId: 1, employeeId: 3, employee: null });
    const failing = { ...w, patch: () => Promise.reject(new Error('down')) };
    await expect(cache.get(1, OCTOBER, failing)).rejects.toThrow('down');
    expect(await cache.get(1, OCTOBER, w)).toEqual({ history: ['full'] });
    expect(w.log).toEqual(['full', 'full', 'full']);
  });
});
