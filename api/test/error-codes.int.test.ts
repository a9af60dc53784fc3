import { ERROR_CODE, type ErrorCode, type ErrorReason } from '@staffpay/schema/errors/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../src/app/http';
import { MAX_QUERY_COST } from '../src/app/query-cost';
import { rest, startTestApp, type TestApp, type TestUser } from './harness';
import { connect, fixtures } from './support/staff.fixtures';

/**
 * Issue 32: every failure class, over REST and GraphQL, answers a stable code from the contract
 * (ERROR_CODE, and ERROR_REASON where one applies) and the request id, which equals the
 * answer's X-Request-Id. Raw fetches: the harness helpers take those fields out.
 */
let app: TestApp;
let owner: TestUser;
let employee: TestUser;
let companyId: number;
let readToken: string;

beforeAll(async () => {
  app = await startTestApp();
  const db = await connect(app);
  const f = fixtures(app, db);
  ({ owner, companyId } = await f.company('Коды ошибок'));
  employee = await f.member(companyId, 'employee');
  await db.end();
  const minted = await rest(app, 'POST', `/api/companies/${companyId}/api-tokens`, {
    user: owner,
    body: { name: 'Чтение', scopes: ['staff:read'] },
  });
  expect(minted.status, JSON.stringify(minted.body)).toBe(201);
  readToken = minted.body.token;
});
afterAll(async () => {
  await app?.close();
});

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

async function call(method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) {
  const res = await fetch(app.url + path, { method, headers: init.headers, body: init.body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null } as Answer;
}

const json = (user?: TestUser | string) => ({
  'content-type': 'application/json',
  ...(typeof user === 'string' ? { authorization: `Bearer ${user}` } : (user?.headers ?? {})),
});

/** A REST refusal: its status is its class's, the body `{ code, reason?, message, requestId }`. */
function expectRest(answer: Answer, code: ErrorCode, reason?: ErrorReason) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(ERROR_CODE[code].status);
  expect(answer.body).toMatchObject({ code, message: expect.any(String) });
  expect(answer.body.reason).toBe(reason);
  expect(answer.body.requestId).toBeTruthy();
  expect(answer.body.requestId).toBe(answer.headers.get('x-request-id'));
}

const graphql = (query: string, variables: Record<string, unknown> = {}, user?: TestUser | string) =>
  call('POST', '/graphql', { headers: json(user), body: JSON.stringify({ query, variables }) });

/** A GraphQL refusal: `extensions.code` (and reason), `extensions.requestId` = X-Request-Id. */
function expectGraphql(answer: Answer, code: ErrorCode, reason?: ErrorReason) {
  const [error] = answer.body.errors ?? [];
  expect(error, JSON.stringify(answer.body)).toBeDefined();
  expect(error.extensions.code).toBe(code);
  expect(error.extensions.reason).toBe(reason);
  expect(error.extensions.requestId).toBeTruthy();
  expect(error.extensions.requestId).toBe(answer.headers.get('x-request-id'));
  return error;
}

describe('REST errors', () => {
  it('400 names the fields', async () => {
    const answer = await call('POST', '/api/companies', { headers: json(owner), body: '{}' });
    expectRest(answer, 'BAD_USER_INPUT');
    expect(Object.keys(answer.body.fieldErrors)).toContain('name');
  });

  it('400 for a body that is not JSON, 415 for a type no route takes', async () => {
    expectRest(
      await call('POST', '/api/companies', { headers: json(owner), body: '{"name": ' }),
      'BAD_USER_INPUT',
      'MALFORMED_BODY',
    );
    const xml = await call('POST', '/api/companies', {
      headers: { ...owner.headers, 'content-type': 'application/xml' },
      body: '<name/>',
    });
    expectRest(xml, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('401, 403 by role, 403 by token scope, 403 cross-site', async () => {
    expectRest(await call('GET', '/api/companies'), 'UNAUTHENTICATED');
    const body = JSON.stringify({ companyId, name: 'Склад' });
    expectRest(await call('POST', '/api/departments', { headers: json(employee), body }), 'FORBIDDEN');
    const scoped = await call('POST', '/api/departments', { headers: json(readToken), body });
    expectRest(scoped, 'FORBIDDEN', 'TOKEN_SCOPE_MISSING');
    expect(scoped.headers.get('x-accepted-scopes')).toBe('staff:write');
    const foreign = await call('POST', '/api/departments', {
      headers: { 'content-type': 'application/json', cookie: `sp_session=x`, origin: 'https://evil.test' },
      body,
    });
    expectRest(foreign, 'FORBIDDEN', 'CROSS_SITE_REQUEST');
  });

  it('404 for another company and for an unknown path, 409 for a taken code', async () => {
    expectRest(await call('GET', '/api/departments?companyId=999999', { headers: json(owner) }), 'NOT_FOUND');
    expectRest(await call('GET', '/api/no-such-route', { headers: json(owner) }), 'NOT_FOUND');
    expectRest(await call('DELETE', '/nowhere'), 'NOT_FOUND');
    const role = JSON.stringify({ companyId, code: 'owner', name: 'Второй владелец', priority: 10 });
    expectRest(await call('POST', '/api/system-roles', { headers: json(owner), body: role }), 'CONFLICT');
  });

  it('413 for a body over the limit, over REST and GraphQL', async () => {
    const big = JSON.stringify({ name: 'x', description: 'a'.repeat(BODY_LIMIT + 1024) });
    expectRest(await call('POST', '/api/companies', { headers: json(owner), body: big }), 'PAYLOAD_TOO_LARGE');
    const anonymous = await call('POST', '/graphql', { headers: json(), body: big });
    expect(anonymous.status).toBe(413);
    expectGraphql(anonymous, 'PAYLOAD_TOO_LARGE');
  });
});

describe('GraphQL errors', () => {
  it('a syntax error, an unknown field, a bad input with its fields', async () => {
    const syntax = await graphql('{ companies { id ');
    expectGraphql(syntax, 'GRAPHQL_PARSE_FAILED');
    expectGraphql(await graphql('{ companies { noSuchField } }', {}, owner), 'GRAPHQL_VALIDATION_FAILED');
    const bad = await graphql('mutation { createCompany(input: { name: "" }) { id } }', {}, owner);
    const error = expectGraphql(bad, 'BAD_USER_INPUT');
    expect(Object.keys(error.extensions.fieldErrors)).toContain('name');
  });

  it('401, 403 by role, 403 by token scope, 404', async () => {
    expectGraphql(await graphql('{ companies { id } }'), 'UNAUTHENTICATED');
    const create = 'mutation($c: Int!) { createDepartment(companyId: $c, input: { name: "Склад" }) { id } }';
    expectGraphql(await graphql(create, { c: companyId }, employee), 'FORBIDDEN');
    const scoped = await graphql(create, { c: companyId }, readToken);
    expectGraphql(scoped, 'FORBIDDEN', 'TOKEN_SCOPE_MISSING');
    expect(scoped.headers.get('x-accepted-scopes')).toBe('staff:write');
    expectGraphql(await graphql('{ company(id: 999999) { id } }', {}, owner), 'NOT_FOUND');
  });

  it('409 for a taken code', async () => {
    const role =
      'mutation($c: Int!) { createRole(companyId: $c, input: { code: "owner", name: "Второй", priority: 10 }) { id } }';
    expectGraphql(await graphql(role, { c: companyId }, owner), 'CONFLICT');
  });

  it('reports the cost of every operation, and refuses one over the limit with the figures', async () => {
    const ok = await graphql('{ companies { id } }', {}, owner);
    expect(ok.body.extensions.cost).toEqual({ requested: expect.any(Number), limit: MAX_QUERY_COST });
    const lines = 'id reason amount appliedDate';
    const card = `id bonuses { ${lines} } penalties { ${lines} } advances { ${lines} } pieceworks { ${lines} }`;
    const aliases = ['a', 'b', 'c', 'd'].map((a) => `${a}: employeeCards(companyId: $c) { ${card} }`).join(' ');
    const costly = await graphql(`query($c: Int!) { ${aliases} }`, { c: companyId }, owner);
    expect(costly.status).toBe(400);
    const error = expectGraphql(costly, 'GRAPHQL_VALIDATION_FAILED', 'QUERY_TOO_COSTLY');
    expect(error.extensions.cost.limit).toBe(MAX_QUERY_COST);
    expect(error.extensions.cost.requested).toBeGreaterThan(MAX_QUERY_COST);
    expect(costly.body.data).toBeUndefined();
  });
});

describe('internal errors', () => {
  it('answers INTERNAL_SERVER_ERROR with a generic message and the request id, REST and GraphQL', async () => {
    const db = await connect(app);
    await db.query('alter table departments rename to departments_away');
    try {
      const viaRest = await call('GET', `/api/departments?companyId=${companyId}`, { headers: json(owner) });
      expectRest(viaRest, 'INTERNAL_SERVER_ERROR');
      expect(viaRest.body.message).toBe('Внутренняя ошибка сервера');
      const viaGraphql = await graphql(
        'query($c: Int!) { departments(companyId: $c) { id } }',
        { c: companyId },
        owner,
      );
      expect(expectGraphql(viaGraphql, 'INTERNAL_SERVER_ERROR').message).toBe('Внутренняя ошибка сервера');
    } finally {
      await db.query('alter table departments_away rename to departments');
      await db.end();
    }
  });
});

describe('transaction conflicts', () => {
  it('answers 503 TRANSACTION_CONFLICT with Retry-After when PostgreSQL rolls the change back for a deadlock', async () => {
    const db = await connect(app);
    // What PostgreSQL raises on the loser of a deadlock, on every branch insert.
    await db.query(`create function lose_deadlock() returns trigger language plpgsql as $$
      begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`);
    await db.query(
      'create trigger lose_deadlock before insert on branches for each row execute function lose_deadlock()',
    );
    try {
      const viaRest = await call('POST', '/api/branches', {
        headers: json(owner),
        body: JSON.stringify({ companyId, name: 'Ош', city: 'Ош', address: 'ул. 1' }),
      });
      expectRest(viaRest, 'SERVICE_UNAVAILABLE', 'TRANSACTION_CONFLICT');
      expect(viaRest.headers.get('retry-after')).toBe('1');
      const viaGraphql = await graphql(
        'mutation($c: Int!) { createBranch(companyId: $c, input: { name: "Ош", city: "Ош", address: "ул. 1" }) { id } }',
        { c: companyId },
        owner,
      );
      expectGraphql(viaGraphql, 'SERVICE_UNAVAILABLE', 'TRANSACTION_CONFLICT');
      expect((await db.query('select count(*)::int as n from branches where name = $1', ['Ош'])).rows[0].n).toBe(0);
    } finally {
      await db.query('drop trigger lose_deadlock on branches');
      await db.query('drop function lose_deadlock()');
      await db.end();
    }
  });
});

describe('rate limits', () => {
  const expectBudget = (answer: Answer, limit: number, remaining: number) => {
    expect(answer.headers.get('ratelimit-limit')).toBe(String(limit));
    expect(answer.headers.get('ratelimit-remaining')).toBe(String(remaining));
    expect(Number(answer.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
    expect(answer.headers.get('ratelimit-policy')).toMatch(new RegExp(`^${limit};w=\\d+`));
  };

  it('tells an API token its budget on every answer', async () => {
    const first = await call('GET', `/api/departments?companyId=${companyId}`, { headers: json(readToken) });
    const second = await graphql('query($c: Int!) { departments(companyId: $c) { id } }', { c: companyId }, readToken);
    const left = Number(first.headers.get('ratelimit-remaining'));
    expectBudget(first, 600, left);
    expectBudget(second, 600, left - 1);
  });

  it('counts sign-in attempts down to a 429 with Retry-After, over REST', async () => {
    const attempt = () =>
      call('POST', '/api/auth/login', {
        headers: json(),
        body: JSON.stringify({ email: 'rest@example.test', password: 'wrong-password' }),
      });
    const answers: Answer[] = [];
    for (let i = 0; i < 11; i++) answers.push(await attempt());
    expectRest(answers[0]!, 'UNAUTHENTICATED');
    // The address's 10 attempts are the tighter of the two limits counted (the IP allows 30).
    expectBudget(answers[0]!, 10, 9);
    expect(answers[0]!.headers.get('ratelimit-policy')).toBe('10;w=900, 30;w=900');
    const refused = answers[10]!;
    expectRest(refused, 'TOO_MANY_REQUESTS');
    expectBudget(refused, 10, 0);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('the same over GraphQL: headers on the POST /graphql answer', async () => {
    const login = 'mutation { login(email: "gql@example.test", password: "wrong-password") { token } }';
    const answers: Answer[] = [];
    for (let i = 0; i < 11; i++) answers.push(await graphql(login));
    expectGraphql(answers[0]!, 'UNAUTHENTICATED');
    expectBudget(answers[0]!, 10, 9);
    const refused = answers[10]!;
    expectGraphql(refused, 'TOO_MANY_REQUESTS');
    expectBudget(refused, 10, 0);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
