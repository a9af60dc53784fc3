import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, startTestApp, type TestApp, type TestUser } from './harness';

/** X-Request-Id: on every answer, in every log line of its request, and in error bodies a user can quote. */
let app: TestApp;
let owner: TestUser;
const lines: string[] = [];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(async () => {
  app = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
  owner = await signedInUser(app);
  // The next company named so fails inside PostgreSQL: an internal error, masked in the answer.
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  await db.query(`alter table companies add constraint no_fail check (name <> 'Сбой')`);
  await db.end();
});
afterAll(() => app?.close());

const logged = (reqId: string) =>
  lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.reqId === reqId);

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(app.url + path, init);
  const text = await res.text();
  return { status: res.status, id: res.headers.get('x-request-id'), body: text ? JSON.parse(text) : null };
}

describe('the id', () => {
  it('is made new (a UUID) when none comes, and names every log line of the request', async () => {
    const res = await call('/api/health');
    expect(res.status).toBe(200);
    expect(res.id).toMatch(UUID);
    const own = logged(res.id!);
    expect(own.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('is the incoming one when well-formed, echoed and logged', async () => {
    const sent = 'edge-7f3a:42.abc_DEF';
    const res = await call('/api/health', { headers: { 'x-request-id': sent } });
    expect(res.id).toBe(sent);
    expect(logged(sent)).toHaveLength(2);
  });

  it.each([
    ['with spaces', 'bad id'],
    ['too long', 'a'.repeat(129)],
    ['with a quote', 'x"y'],
  ])('replaces an incoming one %s by a new one', async (_, sent) => {
    const res = await call('/api/health', { headers: { 'x-request-id': sent } });
    expect(res.id).toMatch(UUID);
    expect(lines.join('\n')).not.toContain(sent);
  });
});

describe('error bodies', () => {
  it('carry it in REST 4xx answers and 404s', async () => {
    for (const path of ['/api/companies', '/api/no-such-route', '/no-such-page']) {
      const res = await call(path);
      expect(res.status, path).toBe(path === '/api/companies' ? 401 : 404);
      expect(res.id, path).toMatch(UUID);
      const code = path === '/api/companies' ? 'UNAUTHENTICATED' : 'NOT_FOUND';
      expect(res.body, path).toEqual({ code, message: expect.any(String), requestId: res.id });
    }
  });

  it('carry it in a REST 500, whose logged failure names it too', async () => {
    const res = await call('/api/companies', {
      method: 'POST',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Сбой' }),
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Внутренняя ошибка сервера',
      requestId: res.id,
    });
    expect(logged(res.id!).some((l) => l.msg === 'request failed')).toBe(true);
  });

  const graphql = (query: string, headers: Record<string, string> = {}) =>
    call('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query }),
    });

  it('carry it in GraphQL errors', async () => {
    const res = await graphql('{ noSuchField }', { 'x-request-id': 'client-1' });
    expect(res.id).toBe('client-1');
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', requestId: 'client-1' });
  });

  it('carry it in a masked internal GraphQL error, whose logged failure names it too', async () => {
    const res = await graphql('mutation { createCompany(input: { name: "Сбой" }) { id } }', owner.headers);
    expect(res.body.errors[0]).toMatchObject({
      message: 'Внутренняя ошибка сервера',
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: res.id },
    });
    expect(res.id).toMatch(UUID);
    expect(logged(res.id!).some((l) => l.msg === 'graphql operation failed')).toBe(true);
  });
});
