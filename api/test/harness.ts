import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { loadConfig } from '../src/shared/config';
import { createServer, type AppServer } from '../src/app/server';
import { MAX_QUERY_COST } from '../src/app/query-cost';
import { openSession } from '../src/modules/accounts/session.service';
import { User } from '../src/modules/accounts/user.entity';
import type { WebhookQueueOptions } from '../src/modules/webhooks';
import { createTestDatabase, TEST_REDIS_URL } from './db';
import { withoutRequestId } from './request-ids';

export interface TestApp {
  server: AppServer;
  url: string;
  databaseUrl: string;
  redisPrefix: string;
  close(): Promise<void>;
  /** Takes the server off the network as an outage would: the port refuses, open connections (sockets too) drop. */
  stopListening(): Promise<void>;
  /** Serves again on the same port, with the same database and sessions. */
  listenAgain(): Promise<void>;
}

/**
 * Starts a real server against its own database and a Redis channel prefix: on a random port,
 * or on `port` (the browser tests need APP_URL to name the port before the server starts).
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: {
    port?: number;
    logStream?: DestinationStream;
    /** Reaches the database another way (a proxy a test controls): the test database's URL in, the API's out. */
    databaseUrl?: (url: string) => string;
    /** The delivery queue's options (a test of retries polls for them every second rather than every 30). */
    webhooks?: WebhookQueueOptions;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const redisPrefix = `t${randomBytes(4).toString('hex')}:`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: options.databaseUrl ? options.databaseUrl(db.url) : db.url,
    REDIS_URL: TEST_REDIS_URL,
    APP_URL: options.port ? `http://127.0.0.1:${options.port}` : 'http://app.test',
    DATA_DIR: path.join(os.tmpdir(), `sp-${redisPrefix.slice(0, -1)}`),
    SESSION_SECRET: 'test-session-secret-0123456789',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const server = await createServer(config, { redisPrefix, logStream: options.logStream, webhooks: options.webhooks });
  const http = server.app.server;
  const connections = new Set<Socket>();
  http.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  const url = await server.listen(options.port ?? 0, '127.0.0.1');
  return {
    server,
    url,
    databaseUrl: db.url,
    redisPrefix,
    async close() {
      await server.close();
      await db.drop();
    },
    async stopListening() {
      const closed = new Promise<void>((resolve, reject) => http.close((err) => (err ? reject(err) : resolve())));
      for (const socket of connections) socket.destroy();
      await closed;
    },
    async listenAgain() {
      await new Promise<void>((resolve, reject) => {
        http.once('error', reject);
        http.listen(Number(new URL(url).port), '127.0.0.1', () => {
          http.off('error', reject);
          resolve();
        });
      });
    },
  };
}

let seq = 0;

/** A verified user with an open session, made directly in the database (the sign-up flow has its own tests). */
export async function signedInUser(
  app: TestApp,
  overrides: Partial<Pick<User, 'firstName' | 'lastName' | 'email'>> = {},
) {
  const { deps } = app.server;
  const em = deps.orm.em.fork();
  seq += 1;
  const user = em.create(User, {
    firstName: overrides.firstName ?? 'Тест',
    lastName: overrides.lastName ?? `Пользователь${seq}`,
    email: overrides.email ?? `user${seq}-${randomBytes(3).toString('hex')}@example.test`,
    emailVerifiedAt: new Date(),
  });
  await em.flush();
  const { token, session } = await openSession(em, deps, user, { ip: '127.0.0.1', userAgent: 'test' });
  return { user, token, sessionId: session.id, headers: { authorization: `Bearer ${token}` } };
}

export type TestUser = Awaited<ReturnType<typeof signedInUser>>;

/** Calls a REST route and returns status plus parsed JSON. */
export async function rest(
  app: TestApp,
  method: string,
  path: string,
  opts: { user?: TestUser; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(app.url + path, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.user?.headers ?? {}),
      ...(opts.headers ?? {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, body: withoutRequestId(json, res.headers.get('x-request-id')), headers: res.headers };
}

/** Sends one GraphQL operation over HTTP. */
export async function gql<T = any>(
  app: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  user?: TestUser,
) {
  const res = await fetch(app.url + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(user?.headers ?? {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as {
    data?: T;
    errors?: { message: string; extensions?: { code?: string } }[];
    extensions?: Record<string, unknown>;
  };
  for (const error of body.errors ?? []) {
    if (error.extensions) error.extensions = withoutRequestId(error.extensions, res.headers.get('x-request-id'));
  }
  return withoutCost(body);
}

/**
 * Every answer to an operation that ran reports its cost (docs/api.md, "Query cost"): checked for
 * every call, then taken out, so expectations compare what is theirs.
 */
function withoutCost<B extends { data?: unknown; extensions?: Record<string, unknown> }>(body: B): B {
  const cost = body.extensions?.cost as { requested?: unknown; limit?: unknown } | undefined;
  if (body.data !== undefined && (typeof cost?.requested !== 'number' || cost.limit !== MAX_QUERY_COST)) {
    throw new Error(`an answer without extensions.cost: ${JSON.stringify(body.extensions)}`);
  }
  if (!body.extensions) return body;
  const { cost: _cost, ...extensions } = body.extensions;
  const { extensions: _all, ...rest } = body;
  return (Object.keys(extensions).length > 0 ? { ...rest, extensions } : rest) as B;
}

/**
 * Counts the SQL statements the app sends through its ORM connection from now on; read it before
 * and after the work measured.
 */
export function countStatements(app: TestApp): () => number {
  let statements = 0;
  const connection = app.server.deps.orm.em.getConnection();
  const execute = connection.execute.bind(connection);
  connection.execute = ((...args: Parameters<typeof execute>) => {
    statements += 1;
    return execute(...args);
  }) as typeof connection.execute;
  return () => statements;
}
