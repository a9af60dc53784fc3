import { randomBytes } from 'node:crypto';
import { productionEnv, startApi } from './api-processes';
import { benchServers, intEnv } from './env';
import { createBenchDatabase } from './seed';
import { machine, writeResult } from './single-api';
import { startSqlCounter } from './sql-counter';

/**
 * What one idle replica costs the database: an API process (production mode, webhook queue on)
 * with no requests at all, its statements counted at the wire (sql-counter.ts) over a window
 * after start-up. Everything idle shows here: the delivery worker's polls, pg-boss's maintenance,
 * the birthday check, the event dispatcher's listener.
 */
const WARMUP_S = intEnv('IDLE_WARMUP_S', 15);
const WINDOW_S = intEnv('IDLE_WINDOW_S', 180);

async function main() {
  const { pgAdminUrl, redisUrl } = benchServers();
  const db = await createBenchDatabase(pgAdminUrl);
  const admin = new URL(pgAdminUrl);
  const counter = await startSqlCounter({ host: admin.hostname, port: Number(admin.port || 5432) });
  const url = new URL(db.url);
  url.port = String(counter.port);
  const api = await startApi(
    'idle',
    productionEnv({ name: db.name, url: url.toString() }, redisUrl, randomBytes(24).toString('hex')),
  );
  try {
    await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
    const before = counter.statements();
    await new Promise((r) => setTimeout(r, WINDOW_S * 1000));
    const statements = counter.statements() - before;
    const perMinute = Math.round((statements / WINDOW_S) * 60 * 10) / 10;
    const result = {
      date: new Date().toISOString(),
      machine: machine(),
      warmupSeconds: WARMUP_S,
      windowSeconds: WINDOW_S,
      statements,
      perMinute,
    };
    console.log(JSON.stringify(result));
    console.log(`results: ${writeResult('idle-queries', result)}`);
  } finally {
    await api.stop();
    await counter.close();
    await db.drop();
  }
}

main().catch((e: unknown) => {
  console.error(`[idle-queries] failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});
