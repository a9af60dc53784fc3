import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const API_DIR = path.resolve(import.meta.dirname, '..');

/** A port that was free a moment ago (the OS picks it; we close and hand it on). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Runs `node --import tsx src/main.ts`, or a compiled bundle's `main.js` (test/compiled.ts), with
 * only the given environment (plus PATH/HOME). A SIGTERM drains without the delay unless `env` sets one.
 */
export function runApi(env: Record<string, string>, compiled?: string) {
  const args = compiled ? ['--enable-source-maps', compiled] : ['--import', 'tsx', 'src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ENV_FILE: '', DRAIN_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** Starts an API process on a free loopback port and waits until /api/health answers 200. */
export async function startApi(
  env: Record<string, string>,
  timeoutMs = 30_000,
  compiled?: string,
): Promise<ApiProcess> {
  const port = await freePort();
  const run = runApi({ HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env }, compiled);
  const url = `http://127.0.0.1:${port}`;
  const output = () => run.stdout() + run.stderr();
  let exitCode: number | null | undefined;
  void run.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`API exited with ${exitCode} before answering:\n${output()}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      run.child.kill('SIGKILL');
      throw new Error(`API did not answer /api/health within ${timeoutMs} ms:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child: run.child,
    output,
    exited: run.exited,
    async stop() {
      if (run.child.exitCode !== null) return;
      run.child.kill('SIGTERM');
      const timer = setTimeout(() => run.child.kill('SIGKILL'), 5000);
      await run.exited;
      clearTimeout(timer);
    },
  };
}
