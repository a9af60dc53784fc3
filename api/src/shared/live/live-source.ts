/** Takes a subscription's pushes as they happen, in order, without a promise per push. */
export type Sink<T> = (value: T) => void;
/** Told once when a push-mode source ends: done, or failed with `failure`. */
export type EndSink = (failure?: { error: unknown }) => void;

const ATTACH = Symbol('attachSink');

interface Attachable<T> {
  [ATTACH](sink: Sink<T>, ended: EndSink): void;
}

export function canAttach(source: unknown): boolean {
  return typeof source === 'object' && source !== null && ATTACH in source;
}

/**
 * Switches a live source to push mode: every later value is handed to `sink` synchronously as it
 * is pushed, and `ended` is told once when the subscription ends (done, or an error). Nothing is
 * parked on the source's `next()` for the subscription's life: fan-out to thousands of
 * subscribers costs a call per subscriber, and an idle one holds no chain of pending promises.
 * Returns false for a source that can only be iterated.
 */
export function attachSink<T>(source: unknown, sink: Sink<T>, ended: EndSink = () => {}): boolean {
  if (!canAttach(source)) return false;
  (source as Attachable<T>)[ATTACH](sink, ended);
  return true;
}

/** Gives an iterator push mode (see attachSink). */
export function withAttach<I extends object, T>(iterator: I, attach: (sink: Sink<T>, ended: EndSink) => void): I {
  return Object.assign(iterator, { [ATTACH]: attach });
}
