import type { EventName, Events } from '../events';

/**
 * Calls `onEvent` for every message of the events `names` on one scope's channels, from every
 * process, until the returned function is called. For process-wide listeners (caches, feeds)
 * that need to know that something changed, not what.
 */
export function watchEvents(events: Events, names: readonly EventName[], scopeId: number, onEvent: () => void) {
  const iterators = names.map((name) => events.subscribe(name, scopeId)[Symbol.asyncIterator]());
  for (const iterator of iterators) {
    void (async () => {
      for (;;) {
        const next = await iterator.next().catch(() => ({ done: true as const, value: undefined }));
        if (next.done) return;
        onEvent();
      }
    })();
  }
  return () => {
    for (const iterator of iterators) void iterator.return?.();
  };
}
