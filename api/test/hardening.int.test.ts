import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, parse, specifiedRules, validate, type ValidationRule } from 'graphql';
import { BODY_LIMIT, graphqlArmor } from '../src/app/http';
import { SESSION_COOKIE } from '../src/modules/accounts/session-token';
import { gql, rest, signedInUser, startTestApp, type TestApp, type TestUser } from './harness';
import { withoutRequestId } from './request-ids';

/** The server's outer defences: limits, parsing, cross-site checks, headers, CORS. APP_URL is http://app.test. */
let app: TestApp;
let user: TestUser;
const FOREIGN = 'https://evil.example';

beforeAll(async () => {
  app = await startTestApp();
  user = await signedInUser(app);
});
afterAll(() => app?.close());

async function raw(path: string, init: RequestInit) {
  const res = await fetch(app.url + path, init);
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    headers: res.headers,
    body: withoutRequestId(JSON.parse(text), res.headers.get('x-request-id')),
  };
}

describe('request bodies', () => {
  it('answers 413 with a JSON message when the body is over the limit', async () => {
    const big = JSON.stringify({ name: 'x', description: 'a'.repeat(BODY_LIMIT + 1024) });
    for (const path of ['/api/companies', '/graphql']) {
      const res = await raw(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...user.headers },
        body: big,
      });
      expect(res.status, path).toBe(413);
      expect(res.type).toContain('application/json');
      // GraphQL's route answers in GraphQL's shape, its code and request id in the extensions.
      const message = 'Слишком большой запрос';
      if (path === '/graphql') {
        expect(res.body.errors).toEqual([
          { message, extensions: { code: 'PAYLOAD_TOO_LARGE', requestId: res.headers.get('x-request-id') } },
        ]);
      } else expect(res.body).toEqual({ message });
    }
  });

  it('answers 400 with a JSON message to malformed JSON', async () => {
    const res = await raw('/api/companies', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...user.headers },
      body: '{"name": "broken',
    });
    expect(res.status).toBe(400);
    expect(res.type).toContain('application/json');
    expect(res.body.message).toMatch(/^Некорректный запрос/);
  });
});

describe('cross-site requests', () => {
  // Cookies ride along on a victim's browser; bearer tokens cannot, so they are exempt from the Origin check.
  const cookie = () => ({ cookie: `${SESSION_COOKIE}=${user.token}` });

  it('refuses a cookie-authenticated write whose Origin is another site, before the handler runs', async () => {
    const count = async () => (await rest(app, 'GET', '/api/companies', { user })).body.length;
    const before = await count();
    const res = await rest(app, 'POST', '/api/companies', {
      body: { name: 'Чужая' },
      headers: { origin: FOREIGN, ...cookie() },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Запрос с чужого сайта отклонён', reason: 'CROSS_SITE_REQUEST' });
    const gqlRes = await raw('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: FOREIGN, ...cookie() },
      body: JSON.stringify({ query: 'mutation { createCompany(input: { name: "Чужая" }) { id } }' }),
    });
    expect(gqlRes.status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('accepts the same cookie write from APP_URL, and a bearer write from anywhere', async () => {
    const own = await rest(app, 'POST', '/api/companies', {
      body: { name: 'Своя' },
      headers: { origin: 'http://app.test', ...cookie() },
    });
    expect(own.status).toBe(201);
    const bearer = await rest(app, 'POST', '/api/companies', {
      user,
      body: { name: 'По токену' },
      headers: { origin: FOREIGN },
    });
    expect(bearer.status).toBe(201);
  });

  it('refuses a WebSocket handshake from a foreign Origin and accepts one from APP_URL', async () => {
    const handshake = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(app.url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', { origin });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => {
          ws.close();
          resolve(101);
        });
        ws.on('error', reject);
      });
    expect(await handshake(FOREIGN)).toBe(403);
    expect(await handshake('http://app.test')).toBe(101);
  });

  it('lets CORS through for APP_URL only', async () => {
    const preflight = (origin: string) =>
      fetch(app.url + '/graphql', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const ours = await preflight('http://app.test');
    expect(ours.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(ours.headers.get('access-control-allow-credentials')).toBe('true');
    const theirs = await preflight(FOREIGN);
    expect(theirs.headers.get('access-control-allow-origin')).not.toBe(FOREIGN);
    expect(theirs.headers.get('access-control-allow-origin')).not.toBe('*');
  });
});

describe('GraphQL limits', () => {
  it('refuses a query nested deeper than the limit (checked against a recursive schema)', () => {
    // Our own schema has no cycles deep enough to exceed the limit, so the configured rules are checked on one that does.
    const recursive = buildSchema('type Query { node: Node } type Node { id: ID, child: Node }');
    const nested = (depth: number) => `{ node { ${'child { '.repeat(depth)}id${' }'.repeat(depth)} } }`;
    const rules = graphqlArmor().validationRules as ValidationRule[];
    expect(validate(recursive, parse(nested(5)), [...specifiedRules, ...rules])).toEqual([]);
    const errors = validate(recursive, parse(nested(20)), [...specifiedRules, ...rules]);
    expect(errors.map((e) => e.message).join()).toMatch(/depth/i);
  });

  it('applies the limits over HTTP: too many aliases are refused', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: health { status }`).join(' ');
    const res = await gql(app, `{ ${aliases} }`, {}, user);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('applies the limits over HTTP: too many tokens are refused', async () => {
    const fields = Array.from({ length: 3000 }, () => 'status').join(' ');
    const res = await gql(app, `{ health { ${fields} } }`, {}, user);
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.message).toMatch(/token/i);
  });

  it('still answers an ordinary query', async () => {
    const res = await gql(app, '{ companies { id name } }', {}, user);
    expect(res.errors).toBeUndefined();
  });

  it('refuses batched requests', async () => {
    const res = await fetch(app.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...user.headers },
      body: JSON.stringify([{ query: '{ health { status } }' }, { query: '{ health { status } }' }]),
    });
    expect(res.status).toBe(400);
  });
});

describe('response headers', () => {
  it('sends the security headers', async () => {
    const res = await fetch(app.url + '/api/health');
    const h = res.headers;
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(h.get('strict-transport-security')).toContain('max-age=');
    expect(h.get('referrer-policy')).toBe('no-referrer');
    expect(h.get('content-security-policy')).toContain("default-src 'self'");
    expect(h.get('content-security-policy')).toContain("script-src 'self'");
    expect(h.get('x-powered-by')).toBeNull();
  });
});
