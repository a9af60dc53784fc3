import { PassThrough } from 'node:stream';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, type TestApp, startTestApp } from '../../../test/harness';
import { wsClient } from '../../../test/subscribe';
import { connect, fixtures } from '../../../test/support/staff.fixtures';

/** Issue 20: errors browsers report, scrubbed of personal data, kept for the company's developers. */
let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
const logs: string[] = [];
const sockets: ReturnType<typeof wsClient>[] = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (d) => logs.push(String(d)));
  app = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
  db = await connect(app);
  f = fixtures(app, db);
});
afterAll(async () => {
  for (const s of sockets) await s.close();
  await db?.end();
  await app?.close();
});

const error = (message: string, extra: Record<string, unknown> = {}) => ({
  kind: 'api',
  message,
  path: '/api/employees?search=Иван&companyId=3#top',
  status: 500,
  operation: 'Employees',
  occurredAt: new Date().toISOString(),
  ...extra,
});

describe('client error reports', () => {
  it('keeps a member’s report for the company, scrubbed, and shows it to developers only', async () => {
    const { owner, companyId } = await f.company('Ошибки');
    const developer = await f.member(companyId, 'developer');
    const ws = wsClient(app.url, { token: developer.token });
    sockets.push(ws);
    const sub = await ws.subscribe('subscription($c:Int!){clientErrorsChanged(companyId:$c){message path count}}', {
      c: companyId,
    });
    const sent = await rest(app, 'POST', '/api/client-errors', {
      user: owner,
      body: {
        companyId,
        errors: [
          error('500: сотрудник ivan.petrov@mail.ru, тел. +996 555 123 456, токен eyJhbGciOiJIUzI1NiJ9abcdef', {
            count: 3,
          }),
        ],
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(sent.body).toEqual({ accepted: 1 });
    const [pushed] = (await sub.next()).data.clientErrorsChanged;
    expect(pushed).toEqual({
      message: '500: сотрудник [email], тел. [number], токен [token]',
      path: '/api/employees',
      count: 3,
    });
    const listed = await gql(
      app,
      'query($c:Int!){clientErrors(companyId:$c){kind message status operation}}',
      { c: companyId },
      developer,
    );
    expect(listed.data.clientErrors).toEqual([
      {
        kind: 'api',
        message: '500: сотрудник [email], тел. [number], токен [token]',
        status: 500,
        operation: 'Employees',
      },
    ]);
    const stored = JSON.stringify(
      (await db.query('select * from client_errors where company_id = $1', [companyId])).rows,
    );
    for (const secret of ['ivan.petrov', '555 123', 'eyJhbGci', 'Иван']) expect(stored).not.toContain(secret);
    expect(logs.join('')).not.toContain('ivan.petrov');

    const refused = await gql(app, 'query($c:Int!){clientErrors(companyId:$c){id}}', { c: companyId }, owner);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('keeps nothing of a report from a non-member or without a session, and refuses bad reports with 400', async () => {
    const { companyId } = await f.company('Чужие');
    const stranger = (await f.company('Другая')).owner;
    expect(
      (await rest(app, 'POST', '/api/client-errors', { user: stranger, body: { companyId, errors: [error('x')] } }))
        .body,
    ).toEqual({
      accepted: 0,
    });
    expect((await rest(app, 'POST', '/api/client-errors', { body: { companyId, errors: [error('x')] } })).body).toEqual(
      {
        accepted: 0,
      },
    );
    const { rows } = await db.query('select count(*)::int as n from client_errors where company_id = $1', [companyId]);
    expect(rows[0].n).toBe(0);
    for (const body of [
      { errors: [] },
      { errors: [{ kind: 'weird', message: 'x', occurredAt: 'now' }] },
      { errors: 'x' },
    ]) {
      expect((await rest(app, 'POST', '/api/client-errors', { user: stranger, body })).status).toBe(400);
    }
  });

  it('limits reports per sender and keeps at most 200 per company', async () => {
    const { owner, companyId } = await f.company('Поток');
    const many = Array.from({ length: 20 }, (_, i) => error(`ошибка ${i}`));
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await rest(app, 'POST', '/api/client-errors', { user: owner, body: { companyId, errors: many } })).status,
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 202)).toBe(true);
    expect(statuses[30]).toBe(429);
    const { rows } = await db.query('select count(*)::int as n from client_errors where company_id = $1', [companyId]);
    expect(rows[0].n).toBe(200);
  });
});
