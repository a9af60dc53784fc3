/**
 * Start-up of one API process, as `pnpm start` ran it before (tsx compiling TypeScript at run
 * time) and runs it now (the esbuild bundle in api/dist): the time from spawn to the first
 * /api/health answered 200, and the resident memory once idle. Both on one migrated database
 * (migrations excluded), taking turns, STARTUP_RUNS times each (default 5); medians reported.
 *   pnpm --filter bench startup
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { productionEnv, ROOT } from './api-processes';
import { benchServers, intEnv } from './env';
import { rssKiB } from './proc-stats';
import { createBenchDatabase } from './seed';
import { machine, writeResult } from './single-api';

const RUNS = intEnv('STARTUP_RUNS', 5, 1, 50);
/** How long the process idles after its first answer before its memory is read. */
const IDLE_MS = intEnv('STARTUP_IDLE_MS', 3000, 0, 60_000);
const VARIANTS = {
  tsx: ['--max-semi-space-size=64', '--import', 'tsx', 'src/main.ts'],
  compiled: ['--max-semi-space-size=64', '--enable-source-maps', 'dist/main.js'],
} as const;
type Variant = keyof typeof VARIANTS;

async function once(variant: Variant, env: Record<string, string>, port: number) {
  const started = performance.now();
  const child = spawn(process.execPath, [...VARIANTS[variant]], {
    cwd: path.join(ROOT, 'api'),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ENV_FILE: '', ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${variant} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await sleep(10);
    }
    const startMs = performance.now() - started;
    await sleep(IDLE_MS);
    return { startMs, rssMiB: rssKiB(child.pid!) / 1024 };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const build = spawnSync('pnpm', ['--filter', 'api', 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`api build failed:\n${build.stderr}`);
  const { pgAdminUrl, redisUrl } = benchServers();
  const db = await createBenchDatabase(pgAdminUrl);
  try {
    const env = { ...productionEnv(db, redisUrl, 'startup-bench-session-secret'), HOST: '127.0.0.1' };
    const port = 3100 + Math.floor(Math.random() * 800);
    await once('compiled', env, port); // migrates the empty database; not counted
    const runs: Record<Variant, { startMs: number; rssMiB: number }[]> = { tsx: [], compiled: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const variant of Object.keys(VARIANTS) as Variant[]) runs[variant].push(await once(variant, env, port));
    }
    const summary = Object.fromEntries(
      (Object.keys(runs) as Variant[]).map((v) => [
        v,
        {
          command: `node ${VARIANTS[v].join(' ')}`,
          medianStartMs: Math.round(median(runs[v].map((r) => r.startMs))),
          medianIdleRssMiB: Math.round(median(runs[v].map((r) => r.rssMiB))),
          runs: runs[v].map((r) => ({ startMs: Math.round(r.startMs), rssMiB: Math.round(r.rssMiB) })),
        },
      ]),
    );
    const result = { date: new Date().toISOString(), machine: machine(), idleMs: IDLE_MS, ...summary };
    console.log(JSON.stringify(summary, null, 2));
    console.log(`written to ${writeResult('startup', result)}`);
  } finally {
    await db.drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
