import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createServer } from '../src/app/server';
import { loadConfig } from '../src/shared/config';
import { TEST_REDIS_URL } from './db';
import type pg from 'pg';
import type { ExportRunnerOptions } from '../src/modules/exports';
import { rest, signedInUser, startTestApp, type TestApp } from './harness';
import { connect, fixtures } from './support/staff.fixtures';
import { until } from './support/webhook-receiver.int-kit';

/**
 * An export is a row, not a promise in a process: one queued by a replica without a worker
 * (EXPORT_WORKERS=0, or one that died before its worker took it) is made by the next replica
 * that starts on the same database.
 */
const exportsPath = (companyId: number) => `/api/companies/${companyId}/exports`;

/** Another replica, with a worker, on the queuer's database and Redis. */
const workerOn = (queuer: TestApp, exports?: ExportRunnerOptions) =>
  createServer(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: queuer.databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      APP_URL: 'http://app.test',
      DATA_DIR: path.join(os.tmpdir(), `sp-export-${randomBytes(4).toString('hex')}`),
      SESSION_SECRET: 'test-session-secret-0123456789',
      WEB_DIST: '/nonexistent',
    }),
    { redisPrefix: queuer.redisPrefix, exports },
  );

/** The export workers listening on the test's database (the listener names itself staffpay-exports). */
const exportListeners = async (db: pg.Client) =>
  Number(
    (
      await db.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity
          where datname = current_database() and application_name = 'staffpay-exports'`,
      )
    ).rows[0]!.n,
  );

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

        const worker = await workerOn(queuer);
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

  it(
    'an export queued by a replica without a worker is made at once by a running one, woken by NOTIFY, not a poll',
    { timeout: 60_000 },
    async () => {
      const queuer = await startTestApp({ EXPORT_WORKERS: '0' });
      const db = await connect(queuer);
      try {
        // EXPORT_WORKERS=0: no listener either.
        expect(await exportListeners(db)).toBe(0);
        const owner = await signedInUser(queuer);
        const created = await rest(queuer, 'POST', '/api/companies', { user: owner, body: { name: 'Сигнал' } });
        const companyId = created.body.id as number;
        // The stale-run timer out of reach: only a notification can wake this worker once it has swept.
        const worker = await workerOn(queuer, { reclaimMs: 24 * 60 * 60 * 1000 });
        try {
          await worker.exports!.ready;
          expect(await exportListeners(db)).toBe(1);
          const res = await rest(queuer, 'POST', exportsPath(companyId), {
            user: owner,
            body: { types: ['branches'], format: 'csv' },
          });
          expect(res.status, JSON.stringify(res.body)).toBe(202);
          const done = await until(async () => {
            const got = await rest(queuer, 'GET', `${exportsPath(companyId)}/${res.body.id as string}`, {
              user: owner,
            });
            return ['done', 'failed'].includes(got.body.status) ? got.body : null;
          }, 'the listening replica to make the export');
          expect(done).toMatchObject({ status: 'done', files: [expect.objectContaining({ type: 'branches' })] });
        } finally {
          await worker.close();
        }
        // Closed with its replica: nothing reconnects.
        await until(async () => (await exportListeners(db)) === 0, 'the listener to close with its replica');
      } finally {
        await db.end();
        await queuer.close();
      }
    },
  );
});
