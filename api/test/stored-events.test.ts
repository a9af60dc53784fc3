import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../src/shared/context';
import { Events, type EventBus, type EventOrigin, type Recorded } from '../src/shared/events';
import { LEDGER_RECORD_CREATED, type LedgerView } from '../src/modules/ledger';
import { PAY_CHANGED, type PayEvent } from '../src/modules/pay-core';

/**
 * A stored event (a webhook fact) is stated after its commit only with the payload `recordEvent`
 * answered inside the transaction, and wakes the dispatcher; a plain event does not.
 */
const bus: EventBus = {
  publish: async () => undefined,
  subscribe: () => ({ [Symbol.asyncIterator]: () => ({ next: async () => ({ done: true, value: undefined }) }) }),
  onRecovered: () => undefined,
  state: () => 'in-process',
  onStateChange: () => () => undefined,
  close: async () => undefined,
};
const origin: EventOrigin = {
  app: { log: { error: () => undefined } } as unknown as AppDeps,
  em: {} as EntityManager,
  actorUserId: null,
};
const view = { id: 1, companyId: 7, employeeId: 3, appliedDate: '2026-11-02' } as LedgerView;
const pay: PayEvent = { companyId: 7, source: 'ledger', action: 'created', id: 1, employeeIds: [3], dates: [] };

describe('stored events', () => {
  it('wake the dispatcher after the commit; plain events do not', async () => {
    const events = new Events(bus);
    const woken: unknown[] = [];
    events.onStored(async (payload) => void woken.push(payload));
    await events.happened(origin, LEDGER_RECORD_CREATED, view as Recorded<'ledgerRecordCreated'>);
    await events.happened(origin, PAY_CHANGED, pay);
    expect(woken).toEqual([view]);
  });

  it('map to their webhook facts, and cannot be stated unless recorded in the transaction', () => {
    expect(LEDGER_RECORD_CREATED.stored(view)).toEqual({ type: 'ledger.record.created', companyId: 7, data: view });
    // Never run: it must not compile, and `pnpm typecheck` fails the day it does.
    const forgotten = (events: Events) =>
      // @ts-expect-error a stored event's payload must be the one recordEvent answered
      events.happened(origin, LEDGER_RECORD_CREATED, view);
    void forgotten;
  });
});
