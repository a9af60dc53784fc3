import { withAttach, type EndSink, type Sink } from './live-source';

/** Pushes a subscriber has not taken yet beyond which it is too slow and is dropped. */
export const SLOW_SUBSCRIBER_LIMIT = 64;

/** Ends a subscription whose subscriber could not keep up; the client resubscribes and refetches. */
export class SlowSubscriberError extends Error {
  constructor() {
    super('Subscriber too slow: subscribe again and refetch');
  }
}

/**
 * An async iterator fed by pushes from a shared source (one computation, many subscribers). A
 * subscriber that lets SLOW_SUBSCRIBER_LIMIT pushes pile up is dropped rather than buffered
 * without end, so one slow socket never holds memory or delays the others. A plain object (not a
 * generator), so `return()` releases the source at once even while parked. In push mode
 * (live-source.ts) nothing queues: each push goes straight to the sink, and the socket's own
 * buffer decides who is too slow, and the end is told to the sink's owner (`attachSink`).
 */
export function pushQueue<T>(onEnd: () => void): { push(value: T): void; iterator: AsyncIterableIterator<T> } {
  const queue: T[] = [];
  let waiting: ((result: IteratorResult<T>) => void) | null = null;
  let state: 'open' | 'done' | 'dropped' = 'open';

  let sink: Sink<T> | null = null;
  let attachedEnd: EndSink | null = null;
  let ended = false;
  const end = () => {
    if (state === 'open') state = 'done';
    queue.length = 0;
    if (ended) return;
    ended = true;
    onEnd();
    attachedEnd?.();
  };

  const push = (value: T) => {
    if (state !== 'open') return;
    if (sink) return sink(value);
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ value, done: false });
      return;
    }
    queue.push(value);
    if (queue.length > SLOW_SUBSCRIBER_LIMIT) {
      state = 'dropped';
      end();
    }
  };

  const iterator: AsyncIterableIterator<T> = withAttach(
    {
      next() {
        if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
        if (state === 'dropped') return Promise.reject(new SlowSubscriberError());
        if (state === 'done') return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (waiting = resolve));
      },
      return() {
        const resolve = waiting;
        waiting = null;
        end();
        resolve?.({ value: undefined, done: true });
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    },
    (attached: Sink<T>, onEnded: EndSink) => {
      sink = attached;
      attachedEnd = onEnded;
      for (const value of queue.splice(0)) attached(value);
      if (ended) onEnded(state === 'dropped' ? { error: new SlowSubscriberError() } : undefined);
    },
  );
  return { push, iterator };
}
