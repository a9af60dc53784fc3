import fc from 'fast-check';
import { GraphQLError, getNamedType, isEnumType, isScalarType, parse, subscribe, type GraphQLField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus } from '../../src/app/pubsub';
import { restRoutes } from '../../src/app/routes';
import { createSchema } from '../../src/app/schema';
import type { RequestContext } from '../../src/shared/context';
import { isUnsafeText } from '../../src/shared/unsafe-text';
import { rest, signedInUser, startTestApp, type TestApp, type TestUser } from '../harness';
import { startOAuthMock, type OAuthMock } from '../oauth-mock';
import { hostileBody, hostileString, hostileValue, variablesFor, type KnownIds } from './hostile';

/**
 * Every REST route of the table and every query and mutation of the schema, read from the code
 * so later domains are covered without touching this file, gets generated hostile input while
 * signed in as a company owner. Never a 5xx, always the error contract, and the server stays
 * healthy. FUZZ_RUNS sets the cases per operation (CI: 25), FUZZ_SEED replays a failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

let app: TestApp;
let mock: OAuthMock;
let owner: TestUser;
const schema = await createSchema(createEventBus(undefined));
let ids: KnownIds;

async function ownerWithCompany(name: string) {
  const user = await signedInUser(app);
  const company = await rest(app, 'POST', '/api/companies', { user, body: { name } });
  return { user, companyId: company.body.id as number };
}

beforeAll(async () => {
  mock = await startOAuthMock();
  app = await startTestApp({
    GOOGLE_CLIENT_ID: 'fuzz-client',
    GOOGLE_CLIENT_SECRET: 'fuzz-secret',
    GOOGLE_ISSUER: mock.issuer,
  });
  const other = await ownerWithCompany('Чужая');
  ids = { own: [], foreign: [other.companyId, other.user.user.id] };
  await freshOwner();
});
afterAll(async () => {
  await app?.close();
  await mock?.close();
});

/** A new owner and company before each operation: logout, deletion or a reset in one operation must not blind the next. */
async function freshOwner() {
  const fresh = await ownerWithCompany('Своя');
  owner = fresh.user;
  ids.own = [fresh.companyId, owner.user.id, 1];
}

interface Answer {
  status: number;
  body: any;
}

async function send(method: string, path: string, body?: string): Promise<Answer> {
  const res = await fetch(app.url + path, {
    method,
    redirect: 'manual',
    headers: { ...owner.headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body,
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    // files and redirects are not JSON; only error answers must be
  }
  return { status: res.status, body: json };
}

/** Never a 5xx; REST errors as `{ message, fieldErrors? }`, GraphQL errors each with a code that is not internal. */
function expectContract(where: string, answer: Answer, graphql = false) {
  expect(answer.status, `${where} → ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(500);
  const errors = graphql ? answer.body?.errors : undefined;
  if (Array.isArray(errors)) {
    for (const e of errors) {
      expect(typeof e.message, where).toBe('string');
      expect(e.extensions?.code, `${where}: ${e.message}`).toMatch(/^[A-Z_]+$/);
      expect(e.extensions.code, `${where}: ${e.message}`).not.toBe('INTERNAL_SERVER_ERROR');
    }
  } else if (answer.status >= 400) {
    expect(typeof answer.body?.message, `${where} → ${JSON.stringify(answer.body).slice(0, 300)}`).toBe('string');
    if (answer.body.fieldErrors !== undefined) expect(typeof answer.body.fieldErrors).toBe('object');
  }
}

/** A path segment that may be an id, a hostile string (percent-encoded bytes, NUL and broken UTF-8 included) or a huge number. */
const segment = () =>
  fc.oneof(
    fc.constantFrom(...ids.own, ...ids.foreign).map(String),
    fc.constantFrom(
      '%00',
      'a%00b',
      '%ED%A0%80',
      '%FF',
      '-1',
      '1.5',
      '99999999999999999999',
      '0',
      '__proto__',
      '%2e%2e',
    ),
    hostileString.filter((s) => !isUnsafeText(s) && s.length < 200).map(encodeURIComponent),
  );

function restCase(path: string, withBody: boolean) {
  const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return fc.record({
    params: fc.tuple(...params.map(() => segment())),
    query: fc.dictionary(fc.constantFrom('companyId', 'departmentId', 'period', 'token', 'x'), segment(), {
      maxKeys: 3,
    }),
    body: withBody
      ? fc.oneof(
          { weight: 8, arbitrary: hostileBody(ids).map((b) => JSON.stringify(b) ?? 'null') },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              '{"__proto__":{"admin":true},"name":"x"}',
              '{"constructor":{"prototype":{"x":1}}}',
              '[1,2',
              '',
            ),
          },
        )
      : fc.constant(undefined),
  });
}

describe('every REST route survives hostile input', () => {
  for (const route of restRoutes) {
    const withBody = !['GET', 'DELETE'].includes(route.method);
    it(`${route.method} ${route.path}`, async () => {
      await freshOwner();
      await fc.assert(
        fc.asyncProperty(restCase(route.path, withBody), async ({ params, query, body }) => {
          let i = 0;
          const path = route.path.replace(/:(\w+)/g, () => params[i++]!);
          const qs = Object.entries(query)
            .map(([k, v]) => `${k}=${v}`)
            .join('&');
          const url = qs ? `${path}?${qs}` : path;
          expectContract(`${route.method} ${url}`, await send(route.method, url, body));
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });
  }
});

/** `{ __typename }` for object results, nothing for scalars: the answer's shape is not what is tested. */
function selection(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  return isScalarType(named) || isEnumType(named) ? '' : '{ __typename }';
}

function operationsOf(kind: 'query' | 'mutation' | 'subscription') {
  const root = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  }[kind];
  return root ? Object.values(root.getFields()) : [];
}

describe('every query and mutation survives hostile variables', () => {
  const fields = [
    ...operationsOf('query').map((f) => ['query', f] as const),
    ...operationsOf('mutation').map((f) => ['mutation', f] as const),
  ];

  it('reads the operations from the schema', () => {
    expect(fields.length).toBeGreaterThan(20);
  });

  for (const [kind, field] of fields) {
    it(`${kind} ${field.name}`, async () => {
      await freshOwner();
      const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const query = `${kind}${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(field)} }`;
      const variables = variablesFor(field.args, ids);
      const extra = fc.option(hostileValue(ids), { nil: undefined });
      await fc.assert(
        fc.asyncProperty(variables, extra, async (v, junk) => {
          const body = JSON.stringify({ query, variables: junk === undefined ? v : { ...v, junk } });
          expectContract(`${kind} ${field.name} ${body.slice(0, 200)}`, await send('POST', '/graphql', body), true);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });
  }
});

/**
 * Subscriptions start in process, as the socket server starts them (its message armor has its own
 * test): every refusal is one of ours (AppError) or GraphQL's own, never an unexpected error; one that
 * starts is ended at once.
 */
describe('every subscription survives hostile variables', () => {
  for (const field of operationsOf('subscription')) {
    it(`subscription ${field.name}`, async () => {
      await freshOwner();
      const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const document = parse(
        `subscription${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(field)} }`,
      );
      await fc.assert(
        fc.asyncProperty(variablesFor(field.args, ids), async (variableValues) => {
          const { deps } = app.server;
          const contextValue: RequestContext = {
            app: deps,
            em: deps.orm.em.fork(),
            auth: { userId: owner.user.id, sessionId: owner.sessionId, via: 'bearer' },
            ip: '127.0.0.1',
            userAgent: 'fuzz',
          };
          const result = await subscribe({ schema, document, variableValues, contextValue });
          if (Symbol.asyncIterator in result) {
            await result.return?.();
            return;
          }
          for (const e of result.errors ?? []) {
            const where = `subscription ${field.name} ${JSON.stringify(variableValues).slice(0, 200)}: ${e.message}`;
            expect(e.originalError === undefined || e.originalError instanceof GraphQLError, where).toBe(true);
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    });
  }
});

describe('afterwards', () => {
  it('the server is still healthy', async () => {
    const health = await rest(app, 'GET', '/api/health');
    expect(health.status).toBe(200);
  });
});
