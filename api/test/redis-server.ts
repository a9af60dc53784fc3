import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './processes';

/**
 * A private redis-server for a test that stops and starts Redis (the shared one is never touched):
 * on a free loopback port, without persistence, killed when the test process exits.
 */
export async function privateRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get running() {
      return child !== undefined;
    },
    /** Starts it; resolves once it says it accepts connections. */
    async start(): Promise<void> {
      child = await startRedis(port);
    },
    /** Kills it (as a crash would: no goodbye to its clients); resolves once it has exited. */
    async stop(): Promise<void> {
      const running = child;
      child = undefined;
      if (!running) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
}

function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Not left running when the file ends early (a hook that timed out never stops it).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  return new Promise((resolve, reject) => {
    let out = '';
    let ready = false;
    child.stderr!.on('data', (d) => (out += d));
    child.stdout!.on('data', (d) => {
      if (ready) return;
      out += d;
      ready = out.includes('Ready to accept connections');
      if (ready) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${out}`)));
    child.once('error', reject);
  });
}
