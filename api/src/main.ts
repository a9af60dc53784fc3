import { Redis } from 'ioredis';
import { ConfigError, loadConfig, type Config } from './shared/config';
import { createServer } from './app/server';
import { loadEnvFile } from './shared/env-file';

/** A start-up failure explained in one line; printed without a stack trace. */
class StartupError extends Error {}

async function main() {
  loadEnvFile();
  const config = loadConfig();
  if (config.REDIS_URL) {
    await pingRedis(config.REDIS_URL).catch((e: unknown) => {
      throw new StartupError(`Cannot start: ${describeRedisError(e, config.REDIS_URL!)}`);
    });
  }
  const server = await createServer(config).catch((e: unknown) => {
    throw new StartupError(`Cannot start: ${describeDatabaseError(e, config.DATABASE_URL)}`);
  });
  const address = await server.listen().catch(async (e: unknown) => {
    await server.close().catch(() => undefined);
    throw new StartupError(`Cannot start: ${describeListenError(e, config)}`);
  });
  server.app.log.info(
    {
      database: config.DATABASE_URL ? 'postgresql' : `embedded (${config.DATA_DIR}/pglite)`,
      pubsub: config.REDIS_URL ? 'redis' : 'in-process',
    },
    `listening on ${address}`,
  );
  // SIGTERM (Kubernetes, docker stop) drains: see docs/deploy.md, "Graceful drain". Ctrl-C
  // drains without the delay (no balancer to wait for); a second signal ends the process at once.
  let stopping = false;
  const stop = (delayMs: number) => {
    if (stopping) process.exit(1);
    stopping = true;
    server.drain({ delayMs, timeoutMs: config.DRAIN_TIMEOUT_MS }).then(
      () => process.exit(0),
      (e: unknown) => {
        server.app.log.error({ err: e }, 'drain failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop(config.DRAIN_DELAY_MS));
  process.on('SIGINT', () => stop(0));
}

/** Fails fast when Redis is configured but not reachable, instead of retrying forever in the background. */
async function pingRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let cause: unknown = null; // ioredis reports the socket error as an event and rejects with "Connection is closed"
  redis.on('error', (e) => (cause ??= e));
  try {
    await redis.connect();
    await redis.ping();
  } catch (e) {
    throw cause ?? e;
  } finally {
    redis.disconnect();
  }
}

function describeRedisError(e: unknown, url: string): string {
  const err = e as { code?: string; message?: string };
  const where = new URL(url).host;
  if (err.code === 'ECONNREFUSED') return `Redis at ${where} refused the connection (is Redis running?)`;
  if (err.code === 'ENOTFOUND') return `Redis host not found: ${where}`;
  return `Redis at ${where}: ${err.message ?? String(e)}`;
}

function describeDatabaseError(e: unknown, databaseUrl: string | undefined): string {
  const err = e as { code?: string; message?: string };
  const where = databaseUrl ? new URL(databaseUrl).host : 'embedded database';
  if (err.code === 'ECONNREFUSED') return `database at ${where} refused the connection (is PostgreSQL running?)`;
  if (err.code === '3D000') return `database does not exist (${err.message})`;
  if (err.code === '28P01' || err.code === '28000') return `database rejected the credentials (${err.message})`;
  if (err.code === 'ENOTFOUND') return `database host not found: ${where}`;
  return err.message ?? String(e);
}

function describeListenError(e: unknown, config: Config): string {
  const err = e as { code?: string; message?: string };
  if (err.code === 'EADDRINUSE') return `port ${config.PORT} on ${config.HOST} is already in use (set PORT)`;
  if (err.code === 'EACCES') return `no permission to listen on port ${config.PORT} (use a port above 1023)`;
  return err.message ?? String(e);
}

main().catch((e: unknown) => {
  const known = e instanceof ConfigError || e instanceof StartupError;
  console.error(known ? e.message : e);
  process.exit(1);
});
