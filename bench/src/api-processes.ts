import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** What a bench's API processes run with: production mode, quiet logs, no web bundle, a scratch data folder. */
export function productionEnv(db: { name: string; url: string }, redisUrl: string, sessionSecret: string) {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    SESSION_SECRET: sessionSecret,
    LOG_LEVEL: 'warn',
    // Stopped by SIGTERM: no balancer to wait for.
    DRAIN_DELAY_MS: '0',
    APP_URL: 'http://localhost:3000',
    WEB_DIST: '/nonexistent',
    DATA_DIR: path.join(os.tmpdir(), `sp-bench-${db.name}`),
    // The benches read the process's heap spaces from /metrics (proc-stats.ts).
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
  };
}

export interface ApiProcess {
  name: string;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

let built = false;
/** Builds api/dist once per bench run: the benches measure what `pnpm start` and the image run. */
function buildApiOnce() {
  if (built) return;
  const run = spawnSync('pnpm', ['--filter', 'api', 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`api build failed:\n${run.stdout}${run.stderr}`);
  built = true;
}

/** One API process (`node --max-semi-space-size=64 --enable-source-maps api/dist/main.js`) on a free loopback port, ready when /api/health says ok. */
export async function startApi(name: string, env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  buildApiOnce();
  const port = await freePort();
  // The flags of api's start script and the Dockerfile.
  // BENCH_API_NODE_FLAGS adds node flags (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof) to find where the time goes.
  const flags = (process.env.BENCH_API_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=64', ...flags, '--enable-source-maps', 'dist/main.js'],
    {
      cwd: path.join(ROOT, 'api'),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ENV_FILE: '',
        HOST: '127.0.0.1',
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API ${name} exited with ${child.exitCode}:\n${stderr}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API ${name} did not become healthy in ${timeoutMs} ms:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    name,
    url,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
