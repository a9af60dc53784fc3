import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, signedInUser, startTestApp, type TestApp, type TestUser } from './harness';

/** What the server logs while it fails a write and serves requests holds none of what was sent. */
let app: TestApp;
let owner: TestUser;
const lines: string[] = [];
const SENT = 'Секретная-Компания-7f3a';

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
  owner = await signedInUser(app, { email: 'private.person@example.test' });
  // Make the next write of this name fail inside PostgreSQL, past every check of ours.
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  await db.query(`alter table companies add constraint no_secret check (name not like '%7f3a%')`);
  await db.end();
});
afterAll(() => app?.close());

describe('logs', () => {
  it('log a failed database write by its shape and code, never with the values sent', async () => {
    const before = lines.length;
    const res = await rest(app, 'POST', '/api/companies', {
      user: owner,
      body: { name: SENT, description: 'тайное описание' },
    });
    expect(res.status).toBe(500);
    const viaGraphql = await gql(
      app,
      'mutation($n: String!) { createCompany(input: { name: $n }) { id } }',
      { n: SENT },
      owner,
    );
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');

    const written = lines.slice(before).join('\n');
    const failures = lines
      .slice(before)
      .map((l) => JSON.parse(l))
      .filter((l) => l.err);
    expect(failures.length).toBe(2);
    for (const f of failures) {
      expect(f.err.code).toBe('23514'); // check_violation
      expect(f.err.constraint).toBe('no_secret');
      expect(f.err.statement).toMatch(/^insert into "companies" \(.*\) values \(\?/);
    }
    expect(written).not.toContain('7f3a');
    expect(written).not.toContain('тайное');
  });

  it('log requests by method and path only: no query string, token, cookie, address or body', async () => {
    const before = lines.length;
    await fetch(`${app.url}/api/auth/user?token=query-secret-123`, {
      headers: { ...owner.headers, cookie: 'sp_session=cookie-secret-456' },
    });
    await rest(app, 'POST', '/api/auth/login', {
      body: { email: 'private.person@example.test', password: 'password-secret-789' },
    });
    const written = lines.slice(before).join('\n');
    expect(written).toContain('/api/auth/user');
    for (const secret of [
      'query-secret-123',
      'cookie-secret-456',
      owner.token,
      'private.person',
      'password-secret-789',
      '127.0.0.1',
    ]) {
      expect(written).not.toContain(secret);
    }
  });
});
