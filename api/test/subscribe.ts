import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client; `next()` resolves with the next pushed result. */
export function wsClient(httpUrl: string, opts: { token?: string; origin?: string } = {}) {
  const url = httpUrl.replace(/^http/, 'ws') + '/graphql';
  const client: Client = createClient({
    url,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, opts.origin ? { headers: { origin: opts.origin } } : {});
      }
    },
    connectionParams: opts.token ? { authToken: opts.token } : undefined,
    retryAttempts: 0,
    lazy: true,
  });
  return {
    client,
    /** Subscribes and resolves once the server has acknowledged the connection. */
    async subscribe<T = any>(query: string, variables: Record<string, unknown> = {}) {
      const queue: unknown[] = [];
      const waiters: ((v: unknown) => void)[] = [];
      const push = (v: unknown) => (waiters.length ? waiters.shift()!(v) : queue.push(v));
      const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
      const dispose = client.subscribe<T>(
        { query, variables },
        { next: (v) => push(v), error: (e) => push({ error: e }), complete: () => push({ complete: true }) },
      );
      await connected;
      // The subscribe message travels after connection ack; give the server a moment to register it.
      await new Promise((r) => setTimeout(r, 150));
      return {
        next: (timeoutMs = 5000) =>
          new Promise<any>((resolve, reject) => {
            if (queue.length) return resolve(queue.shift());
            const t = setTimeout(() => reject(new Error('no event within timeout')), timeoutMs);
            waiters.push((v) => {
              clearTimeout(t);
              resolve(v);
            });
          }),
        dispose,
      };
    },
    close: () => client.dispose(),
  };
}

/** A graphql-ws client that retries as the web's does (every close it may retry, soon): it resumes by itself. */
export function retryingClient(httpUrl: string, token: string) {
  const codes: number[] = [];
  const client = createClient({
    url: httpUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authToken: token },
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 200)),
    on: { closed: (e) => codes.push((e as { code: number }).code) },
  });
  return { client, closeCodes: codes };
}

/** Subscribes on `client` and keeps what arrives: each result's data, and how it ended if it did. */
export function collect<T>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const data: T[] = [];
  const ended: { errors?: unknown; completed?: true } = {};
  client.subscribe<T>(
    { query, variables },
    {
      next: (result) => (result.data ? data.push(result.data) : (ended.errors = result.errors)),
      error: (error) => (ended.errors = error),
      complete: () => (ended.completed = true),
    },
  );
  return { data, ended };
}
