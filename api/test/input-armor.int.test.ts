import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rest, signedInUser, startTestApp, type TestApp, type TestUser } from './harness';
import { wsClient } from './subscribe';

/** NUL characters and lone surrogates are refused at the edge, on every transport, and nothing is written. */
let app: TestApp;
let owner: TestUser;
let companyId: number;
const MESSAGE = 'Текст содержит недопустимые символы';
const HOSTILE = ['a\u0000b', 'x\uD800y', '\uDC00', 'ok\uDBFF'];

beforeAll(async () => {
  app = await startTestApp();
  owner = await signedInUser(app);
  companyId = (await rest(app, 'POST', '/api/companies', { user: owner, body: { name: 'Исходная' } })).body.id;
});
afterAll(() => app?.close());

const companyNames = async () =>
  ((await rest(app, 'GET', '/api/companies', { user: owner })).body as { name: string }[]).map((c) => c.name).sort();

describe('REST', () => {
  it.each(HOSTILE)(
    'answers 400 with a field error to %j in a body field, a nested field, a key, a query and a path',
    async (bad) => {
      const before = await companyNames();
      const body = await rest(app, 'POST', '/api/companies', { user: owner, body: { name: bad } });
      expect(body.status).toBe(400);
      expect(body.body).toEqual({ message: MESSAGE, fieldErrors: { name: [MESSAGE] } });

      const nested = await rest(app, 'PUT', `/api/companies/${companyId}`, {
        user: owner,
        body: { name: 'ok', x: [{ y: bad }] },
      });
      expect(nested.status).toBe(400);
      expect(nested.body.fieldErrors).toEqual({ 'x.0.y': [MESSAGE] });

      const key = await rest(app, 'POST', '/api/companies', { user: owner, body: { name: 'ok', [bad]: 1 } });
      expect(key.status).toBe(400);

      expect(await companyNames()).toEqual(before);
    },
  );

  it('answers 400 to NUL in a query parameter and a path parameter', async () => {
    const query = await rest(app, 'GET', '/api/companies?companyId=a%00b', { user: owner });
    expect(query.status).toBe(400);
    expect(query.body.fieldErrors).toEqual({ companyId: [MESSAGE] });
    const path = await rest(app, 'GET', '/api/invitations/a%00b', { user: owner });
    expect(path.status).toBe(400);
    expect(path.body.fieldErrors).toEqual({ token: [MESSAGE] });
  });
});

describe('GraphQL', () => {
  const create = 'mutation($name: String!) { createCompany(input: { name: $name }) { id } }';

  it.each(HOSTILE)('answers BAD_USER_INPUT to %j in a variable and in a literal, over HTTP', async (bad) => {
    const before = await companyNames();
    const res = await fetch(app.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...owner.headers },
      body: JSON.stringify({ query: create, variables: { name: bad } }),
    });
    expect(res.status).toBe(400);
    const json = (await res.json()) as any;
    expect(json.errors[0].message).toBe(MESSAGE);
    expect(json.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { name: [MESSAGE] } });

    // A GraphQL string literal with \u escapes, decoded by the parser: NUL reaches the armor, while a
    // lone surrogate escape is already refused by the GraphQL parser itself.
    const inline = await gql(
      app,
      `mutation { createCompany(input: { name: ${JSON.stringify(bad)} }) { id } }`,
      {},
      owner,
    );
    const code = inline.errors?.[0]?.extensions?.code;
    if (bad.includes('\u0000')) expect(code).toBe('BAD_USER_INPUT');
    else expect(code).toMatch(/^(BAD_USER_INPUT|GRAPHQL_PARSE_FAILED|GRAPHQL_VALIDATION_FAILED)$/);
    expect(await companyNames()).toEqual(before);
  });

  it('answers BAD_USER_INPUT over WebSocket before the operation runs', async () => {
    const ws = wsClient(app.url, { token: owner.token });
    const sub = await ws.subscribe(
      'subscription($id: Int!, $x: String) { companyChanged(companyId: $id) @include(if: true) { kind } }',
      {
        id: companyId,
        x: 'a\u0000b',
      },
    );
    const first = await sub.next();
    expect(first.error?.[0]?.extensions?.code ?? first.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    await ws.close();
  });

  it('lets ordinary text through, emoji and Cyrillic included', async () => {
    const res = await gql(app, create, { name: 'Кофейня ☕ 𝔘' }, owner);
    expect(res.errors).toBeUndefined();
  });
});
