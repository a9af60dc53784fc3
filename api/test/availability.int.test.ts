import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';
import { IMPORT_MESSAGES } from '@staffpay/schema/staff/import.schemas';
import { rest, signedInUser, startTestApp, type TestApp, type TestUser } from './harness';
import { answerWithoutBody, neverReading } from './raw-http';
import { connect, fixtures } from './support/staff.fixtures';
import { deflatedZeros, zipOf } from './support/zip-bomb';

/** Issue 29, part 5: what a hostile client can cost everybody else. */
let app: TestApp;
let db: pg.Client;
let f: ReturnType<typeof fixtures>;
let owner: TestUser;
let companyId: number;
const MiB = 1024 * 1024;

beforeAll(async () => {
  app = await startTestApp();
  db = await connect(app);
  f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Крепость'));
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

const head = (method: string, path: string, headers: Record<string, string | number>) =>
  `${method} ${path} HTTP/1.1\r\nHost: app.test\r\n` +
  Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('') +
  '\r\n';

describe('the caller is known before the body is read', () => {
  it('answers an anonymous 400 MB restore 401 at once, without its body, and closes the connection', async () => {
    const json = { 'Content-Type': 'application/json' };
    const announced = await answerWithoutBody(
      app.url,
      head('POST', '/api/database/restore', { ...json, 'Content-Length': 400 * MiB }),
    );
    expect(announced.status).toBe(401);
    expect(announced.body).toEqual({ message: 'Требуется авторизация' });
    expect(announced.headers.connection).toBe('close');
    const chunked = await answerWithoutBody(
      app.url,
      head('POST', '/api/database/restore?mode=new', { ...json, 'Transfer-Encoding': 'chunked' }),
    );
    expect(chunked.status).toBe(401);
  });

  it('refuses a replace by a member who is not the owner, or of another company, before the file is sent', async () => {
    const developer = await f.member(companyId, 'developer');
    const stranger = await signedInUser(app);
    const replace = (user: TestUser, id = companyId) =>
      answerWithoutBody(
        app.url,
        head('POST', `/api/database/restore?mode=replace&companyId=${id}`, {
          'Content-Type': 'application/json',
          'Content-Length': 400 * MiB,
          Authorization: `Bearer ${user.token}`,
        }),
      );
    // The owner too is refused a body over the restore's 512 MB before it is read, by what it announces.
    const tooLarge = await answerWithoutBody(
      app.url,
      head('POST', '/api/database/restore?mode=new', {
        'Content-Type': 'application/octet-stream',
        'Content-Length': 600 * MiB,
        Authorization: `Bearer ${owner.token}`,
      }),
    );
    expect(tooLarge.status).toBe(413);
    const byDeveloper = await replace(developer);
    expect(byDeveloper.status).toBe(403);
    expect(byDeveloper.body).toEqual({ message: PROTECTION_MESSAGES.ownerOnly });
    expect((await replace(stranger)).status).toBe(404);
    // A target in the query and another in the body: refused, nothing restored.
    const mismatch = await rest(app, 'POST', `/api/database/restore?mode=replace&companyId=${companyId}`, {
      user: owner,
      body: { mode: 'new', backup: {} },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(PROTECTION_MESSAGES.targetMismatch);
  });

  it('answers an anonymous GraphQL body over 64 KB 413 at once, announced or chunked', async () => {
    const announced = await answerWithoutBody(
      app.url,
      head('POST', '/graphql', { 'Content-Type': 'application/json', 'Content-Length': 400 * MiB }),
    );
    expect(announced.status).toBe(413);
    expect(announced.body).toEqual({
      errors: [
        { message: 'Слишком большой запрос', extensions: { code: 'PAYLOAD_TOO_LARGE', requestId: expect.any(String) } },
      ],
    });
    const padded = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(100 * 1024) } });
    const stream = new Blob([padded]).stream();
    const chunked = await fetch(app.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    // A signed-in caller may send that much (and an upload's megabytes).
    const signedIn = await fetch(app.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...owner.headers },
      body: padded,
    });
    expect(signedIn.status).toBe(200);
  });
});

describe('body limits fit what a route takes', () => {
  it('refuses 2 MB to a form route with 413, and lets an upload route read it (its own 400)', async () => {
    const big = 'a'.repeat(2 * MiB);
    const branch = await rest(app, 'POST', '/api/branches', {
      user: owner,
      body: { companyId, name: 'Филиал', city: big },
    });
    expect(branch.status).toBe(413);
    expect(branch.body).toEqual({ message: 'Слишком большой запрос' });
    const photo = await rest(app, 'PUT', '/api/auth/profile', {
      user: owner,
      body: { profileImageUrl: `data:image/png;base64,${big}` },
    });
    expect(photo.status).toBe(400);
  });
});

/** A PNG by its signature and header (what the upload sniffs), carrying `bytes` of random data. */
function bigPng(bytes: number): string {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', randomBytes(bytes)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('backups cannot pin the database', () => {
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.destroy()));

  it('serves everybody else while ten backup readers never read, one backup per company at a time', async () => {
    // Each backup (a 6 MB logo, 8 MB of JSON) is larger than what the sockets' buffers hold
    // (4 MB to send, and the receiver's stays small when it never reads), and there are as many
    // readers as the pool has connections.
    const logo = bigPng(6 * MiB);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await rest(app, 'POST', '/api/companies', { user: owner, body: { name: `Копия ${i}`, logo } });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const readers = await Promise.all(
      ids.map((id) =>
        neverReading(
          app.url,
          head('POST', `/api/database/backup/company/${id}`, { Authorization: `Bearer ${owner.token}` }),
        ),
      ),
    );
    sockets.push(...readers.map((r) => r.socket));
    expect(readers.map((r) => r.status)).toEqual(ids.map(() => 200));

    const others = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        rest(app, 'GET', i % 2 ? `/api/companies/${ids[i % 10]}` : `/api/branches?companyId=${companyId}`, {
          user: owner,
        }),
      ),
    );
    expect(others.map((r) => r.status)).toEqual(others.map(() => 200));
    // No connection is held for the stalled downloads.
    const knex = (app.server.deps.orm.em as EntityManager).getKnex();
    expect(knex.client.pool.numUsed()).toBe(0);

    const second = await rest(app, 'POST', `/api/database/backup/company/${ids[0]}`, { user: owner });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: PROTECTION_MESSAGES.backupRunning });

    // Once the stalled reader goes, the company's next backup runs and is whole.
    readers[0]!.socket.destroy();
    await expect
      .poll(async () => (await rest(app, 'POST', `/api/database/backup/company/${ids[0]}`, { user: owner })).status, {
        timeout: 10_000,
      })
      .toBe(200);
    const whole = await rest(app, 'POST', `/api/database/backup/company/${ids[0]}`, { user: owner });
    expect(whole.body.company.name).toBe('Копия 0');
  }, 120_000);
});

describe('the XLSX import refuses zip bombs', () => {
  it('answers 400 with a Russian message to a sheet inflating to 512 MB, without holding it', async () => {
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), stored: true },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>'), stored: true },
      { name: 'xl/worksheets/sheet1.xml', data: await deflatedZeros(512), claimedSize: 1024 },
    ]);
    expect(bomb.length).toBeLessThan(MiB);
    const before = process.memoryUsage().rss;
    const res = await rest(app, 'POST', '/api/employees/import/preview', {
      user: owner,
      body: { companyId, fileName: 'bomb.xlsx', content: bomb.toString('base64') },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(IMPORT_MESSAGES.inflatedTooLarge);
    // The cap is 64 MB; inflating the whole sheet would take 512.
    expect(process.memoryUsage().rss - before).toBeLessThan(256 * MiB);
  });
});
