import { ConfigError, loadConfig } from './app/config';
import { createServer } from './app/server';

async function main() {
  const config = loadConfig();
  const server = await createServer(config).catch((e: unknown) => {
    throw new Error(`Cannot start: ${describeStartupError(e, config.DATABASE_URL)}`);
  });
  const address = await server.listen();
  server.app.log.info(
    {
      database: config.DATABASE_URL ? 'postgresql' : `embedded (${config.DATA_DIR}/pglite)`,
      pubsub: config.REDIS_URL ? 'redis' : 'in-process',
    },
    `listening on ${address}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

function describeStartupError(e: unknown, databaseUrl: string | undefined): string {
  const err = e as { code?: string; message?: string };
  const where = databaseUrl ? new URL(databaseUrl).host : 'embedded database';
  if (err.code === 'ECONNREFUSED') return `database at ${where} refused the connection (is PostgreSQL running?)`;
  if (err.code === '3D000') return `database does not exist (${err.message})`;
  if (err.code === '28P01' || err.code === '28000') return `database rejected the credentials (${err.message})`;
  if (err.code === 'ENOTFOUND') return `database host not found: ${where}`;
  return err.message ?? String(e);
}

main().catch((e: unknown) => {
  console.error(e instanceof ConfigError ? e.message : e instanceof Error ? e.message : e);
  process.exit(1);
});
