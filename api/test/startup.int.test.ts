import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, runApi } from './processes';

/** Start-up failures are explained in one line on stderr, without a stack trace, and exit 1. */
async function failedStart(env: Record<string, string>) {
  const run = runApi({ HOST: '127.0.0.1', DATA_DIR: '/nonexistent-unused', ...env });
  const code = await run.exited;
  const stderr = run.stderr().trim();
  return { code, stderr, stdout: run.stdout() };
}

function expectNoStack(text: string) {
  expect(text).not.toMatch(/^\s+at /m);
  expect(text).not.toContain('node:internal');
}

// Five processes at once, each transpiling the whole API with tsx: tens of seconds on two shared cores.
describe.concurrent('starting the API process', { timeout: 120_000 }, () => {
  it('exits 1 with a one-line-per-variable message when PORT is invalid', async () => {
    const { code, stderr } = await failedStart({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}PORT: .*\(got "eighty"\)$/),
    ]);
    expectNoStack(stderr);
  });

  it('lists every invalid variable at once', async () => {
    const { code, stderr } = await failedStart({ PORT: '99999', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' });
    expect(code).toBe(1);
    expect(
      stderr
        .split('\n')
        .slice(1)
        .map((l) => l.trim().split(':')[0]),
    ).toEqual(['PORT', 'LOG_LEVEL', 'TRUST_PROXY']);
  });

  it('reads ENV_FILE for what the environment leaves unset; the environment wins', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sp-env-')), '.env');
    fs.writeFileSync(file, 'LOG_LEVEL=chatty\nPORT=1234\n');
    const { code, stderr } = await failedStart({ ENV_FILE: file, PORT: 'from-env' });
    expect(code).toBe(1);
    expect(stderr).toContain('PORT: ');
    expect(stderr).toContain('(got "from-env")');
    expect(stderr).toContain('LOG_LEVEL: ');
    expect(stderr).toContain('(got "chatty")');
  });

  it('says the database refused the connection when DATABASE_URL points at a closed port', async () => {
    const closed = await freePort();
    const { code, stderr } = await failedStart({
      PORT: String(await freePort()),
      DATABASE_URL: `postgresql://postgres@127.0.0.1:${closed}/staffpay`,
    });
    expect(code).toBe(1);
    expect(stderr).toBe(
      `Cannot start: database at 127.0.0.1:${closed} refused the connection (is PostgreSQL running?)`,
    );
    expectNoStack(stderr);
  });

  it('says Redis refused the connection when REDIS_URL points at a closed port', async () => {
    const closed = await freePort();
    const { code, stderr } = await failedStart({
      PORT: String(await freePort()),
      REDIS_URL: `redis://127.0.0.1:${closed}`,
    });
    expect(code).toBe(1);
    expect(stderr).toBe(`Cannot start: Redis at 127.0.0.1:${closed} refused the connection (is Redis running?)`);
  });
});
