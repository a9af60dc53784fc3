/** A local webhook receiver and a deadline wait, for the webhook tests. Imported only by *.int.test.ts. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the local receiver heard. */
export interface Heard {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP receiver: every path answers 200, except those told to fail a number of events first. */
export function receiver() {
  const heard: Heard[] = [];
  const failures = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      heard.push({ path, headers: req.headers, body });
      // Pings (on every webhook's creation) neither fail nor use up a path's failures.
      const left = req.headers['x-staffpay-event'] === 'ping' ? 0 : (failures.get(path) ?? 0);
      if (left > 0) failures.set(path, left - 1);
      res.statusCode = left > 0 ? 500 : 200;
      res.end('ok');
    });
  });
  return {
    heard,
    /** What a path heard, pings aside (every webhook is pinged on creation): the events. */
    at: (path: string) => heard.filter((h) => h.path === path && h.headers['x-staffpay-event'] !== 'ping'),
    /** The pings a path heard. */
    pings: (path: string) => heard.filter((h) => h.path === path && h.headers['x-staffpay-event'] === 'ping'),
    failFirst: (path: string, times: number) => failures.set(path, times),
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function until<T>(probe: () => T | Promise<T>, what: string, ms = 20_000): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
