import { CombinedGraphQLErrors, gql } from '@apollo/client';
import { SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGES } from '@staffpay/schema/errors/service-unavailable';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionStatus } from './connection-check';
import { createErrorLog } from './error-log';
import { describeFailure, isUnavailable } from './failures';
import { httpStatus, monitoredClient, refused } from './monitor.fixture';

/**
 * The API while its database is away (issue 22): HTTP 503 with Retry-After and, over GraphQL, the
 * error SERVICE_UNAVAILABLE in a GraphQL body. The browser treats it as a connection problem: the
 * notice shows until /api/health answers again, reads and subscriptions are asked for again, and
 * changes are never sent twice.
 */
const MESSAGE = SERVICE_UNAVAILABLE_MESSAGES.database;
const unavailable = { message: MESSAGE, extensions: { code: SERVICE_UNAVAILABLE, retryAfterSeconds: 5 } };

/** The API's 503 over GraphQL: the media type Apollo Client asks for first, the body of errors. */
const graphql503 = () =>
  new Response(JSON.stringify({ errors: [unavailable] }), {
    status: 503,
    headers: { 'content-type': 'application/graphql-response+json; charset=utf-8', 'retry-after': '5' },
  });
const graphqlData = (data: unknown) =>
  new Response(JSON.stringify({ data }), {
    status: 200,
    headers: { 'content-type': 'application/graphql-response+json; charset=utf-8' },
  });
const health = (up: () => boolean) => () =>
  new Response(JSON.stringify(up() ? { status: 'ok', database: 'ok' } : { status: 'error', database: 'error' }), {
    status: up() ? 200 : 503,
  });

const EMPLOYEES = gql`
  query Employees {
    employees {
      id
    }
  }
`;
const SAVE = gql`
  mutation SaveEmployee {
    saveEmployee {
      id
    }
  }
`;
const PAY_CHANGED = gql`
  subscription PayChanged {
    payChanged {
      id
    }
  }
`;
const employees = { employees: [{ __typename: 'Employee', id: 1 }] };
const logged = () => createErrorLog().entries();
const graphqlCalls = (app: ReturnType<typeof monitoredClient>) => app.fetched.filter((f) => f.path === '/graphql');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  connectionStatus.set(false);
});

describe('what a 503 amounts to', () => {
  it('the API’s SERVICE_UNAVAILABLE is a connection problem, as a proxy’s 503 already was', () => {
    const viaGraphql = describeFailure(new CombinedGraphQLErrors({ errors: [unavailable] }));
    expect(viaGraphql).toEqual({
      kind: 'network',
      message: `${SERVICE_UNAVAILABLE}: ${MESSAGE}`,
      status: null,
      codes: [SERVICE_UNAVAILABLE],
    });
    expect(isUnavailable(viaGraphql)).toBe(true);
    expect(describeFailure(httpStatus(503))).toMatchObject({ kind: 'network', status: 503 });
    expect(isUnavailable(describeFailure(httpStatus(503)))).toBe(true);
  });

  it('other refusals keep their kinds and are not taken for an outage', () => {
    const forbidden = describeFailure(new CombinedGraphQLErrors(refused('FORBIDDEN')));
    expect(forbidden.kind).toBe('api');
    expect(isUnavailable(forbidden)).toBe(false);
    expect(describeFailure(new CombinedGraphQLErrors(refused('UNAUTHENTICATED'))).kind).toBe('auth');
    expect(isUnavailable(describeFailure(httpStatus(500)))).toBe(false);
    expect(isUnavailable(describeFailure(new TypeError('Failed to fetch')))).toBe(false);
  });
});

describe('a database outage seen through Apollo’s HTTP link', () => {
  it('retries a read, shows the notice while /api/health says the database is down, and recovers by itself', async () => {
    let up = false;
    let answers = 0;
    const app = monitoredClient(
      {},
      {
        '/graphql': () => (++answers <= 2 ? graphql503() : graphqlData(employees)),
        '/api/health': health(() => up),
      },
      { http: 'fetch' },
    );
    const refetch = vi.spyOn(app.client, 'refetchQueries');
    const read = app.client.query({ query: EMPLOYEES });
    await vi.advanceTimersByTimeAsync(0);
    // Refused once: logged as a connection problem, the health check says the database is down.
    expect(graphqlCalls(app)).toHaveLength(1);
    expect(connectionStatus.lost()).toBe(true);
    expect(logged()).toMatchObject([{ kind: 'network', status: null, operation: 'Employees' }]);
    expect(logged()[0]!.message).toContain(MESSAGE);

    // Asked again, backing off, until it is answered.
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(read).resolves.toMatchObject({ data: employees });
    expect(graphqlCalls(app)).toHaveLength(3);

    // The notice stays until the API's health says the database is back; then the screens refetch.
    expect(connectionStatus.lost()).toBe(true);
    up = true;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(connectionStatus.lost()).toBe(false);
    expect(refetch).toHaveBeenCalledWith({ include: 'active' });
  });

  it('a read still refused after its retries fails with the API’s message, and is fetched again once it is back', async () => {
    let up = false;
    const app = monitoredClient(
      {},
      {
        '/graphql': () => (up ? graphqlData(employees) : graphql503()),
        '/api/health': health(() => up),
      },
      { http: 'fetch' },
    );
    const watched = app.client.watchQuery({ query: EMPLOYEES });
    const results: unknown[] = [];
    const sub = watched.subscribe((r) => results.push(r));
    await vi.advanceTimersByTimeAsync(20_000);
    // The monitor's three retries, then the screen's own error.
    expect(graphqlCalls(app)).toHaveLength(4);
    expect(results.at(-1)).toMatchObject({ error: { message: MESSAGE } });
    expect(connectionStatus.lost()).toBe(true);

    up = true;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(connectionStatus.lost()).toBe(false);
    expect(results.at(-1)).toMatchObject({ data: employees });
    sub.unsubscribe();
  });

  it('a change refused with 503 is never sent again; the caller gets the API’s message and the notice shows', async () => {
    const app = monitoredClient({}, { '/graphql': graphql503, '/api/health': health(() => false) }, { http: 'fetch' });
    const change = expect(app.client.mutate({ mutation: SAVE })).rejects.toThrow(MESSAGE);
    await vi.advanceTimersByTimeAsync(60_000);
    await change;
    expect(graphqlCalls(app)).toHaveLength(1);
    expect(connectionStatus.lost()).toBe(true);
  });
});

describe('a subscription refused while the database is away', () => {
  const unavailableOverSocket = () => new CombinedGraphQLErrors({ errors: [unavailable] });

  it('is asked for again, backing off, until it is served; its observer never sees the refusal', async () => {
    const app = monitoredClient(
      { PayChanged: [unavailableOverSocket(), unavailableOverSocket(), { data: { payChanged: { id: 7 } } }] },
      { '/api/health': health(() => false) },
    );
    const seen: unknown[] = [];
    const sub = app.client
      .subscribe({ query: PAY_CHANGED })
      .subscribe({ next: (r) => seen.push(r), error: (e) => seen.push({ thrown: e }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(app.count('PayChanged')).toBe(1);
    expect(connectionStatus.lost()).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(app.count('PayChanged')).toBe(3);
    expect(seen).toEqual([expect.objectContaining({ data: { payChanged: { id: 7 } } })]);
    sub.unsubscribe();
  });

  it('any other refusal ends it as before', async () => {
    const app = monitoredClient({ PayChanged: [new CombinedGraphQLErrors(refused('FORBIDDEN'))] });
    const seen: unknown[] = [];
    const sub = app.client
      .subscribe({ query: PAY_CHANGED })
      .subscribe({ next: (r) => seen.push(r), error: (e) => seen.push({ thrown: e }) });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(app.count('PayChanged')).toBe(1);
    expect(seen).toEqual([expect.objectContaining({ error: expect.objectContaining({ message: 'Отказано' }) })]);
    sub.unsubscribe();
  });
});
