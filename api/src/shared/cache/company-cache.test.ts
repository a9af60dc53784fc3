import { describe, expect, it } from 'vitest';
import { declareEvent, Events, sent, type EventBus, type EventOrigin } from '../events';
import { CompanyCache } from './company-cache';

const recoveredListeners: (() => void)[] = [];
/** A bus that delivers nothing: only the synchronous local listener and a recovery can invalidate. */
const silentBus: EventBus = {
  publish: async () => undefined,
  subscribe: () => ({ [Symbol.asyncIterator]: () => ({ next: () => new Promise(() => undefined) }) }),
  onRecovered: (listener) => void recoveredListeners.push(listener),
  state: () => 'in-process',
  onStateChange: () => () => undefined,
  close: async () => undefined,
};
const OCTOBER = '2026-10';
/** No listener runs in these tests, so nothing reads where an event came from. */
const origin = {} as EventOrigin;
/** A company's event as the kernel sees one: sent on the company's channel (the kernel imports no domain). */
const PAY_CHANGED = declareEvent('payChanged', (event) => sent('payChanged', event.companyId, event));

describe('CompanyCache', () => {
  it('shares one computation, and drops it synchronously when this process sends a change', async () => {
    const events = new Events(silentBus);
    const cache = new CompanyCache(events, ['payChanged']);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([cache.get(1, OCTOBER, compute), cache.get(1, OCTOBER, compute)])).toEqual([1, 1]);
    void events.happened(origin, PAY_CHANGED, {
      companyId: 2,
      source: 'ledger',
      action: 'created',
      id: 1,
      employeeIds: [1],
      dates: ['2026-10-05'],
    });
    expect(await cache.get(1, OCTOBER, compute)).toBe(1);
    void events.happened(origin, PAY_CHANGED, {
      companyId: 1,
      source: 'ledger',
      action: 'created',
      id: 1,
      employeeIds: [1],
      dates: ['2026-10-05'],
    });
    expect(await cache.get(1, OCTOBER, compute)).toBe(2);
    expect(await cache.get(1, '2026-09', compute)).toBe(3);
  });

  it('does not keep a failed computation', async () => {
    const cache = new CompanyCache(new Events(silentBus), ['payChanged']);
    await expect(cache.get(1, OCTOBER, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(1, OCTOBER, async () => 'ok')).toBe('ok');
  });

  it('drops every company’s entries when the bus recovers from an outage', async () => {
    const cache = new CompanyCache(new Events(silentBus), ['payChanged']);
    let computed = 0;
    const compute = async () => ++computed;
    expect([await cache.get(1, OCTOBER, compute), await cache.get(2, OCTOBER, compute)]).toEqual([1, 2]);
    for (const listener of recoveredListeners) listener();
    expect([await cache.get(1, OCTOBER, compute), await cache.get(2, OCTOBER, compute)]).toEqual([3, 4]);
  });
});
