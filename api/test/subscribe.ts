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
