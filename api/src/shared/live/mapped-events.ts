/**
 * The source's values through `map` (awaited), skipping those it answers undefined for. A plain object
 * rather than an async generator: a generator parked on an `await` cannot be returned until its
 * next value, so `return()` here releases the source (and its bus channel) at once.
 */
export function mapEvents<T, U>(
  source: AsyncIterable<T>,
  map: (value: T) => U | undefined | Promise<U | undefined>,
): AsyncIterableIterator<U> {
  const events = source[Symbol.asyncIterator]();
  return {
    async next(): Promise<IteratorResult<U>> {
      for (;;) {
        const result = await events.next();
        if (result.done) return { done: true, value: undefined };
        const mapped = await map(result.value);
        if (mapped !== undefined) return { done: false, value: mapped };
      }
    },
    async return() {
      await events.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      await events.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
