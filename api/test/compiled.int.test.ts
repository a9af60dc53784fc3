import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SERVICE_UNAVAILABLE_MESSAGES } from '@staffpay/schema/errors/service-unavailable';
import { SERVICE_RESTART_CLOSE } from '../src/app/ws';
import { buildCompiledApi } from './compiled';
import { MAX_QUERY_COST } from '../src/app/query-cost';
import { createTestDatabase, TEST_REDIS_URL } from './db';
import { startApi, type ApiProcess } from './processes';

/**
 * The production build (`pnpm --filter api build`, scripts/bundle.ts) as `pnpm start` and the
 * image run it: `node dist/migrate.js` migrates, `node dist/main.js` serves REST and GraphQL
 * without tsx, and drains on SIGTERM (docs/deploy.md, "Graceful drain").
 */
let build: Awaited<ReturnType<typeof buildCompiledApi>>;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let env: Record<string, string>;
const apis: ApiProcess[] = [];

beforeAll(async () => {
  [build, db] = await Promise.all([buildCompiledApi(), createTestDatabase()]);
  env = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    REDIS_URL: TEST_REDIS_URL,
    SESSION_SECRET: 'compiled-session-secret-0123456',
    APP_URL: 'http://app.test',
    WEB_DIST: '/nonexistent',
    DATA_DIR: path.join(os.tmpdir(), `sp-compiled-${randomBytes(4).toString('hex')}`),
  };
}, 60_000);

afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()));
  await db?.drop();
  build?.remove();
});

async function start(extra: Record<string, string> = {}) {
  const api = await startApi({ ...env, ...extra }, 30_000, build.main);
  apis.push(api);
  return api;
}

/** A graphql-ws socket, acknowledged; `closed` resolves with its close code. */
async function openSocket(url: string) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data) => {
      if (JSON.parse(String(data)).type === 'connection_ack') resolve();
    });
  });
  return { closed };
}

describe('the compiled API', () => {
  it('migrates with dist/migrate.js, twice without harm', () => {
    for (let i = 0; i < 2; i++) {
      const run = spawnSync(process.execPath, ['--enable-source-maps', build.migrate], {
        env: { PATH: process.env.PATH ?? '', ENV_FILE: '', ...env },
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/^database is up to date \(\d+ migrations applied\)/);
    }
  });

  it('starts from dist/main.js and answers /api/health and GraphQL', async () => {
    const api = await start();
    const health = await fetch(`${api.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok', pubsub: 'connected' });
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ health { status database } }' }),
    });
    // The bundle loads the cost estimator too (query-cost.ts requires its CommonJS build).
    expect(await res.json()).toEqual({
      data: { health: { status: 'ok', database: 'ok' } },
      extensions: { cost: { requested: 3, limit: MAX_QUERY_COST } },
    });
    // An unknown route is still answered by the bundled code's own handlers (not a crash).
    expect((await fetch(`${api.url}/api/nowhere`)).status).toBe(404);
  });

  it('on SIGTERM: readiness says draining, new work is refused, sockets close with 1012, exit 0', async () => {
    // A delay long enough to look at the draining process; the sockets close when it ends.
    const api = await start({ DRAIN_DELAY_MS: '3000' });
    const socket = await openSocket(api.url);
    api.child.kill('SIGTERM');

    await expect.poll(async () => (await fetch(`${api.url}/api/health`)).status).toBe(503);
    const health = await fetch(`${api.url}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'draining', database: 'ok' });
    expect((await fetch(`${api.url}/api/health/live`)).status).toBe(200);

    const refused = await fetch(`${api.url}/api/companies`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('connection')).toBe('close');
    const restarting = { code: 'SERVICE_UNAVAILABLE', reason: 'SERVER_RESTARTING' };
    expect(await refused.json()).toEqual({
      ...restarting,
      message: SERVICE_UNAVAILABLE_MESSAGES.restarting,
      requestId: refused.headers.get('x-request-id'),
    });
    const overGraphql = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ health { status } }' }),
    });
    expect(overGraphql.status).toBe(503);
    expect(await overGraphql.json()).toEqual({
      errors: [
        {
          message: SERVICE_UNAVAILABLE_MESSAGES.restarting,
          extensions: { ...restarting, requestId: overGraphql.headers.get('x-request-id') },
        },
      ],
    });
    // A new socket is refused at the upgrade; the open one is told to reconnect elsewhere.
    await expect(openSocket(api.url)).rejects.toThrow(/503/);
    expect(await socket.closed).toBe(SERVICE_RESTART_CLOSE);
    expect(await api.exited).toBe(0);
  });
});
