import net from 'node:net';
import path from 'node:path';
import { startTestApp, type TestApp } from '../../../api/test/harness';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../dist');

/** A free local port: APP_URL must be known before the server starts (letters, Google redirect). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type E2eApp = TestApp;

/** The API's own test harness serving web/dist on the origin APP_URL names, with its own database and Redis prefix. */
export async function startE2eApp(env: Record<string, string> = {}): Promise<E2eApp> {
  return startTestApp({ WEB_DIST, ...env }, { port: await freePort() });
}
