/** A local webhook receiver: answers 200 to everything and keeps each body by the path it came to. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  body: string;
}

export async function webhookReceiver() {
  const heard: Received[] = [];
  const waiters = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      heard.push({ path: req.url ?? '/', body });
      res.end('ok');
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    heard,
    /** Resolves when `done()` holds or the deadline passes, re-checked at each delivery. */
    until(done: () => boolean, ms: number): Promise<boolean> {
      return new Promise((resolve) => {
        const check = () => {
          if (!done()) return;
          finish(true);
        };
        const finish = (ok: boolean) => {
          clearTimeout(timer);
          waiters.delete(check);
          resolve(ok);
        };
        const timer = setTimeout(() => finish(false), ms);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
