import {
  getNamedType,
  getNullableType,
  isEnumType,
  parse,
  subscribe,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLOutputType,
} from 'graphql';
import {
  API_SCOPE_KEYS,
  API_SCOPES,
  API_TOKEN_MESSAGES,
  type ApiScope,
} from '@staffpay/schema/api-tokens/api-token.schemas';
import { SENSITIVE_NAMES } from '@staffpay/schema/records/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus } from '../src/app/pubsub';
import { restRoutes } from '../src/app/routes';
import { createSchema } from '../src/app/schema';
import { resolveApiToken } from '../src/modules/api-tokens';
import type { RequestContext } from '../src/shared/context';
import { rest, startTestApp, type TestApp } from './harness';
import { withoutRequestId } from './request-ids';
import { connect } from './support/staff.fixtures';
import { fullCompany, MONTH, type FullCompany } from './support/full-company.int-kit';

/**
 * Issue 29, part 4: a token is bounded by its scopes on every read path. Every GET route of the
 * REST table and every query of the schema, read from the code so a new one is covered without
 * editing this file, is called by a token holding every scope and by one lacking a single read
 * scope. The narrower token gets the same answer with that scope's fields hidden, or 403 naming
 * the scope (message, X-Accepted-Scopes, extensions.acceptedScopes): never fewer records, never
 * its creator's own record, never `200 []`.
 */
const READ_SCOPES: ApiScope[] = ['staff:read', 'pay:read', 'dashboards:read', 'webhooks:manage'];
const PERIOD = MONTH.from.slice(0, 7);

let app: TestApp;
let company: FullCompany;
let webhookId: number;
let exportId: string;
const tokens = new Map<'all' | ApiScope, string>();
const schema = await createSchema(createEventBus(undefined));

beforeAll(async () => {
  app = await startTestApp({ ALLOW_PRIVATE_ENDPOINTS: 'true' });
  company = await fullCompany(app);
  const { owner, companyId, ids } = company;
  // The owner's own employee record: a person sees it in full, a token only as its scopes open.
  const db = await connect(app);
  await db.query('update employees set user_id = $1 where id = $2', [owner.user.id, ids.anna]);
  await db.end();
  const hook = await rest(app, 'POST', `/api/companies/${companyId}/webhooks`, {
    user: owner,
    body: { url: 'http://127.0.0.1:9/hook', events: ['employee.created'], description: 'ERP' },
  });
  expect(hook.status, JSON.stringify(hook.body)).toBe(201);
  webhookId = hook.body.id;
  const made = await rest(app, 'POST', `/api/companies/${companyId}/exports`, {
    user: owner,
    body: { types: ['branches'], format: 'csv' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(202);
  exportId = made.body.id;
  const mint = async (scopes: readonly ApiScope[]) => {
    const res = await rest(app, 'POST', `/api/companies/${companyId}/api-tokens`, {
      user: owner,
      body: { name: scopes.join(' '), scopes },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.token as string;
  };
  tokens.set('all', await mint(API_SCOPES));
  for (const scope of READ_SCOPES) tokens.set(scope, await mint(API_SCOPES.filter((s) => s !== scope)));
});
afterAll(async () => {
  await app?.close();
});

/** The record properties whose field keys a scope opens: lacking the scope, they are null. */
const propertiesOf = (scope: ApiScope) =>
  [...SENSITIVE_NAMES]
    .filter(([, keys]) => keys.some((k) => (API_SCOPE_KEYS[scope] as string[]).includes(k)))
    .map(([name]) => name);

/** The answer with `properties` null wherever they occur, at any depth. */
function hidden(value: unknown, properties: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((v) => hidden(v, properties));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, properties.includes(k) ? null : hidden(v, properties)]),
  );
}

interface Answer {
  status: number;
  contentType: string;
  acceptedScopes: string | null;
  body: unknown;
}

async function call(path: string, token: string, body?: unknown): Promise<Answer> {
  const res = await fetch(app.url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const contentType = res.headers.get('content-type') ?? '';
  const raw = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    contentType,
    acceptedScopes: res.headers.get('x-accepted-scopes'),
    body: contentType.includes('json')
      ? withoutRequestId(JSON.parse(raw.toString('utf8')), res.headers.get('x-request-id'))
      : raw.length,
  };
}

/** A path parameter's value: the company's own records, so every route reaches real data. */
function paramValue(path: string, name: string): string {
  const { companyId, ids } = company;
  if (name === 'companyId') return String(companyId);
  if (name === 'employeeId') return String(ids.anna);
  // Integrations are managed by owners in person: every token is refused before the id is read.
  if (name === 'integrationId') return '1';
  if (name === 'period') return PERIOD;
  if (name === 'exportId') return exportId;
  if (name === 'id') {
    if (path.startsWith('/api/companies/')) return String(companyId);
    if (path.startsWith('/api/employees/')) return String(ids.anna);
    if (path.startsWith('/api/webhooks/')) return String(webhookId);
    if (path.startsWith('/api/system-roles/')) return String(ids.role);
  }
  throw new Error(`token-scopes sweep: no value for :${name} of ${path}; add one here`);
}

// "Who am I" answers with the token itself (its scopes and id), not with the company's data.
const getRoutes = restRoutes.filter(
  (r) => r.method === 'GET' && r.auth !== 'none' && !r.path.includes('openapi') && r.path !== '/api/whoami',
);

describe('every REST GET route, for a token lacking one read scope', () => {
  it('reads the routes from the table', () => {
    expect(getRoutes.length).toBeGreaterThan(30);
  });

  const refusedBy = new Map<ApiScope, string[]>();
  for (const route of getRoutes) {
    it(`GET ${route.path}`, async () => {
      const path = route.path.replace(/:(\w+)/g, (_, name: string) => paramValue(route.path, name));
      const url = `${path}?companyId=${company.companyId}&period=${PERIOD}&employeeId=${company.ids.anna}`;
      const full = await call(url, tokens.get('all')!);
      expect(full.status, `${url} → ${JSON.stringify(full.body).slice(0, 300)}`).toBeLessThan(500);
      for (const scope of READ_SCOPES) {
        const narrowed = await call(url, tokens.get(scope)!);
        const where = `${url} without ${scope} → ${narrowed.status} ${JSON.stringify(narrowed.body).slice(0, 300)}`;
        if (narrowed.status === 403 && full.status !== 403) {
          expect(narrowed.body, where).toEqual({
            message: API_TOKEN_MESSAGES.missingScope(scope),
            reason: 'TOKEN_SCOPE_MISSING',
          });
          expect(narrowed.acceptedScopes, where).toBe(scope);
          refusedBy.set(scope, [...(refusedBy.get(scope) ?? []), route.path]);
          continue;
        }
        expect(narrowed.status, where).toBe(full.status);
        expect(narrowed.contentType, where).toBe(full.contentType);
        // Files (exports, payslips) carry their creation time: their presence is what is compared.
        if (typeof full.body === 'number') continue;
        expect(narrowed.body, where).toEqual(hidden(full.body, propertiesOf(scope)));
      }
    });
  }

  it('refused each read scope somewhere (the sweep is not vacuous)', () => {
    expect(refusedBy.get('staff:read')).toEqual(expect.arrayContaining(['/api/employees', '/api/departments']));
    expect(refusedBy.get('pay:read')).toEqual(
      expect.arrayContaining(['/api/bonuses-penalties', '/api/payroll-fixes', '/api/payslips/:employeeId']),
    );
    expect(refusedBy.get('dashboards:read')).toEqual(['/api/custom-dashboards', '/api/custom-dashboards/screens']);
    expect(refusedBy.get('webhooks:manage')).toEqual(
      expect.arrayContaining(['/api/companies/:id/webhooks', '/api/webhooks/:id/deliveries']),
    );
  });
});

/** Scalars and enums to `depth` levels; fields with required arguments are left out. */
function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (!isObjectType(named) || depth === 0) return '{ __typename }';
  const fields = Object.values(named.getFields())
    .filter((f) => !f.deprecationReason && f.args.every((a) => !isNonNullType(a.type)))
    .map((f) => {
      const inner = getNullableType(f.type);
      const leaf = isScalarType(getNamedType(inner)) || isEnumType(getNamedType(inner));
      return leaf ? f.name : `${f.name} ${selection(f.type, depth - 1)}`;
    });
  return `{ __typename ${fields.join(' ')} }`;
}

/** Values for a query's arguments: the company's records, or a failure naming what to add here. */
function variablesOf(field: GraphQLField<unknown, unknown>): Record<string, unknown> {
  const { companyId, ids } = company;
  const known: Record<string, unknown> = {
    companyId,
    employeeId: ids.anna,
    period: PERIOD,
    format: 'xlsx',
    webhookId,
    roleId: ids.role,
    input: { employeeId: ids.anna, startDate: MONTH.from, endDate: MONTH.to, employeeProfit: '1000', ordersCount: 3 },
    id:
      field.name === 'company'
        ? companyId
        : field.name === 'export'
          ? exportId
          : field.name.startsWith('role')
            ? ids.role
            : ids.anna,
  };
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    if (arg.name in known) variables[arg.name] = known[arg.name];
    else if (isNonNullType(arg.type) && arg.defaultValue === undefined) {
      throw new Error(`token-scopes sweep: no value for ${field.name}(${arg.name}); add one here`);
    }
  }
  return variables;
}

// Public reads (a shared link, an invitation, sign-in, health) answer every caller alike; whoAmI
// answers each token with itself (integrations.int.test.ts covers it).
const queries = Object.values(schema.getQueryType()!.getFields()).filter(
  (f) =>
    !f.deprecationReason &&
    !f.args.some((a) => a.name === 'shareUrl') &&
    !['invitation', 'googleAuthUrl', 'health', 'whoAmI'].includes(f.name),
);

describe('every GraphQL query, for a token lacking one read scope', () => {
  it('reads the queries from the schema', () => {
    expect(queries.length).toBeGreaterThan(30);
  });

  const refusedBy = new Map<ApiScope, string[]>();
  for (const field of queries) {
    it(`query ${field.name}`, async () => {
      const variables = variablesOf(field);
      const declared = field.args.filter((a) => a.name in variables);
      const vars = declared.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const args = declared.map((a) => `${a.name}: $${a.name}`).join(', ');
      const query = `query${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(field.type, 3)} }`;
      const full = await call('/graphql', tokens.get('all')!, { query, variables });
      const fullBody = full.body as { data?: unknown; errors?: { message: string; extensions?: any }[] };
      expect(full.status, JSON.stringify(fullBody).slice(0, 300)).toBeLessThan(500);
      for (const scope of READ_SCOPES) {
        const narrowed = await call('/graphql', tokens.get(scope)!, { query, variables });
        const body = narrowed.body as typeof fullBody;
        const where = `${field.name} without ${scope} → ${JSON.stringify(body).slice(0, 300)}`;
        const error = body.errors?.[0];
        if (error?.extensions?.code === 'FORBIDDEN' && fullBody.errors === undefined) {
          expect(error.message, where).toBe(API_TOKEN_MESSAGES.missingScope(scope));
          expect(error.extensions.acceptedScopes, where).toEqual([scope]);
          expect(narrowed.acceptedScopes, where).toBe(scope);
          refusedBy.set(scope, [...(refusedBy.get(scope) ?? []), field.name]);
          continue;
        }
        expect(
          body.errors?.map((e) => e.message),
          where,
        ).toEqual(fullBody.errors?.map((e) => e.message));
        expect(body.data, where).toEqual(hidden(fullBody.data, propertiesOf(scope)));
      }
    });
  }

  it('refused each read scope somewhere (the sweep is not vacuous)', () => {
    expect(refusedBy.get('staff:read')).toEqual(expect.arrayContaining(['employees', 'departments', 'branches']));
    expect(refusedBy.get('pay:read')).toEqual(
      expect.arrayContaining([
        'employeeCards',
        'payrollFixesConnection',
        'ledgerRecordsConnection',
        'previewPerformance',
      ]),
    );
    expect(refusedBy.get('dashboards:read')).toEqual(expect.arrayContaining(['customDashboards']));
    expect(refusedBy.get('webhooks:manage')).toEqual(expect.arrayContaining(['webhooks']));
  });
});

/**
 * Subscriptions start in process, as the socket server starts them: a token lacking the scope is
 * refused at the start, naming it (its pushes are the canary sweep's).
 */
describe('every subscription, for a token lacking one read scope', () => {
  const subscriptions = Object.values(schema.getSubscriptionType()!.getFields()).filter(
    (f) => f.args.some((a) => a.name === 'companyId') && !f.deprecationReason,
  );

  it('reads the subscriptions from the schema', () => {
    expect(subscriptions.length).toBeGreaterThan(15);
  });

  /** Refused at the start: its errors; started: null (and ended at once). */
  async function start(token: string, field: GraphQLField<unknown, unknown>) {
    const { deps } = app.server;
    const variables = variablesOf(field);
    const declared = field.args.filter((a) => a.name in variables);
    const vars = declared.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const args = declared.map((a) => `${a.name}: $${a.name}`).join(', ');
    const document = parse(`subscription(${vars}) { ${field.name}(${args}) ${selection(field.type, 1)} }`);
    const contextValue: RequestContext = {
      app: deps,
      em: deps.orm.em.fork(),
      auth: (await resolveApiToken(deps, token))!,
      ip: '127.0.0.1',
      userAgent: 'token-scopes',
    };
    const result = await subscribe({ schema, document, variableValues: variables, contextValue });
    if (Symbol.asyncIterator in result) {
      await result.return?.();
      return null;
    }
    return result.errors ?? [];
  }

  const refusedBy = new Map<ApiScope, string[]>();
  for (const field of subscriptions) {
    it(`subscription ${field.name}`, async () => {
      const full = await start(tokens.get('all')!, field);
      for (const scope of READ_SCOPES) {
        const narrowed = await start(tokens.get(scope)!, field);
        const where = `${field.name} without ${scope} → ${JSON.stringify(narrowed)}`;
        if (full === null && narrowed !== null) {
          expect(narrowed[0]?.message, where).toBe(API_TOKEN_MESSAGES.missingScope(scope));
          expect(narrowed[0]?.extensions.acceptedScopes, where).toEqual([scope]);
          refusedBy.set(scope, [...(refusedBy.get(scope) ?? []), field.name]);
          continue;
        }
        expect(
          narrowed?.map((e) => e.message),
          where,
        ).toEqual(full?.map((e) => e.message));
      }
    });
  }

  it('refused each read scope somewhere (the sweep is not vacuous)', () => {
    expect(refusedBy.get('staff:read')).toEqual(
      expect.arrayContaining(['employeeChanged', 'departmentChanged', 'branchChanged', 'birthdaysTodayChanged']),
    );
    expect(refusedBy.get('pay:read')).toEqual(expect.arrayContaining(['payChanged', 'employeeCardsChanged']));
    expect(refusedBy.get('dashboards:read')).toEqual(['customDashboardChanged', 'dashboardScreensChanged']);
  });
});
