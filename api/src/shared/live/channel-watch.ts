import type { DomainEvents, EventName, Events } from '../events';

type Listener<K extends EventName> = (payload: DomainEvents[K]) => void;

interface Watched {
  listeners: Map<Listener<EventName>, (() => void) | undefined>;
  stop: () => void;
}

/**
 * One bus subscription per event and channel in the process, however many listen to it: each
 * socket's session and each subscription's membership are watched this way. A subscription of
 * its own per listener (an iterator, its queues, a pending read) held by each of thousands of
 * idle subscribers adds up; a listener here is one entry in a set. The bus subscribes when the
 * first listener comes and lets go when the last leaves. Every listener receives the same payload
 * object, in the order the bus delivers.
 */
export class ChannelWatches {
  private readonly watched = new Map<string, Watched>();

  constructor(private readonly events: Events) {}

  /**
   * Calls `listener` with every `name` event on `scopeId`'s channel until the answer is called;
   * `onEnd` if the bus ends the subscription first (it is closing).
   */
  listen<K extends EventName>(
    name: K,
    scopeId: string | number,
    listener: Listener<K>,
    onEnd?: () => void,
  ): () => void {
    const key = `${name}\n${scopeId}`;
    let watched = this.watched.get(key);
    if (!watched) {
      watched = this.watch(name, scopeId, () => {
        if (this.watched.get(key) === watched) this.watched.delete(key);
      });
      this.watched.set(key, watched);
    }
    const entry = watched;
    entry.listeners.set(listener as Listener<EventName>, onEnd);
    return () => {
      if (!entry.listeners.delete(listener as Listener<EventName>) || entry.listeners.size > 0) return;
      entry.stop();
      if (this.watched.get(key) === entry) this.watched.delete(key);
    };
  }

  private watch<K extends EventName>(name: K, scopeId: string | number, ended: () => void): Watched {
    const iterator = this.events.subscribe(name, scopeId)[Symbol.asyncIterator]();
    const listeners: Watched['listeners'] = new Map();
    // Read at once, so the bus subscribes now: a change published from here on is heard.
    void (async () => {
      for (;;) {
        const next = await iterator.next().catch(() => ({ done: true as const, value: undefined }));
        if (next.done) break;
        for (const listener of [...listeners.keys()]) listener(next.value as DomainEvents[EventName]);
      }
      ended();
      for (const onEnd of listeners.values()) onEnd?.();
    })();
    return { listeners, stop: () => void iterator.return?.() };
  }
}

const watchesByEvents = new WeakMap<Events, ChannelWatches>();

/** The process's shared watches (one set per app's events, so tests' servers keep theirs apart). */
export function channelWatches(events: Events): ChannelWatches {
  let watches = watchesByEvents.get(events);
  if (!watches) watchesByEvents.set(events, (watches = new ChannelWatches(events)));
  return watches;
}
