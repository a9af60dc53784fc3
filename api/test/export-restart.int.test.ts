import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createServer } from '../src/app/server';
import { loadConfig } from '../src/shared/config';
import { TEST_REDIS_URL } from './db';
import { rest, signedInUser, startTestApp } from './harness';
import { until } from './support/webhook-receiver.int-kit';

/**
 * An export is a row, not a promise in a process: one queued by a replica without a worker
 * (EXPORT_WORKERS=0, or one that died before its worker took it) is made by the next replica
 * that starts on the same database.
 */
const exportsPath = (companyId: number) => `/api/companies/${companyId}/exports`;

describe('exports across a restart', () => {
  it('survives a restart: a queued export is made by the next replica that starts', { timeout: 90_000 }, async () => {
    // A replica that only queues (no worker): nothing makes the export while it runs alone.
    const queuer = await startTestApp({ EXPORT_WORKERS: '0' });
    try {
      const owner = await signedInUser(queuer);
      const created = await rest(queuer, 'POST', '/api/companies', { user: owner, body: { name: 'Перезапуск' } });
      const companyId = created.body.id as number;
      const queued = await rest(queuer, 'POST', exportsPath(companyId), {
        user: owner,
        body: { types: ['branches'], format: 'jsonl' },
      });
      expect(queued.status).toBe(202);
      expect(queued.body.status).toBe('queued');
      const worker = await createServer(
        loadConfig({
          NODE_ENV: 'test',
          DATABASE_URL: queuer.databaseUrl,
          REDIS_URL: TEST_REDIS_URL,
          APP_URL: 'http://app.test',
          DATA_DIR: path.join(os.tmpdir(), `sp-export-${randomBytes(4).toString('hex')}`),
          SESSION_SECRET: 'test-session-secret-0123456789',
          WEB_DIST: '/nonexistent',
        }),
        { redisPrefix: queuer.redisPrefix },
      );
      try {
        const done = await until(async () => {
          const res = await rest(queuer, 'GET', `${exportsPath(companyId)}/${queued.body.id}`, { user: owner });
          return res.body.status === 'done' ? res.body : null;
        }, 'the next replica to make the export');
        expect(done.files).toEqual([expect.objectContaining({ type: 'branches', rows: 0 })]);
      } finally {
        await worker.close();
      }
    } finally {
      await queuer.close();
    }
  });
});
