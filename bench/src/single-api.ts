import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { productionEnv, startApi, ROOT, type ApiProcess } from './api-processes';
import { benchServers } from './env';
import { createBenchDatabase, seedUsers } from './seed';

/** What a single-process bench works with: the API, its database and a signed-in owner's token. */
export interface SingleApi {
  api: ApiProcess;
  databaseUrl: string;
  token: string;
  /** Stops the API and starts a fresh one on the same database: a measurement free of what the process did before. */
  restart(): Promise<ApiProcess>;
}

/** A request with the bench user's token; anything but 2xx fails the bench with the answer's start. */
export async function call(url: string, token: string, init: RequestInit = {}): Promise<string> {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return body;
}

/** Writes `bench/results/<name>-<timestamp>.json`; returns its path relative to the working folder. */
export function writeResult(name: string, result: { date: string }): string {
  const dir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${result.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(result, null, 2) + '\n');
  return path.relative(process.cwd(), file);
}

export const machine = () => ({ node: process.version, cpus: os.cpus().length, loadAverage1m: os.loadavg()[0] });

/**
 * Runs a bench against one API process (production mode) on a fresh database, with a 15-minute
 * deadline; stops the API and drops the database afterwards (BENCH_KEEP_DB=1 keeps it).
 */
export function runSingleApi(
  name: string,
  bench: (ctx: SingleApi) => Promise<void>,
  extraEnv: Record<string, string> = {},
): void {
  let api: ApiProcess | null = null;
  let drop: (() => Promise<void>) | null = null;
  const deadline = setTimeout(() => {
    console.error(`[${name}-bench] gave up after 15 minutes`);
    process.exit(1);
  }, 15 * 60_000);
  deadline.unref();
  (async () => {
    const { pgAdminUrl, redisUrl } = benchServers();
    const sessionSecret = randomBytes(24).toString('hex');
    const db = await createBenchDatabase(pgAdminUrl);
    drop = db.drop;
    const env = { ...productionEnv(db, redisUrl, sessionSecret), ...extraEnv };
    api = await startApi('A', env);
    const { token } = await seedUsers(db.url, sessionSecret, 0);
    const restart = async () => {
      await api?.stop();
      api = null;
      api = await startApi('A', env);
      return api;
    };
    await bench({ api, databaseUrl: db.url, token, restart });
  })()
    .catch((e: unknown) => {
      console.error(`[${name}-bench] failed: ${e instanceof Error ? e.message : String(e)}`);
      process.exitCode = 1;
    })
    .finally(async () => {
      await api?.stop();
      if (process.env.BENCH_KEEP_DB !== '1') await drop?.().catch(() => undefined);
      clearTimeout(deadline);
    });
}
