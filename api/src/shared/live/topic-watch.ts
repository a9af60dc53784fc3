import type { Events, Topic } from '../events';

/**
 * Calls `onEvent` for every event of `topics` on one scope's channels, from every process, until
 * the returned function is called. For process-wide listeners (caches, feeds) that need to know
 * that something changed, not what.
 */
export function watchTopics(events: Events, topics: readonly Topic[], scopeId: number, onEvent: () => void) {
  const iterators = topics.map((topic) => events.subscribe(topic, scopeId)[Symbol.asyncIterator]());
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
