import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../api/src/app/config';
import { createServer, type AppServer } from '../../../api/src/app/server';
import { createTestDatabase, TEST_REDIS_URL } from '../../../api/test/db';

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

export interface E2eApp {
  url: string;
  server: AppServer;
  databaseUrl: string;
  redisPrefix: string;
  close(): Promise<void>;
}

/**
 * The real API serving web/dist on its own origin, with its own database and Redis prefix (as
 * api/test/harness.ts does, but listening on the port APP_URL names).
 */
export async function startE2eApp(env: Record<string, string> = {}): Promise<E2eApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const db = await createTestDatabase();
  const redisPrefix = `e2e${randomBytes(4).toString('hex')}:`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    REDIS_URL: TEST_REDIS_URL,
    APP_URL: url,
    DATA_DIR: path.join(os.tmpdir(), `sp-${redisPrefix.slice(0, -1)}`),
    SESSION_SECRET: 'e2e-session-secret-0123456789',
    WEB_DIST,
    ...env,
  });
  const server = await createServer(config, { redisPrefix });
  await server.listen(port, '127.0.0.1');
  return {
    url,
    server,
    databaseUrl: db.url,
    redisPrefix,
    async close() {
      await server.close();
      await db.drop();
    },
  };
}
