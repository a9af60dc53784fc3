/** A gauge's child, as prom-client hands it out for one label set. */
interface Counted {
  inc(): void;
  dec(): void;
}

/**
 * The subscription's results as they are, counted in `gauge` from now until it ends: done,
 * failed, or returned (graphql-ws returns every subscription of a socket that closes).
 */
export function countedWhileOpen<T>(stream: AsyncIterableIterator<T>, gauge: Counted): AsyncIterableIterator<T> {
  gauge.inc();
  let open = true;
  const end = () => {
    if (open) gauge.dec();
    open = false;
  };
  return {
    next: () =>
      stream.next().then(
        (result) => {
          if (result.done) end();
          return result;
        },
        (error: unknown) => {
          end();
          throw error;
        },
      ),
    return: (value?: unknown) => {
      end();
      return stream.return ? stream.return(value) : Promise.resolve({ done: true as const, value: undefined });
    },
    throw: (error?: unknown) => {
      end();
      return stream.throw ? stream.throw(error) : Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
