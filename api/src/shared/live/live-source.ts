/** Takes a subscription's pushes as they happen, in order, without a promise per push. */
export type Sink<T> = (value: T) => void;

const ATTACH = Symbol('attachSink');

interface Attachable<T> {
  [ATTACH](sink: Sink<T>): void;
}

export function canAttach(source: unknown): boolean {
  return typeof source === 'object' && source !== null && ATTACH in source;
}

/**
 * Switches a live source to push mode: every later value is handed to `sink` synchronously as it
 * is pushed, and the source's `next()` settles only when the subscription ends (done, or an
 * error). Fan-out to thousands of subscribers then costs a call per subscriber instead of a chain
 * of awaited iterator steps. Returns false for a source that can only be iterated.
 */
export function attachSink<T>(source: unknown, sink: Sink<T>): boolean {
  if (!canAttach(source)) return false;
  (source as Attachable<T>)[ATTACH](sink);
  return true;
}

/** Gives an iterator push mode (see attachSink). */
export function withAttach<I extends object, T>(iterator: I, attach: (sink: Sink<T>) => void): I {
  return Object.assign(iterator, { [ATTACH]: attach });
}
