import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createServer } from '../src/app/server';
import { loadConfig } from '../src/shared/config';
import { TEST_REDIS_URL } from './db';
import { rest, signedInUser, startTestApp } from './harness';
import { connect, fixtures } from './support/staff.fixtures';
import { until } from './support/webhook-receiver.int-kit';

/**
 * An export is a row, not a promise in a process: one queued by a replica without a worker
 * (EXPORT_WORKERS=0, or one that died before its worker took it) is made by the next replica
 * that starts on the same database.
 */
const exportsPath = (companyId: number) => `/api/companies/${companyId}/exports`;

describe('exports across a restart', () => {
  it(
    'a queued export is made by the next replica that starts, with its requester’s grants as they are then',
    { timeout: 90_000 },
    async () => {
      // A replica that only queues (no worker): nothing makes the exports while it runs alone.
      const queuer = await startTestApp({ EXPORT_WORKERS: '0' });
      const db = await connect(queuer);
      try {
        const owner = await signedInUser(queuer);
        const created = await rest(queuer, 'POST', '/api/companies', { user: owner, body: { name: 'Перезапуск' } });
        const companyId = created.body.id as number;
        const request = async (headers: Record<string, string>) => {
          const res = await rest(queuer, 'POST', exportsPath(companyId), {
            headers,
            body: { types: ['branches'], format: 'jsonl' },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(202);
          expect(res.body.status).toBe('queued');
          return res.body.id as string;
        };
        const kept = await request(owner.headers);
        // Asked by a token that is revoked before any worker runs: the export reads nothing.
        const token = await rest(queuer, 'POST', `/api/companies/${companyId}/api-tokens`, {
          user: owner,
          body: { name: 'Учёт', scopes: ['pay:read', 'staff:read'] },
        });
        expect(token.status, JSON.stringify(token.body)).toBe(201);
        const byToken = await request({ authorization: `Bearer ${token.body.token}` });
        expect((await rest(queuer, 'DELETE', `/api/api-tokens/${token.body.id}`, { user: owner })).status).toBe(200);
        // Asked by a manager who leaves the company before it runs.
        const manager = await fixtures(queuer, db).member(companyId, 'manager');
        const byLeaver = await request(manager.headers);
        const left = await rest(queuer, 'DELETE', `/api/companies/${companyId}/members/${manager.user.id}`, {
          user: owner,
        });
        expect(left.status).toBe(200);

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
          const finished = async (id: string) =>
            until(async () => {
              const res = await rest(queuer, 'GET', `${exportsPath(companyId)}/${id}`, { user: owner });
              return ['done', 'failed'].includes(res.body.status) ? res.body : null;
            }, 'the next replica to make the export');
          const done = await finished(kept);
          expect(done.status).toBe('done');
          expect(done.files).toEqual([expect.objectContaining({ type: 'branches', rows: 0 })]);
          expect(await finished(byToken)).toMatchObject({
            status: 'failed',
            error: 'Требуется авторизация',
            files: [],
          });
          expect(await finished(byLeaver)).toMatchObject({ status: 'failed', error: 'Компания не найдена', files: [] });
        } finally {
          await worker.close();
        }
      } finally {
        await db.end();
        await queuer.close();
      }
    },
  );
});
