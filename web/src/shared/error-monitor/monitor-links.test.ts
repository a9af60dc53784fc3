import { gql } from '@apollo/client';
import { ERROR_MONITOR } from '@staffpay/schema/client-errors/client-error.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { areaOf } from './areas';
import { connectionStatus } from './connection-check';
import { createErrorLog } from './error-log';
import { httpStatus, monitoredClient, refused } from './monitor.fixture';

const EMPLOYEES = gql`
  query Employees {
    employees {
      id
    }
  }
`;
const EMPLOYEE_CARDS = gql`
  query EmployeeCards {
    employeeCards {
      id
    }
  }
`;
const COMPANIES = gql`
  query Companies {
    companies {
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
const employees = { data: { employees: [{ __typename: 'Employee', id: 1 }] } };
const ok =
  (body: unknown = true, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

const logged = () => createErrorLog().entries();

afterEach(() => {
  vi.useRealTimers();
  connectionStatus.set(false);
});

describe('a refused session (401 / UNAUTHENTICATED)', () => {
  it('renews the session and retries the read once', async () => {
    const app = monitoredClient({ Employees: [refused('UNAUTHENTICATED'), employees] }, { '/api/auth/refresh': ok() });
    const { data } = await app.client.query({ query: EMPLOYEES });
    expect(data).toEqual(employees.data);
    expect(app.count('Employees')).toBe(2);
    expect(app.fetched.map((f) => [f.path, f.init?.method, f.init?.credentials])).toEqual([
      ['/api/auth/refresh', 'POST', 'include'],
    ]);
    expect(app.relogin).not.toHaveBeenCalled();
    expect(logged()).toMatchObject([{ kind: 'auth', operation: 'Employees', count: 1 }]);
  });

  it('a bare HTTP 401 is the same', async () => {
    const app = monitoredClient({ Employees: [httpStatus(401), employees] }, { '/api/auth/refresh': ok() });
    await app.client.query({ query: EMPLOYEES });
    expect(app.count('Employees')).toBe(2);
    expect(logged()).toMatchObject([{ kind: 'auth', status: 401 }]);
  });

  it('goes to sign in when the refresh is refused, without retrying', async () => {
    const app = monitoredClient(
      { Employees: [refused('UNAUTHENTICATED')] },
      { '/api/auth/refresh': ok({ message: 'Требуется авторизация' }, 401) },
    );
    await expect(app.client.query({ query: EMPLOYEES })).rejects.toThrow('Отказано');
    expect(app.count('Employees')).toBe(1);
    expect(app.relogin).toHaveBeenCalledTimes(1);
  });

  it('after three renewals of one refusal, goes to sign in without asking again', async () => {
    const app = monitoredClient({ Employees: [refused('UNAUTHENTICATED')] }, { '/api/auth/refresh': ok() });
    for (let i = 0; i < 4; i += 1) await expect(app.client.query({ query: EMPLOYEES })).rejects.toThrow();
    expect(app.fetched.filter((f) => f.path === '/api/auth/refresh')).toHaveLength(ERROR_MONITOR.maxFixAttempts);
    expect(app.relogin).toHaveBeenCalledTimes(1);
  });

  it('renews for a refused change but never sends the change again', async () => {
    const app = monitoredClient({ SaveEmployee: [refused('UNAUTHENTICATED')] }, { '/api/auth/refresh': ok() });
    await expect(app.client.mutate({ mutation: SAVE })).rejects.toThrow();
    expect(app.count('SaveEmployee')).toBe(1);
    expect(app.fetched).toHaveLength(1);
    expect(app.relogin).not.toHaveBeenCalled();
  });
});

describe('a server error (500 / INTERNAL_SERVER_ERROR)', () => {
  beforeEach(() => vi.useFakeTimers());

  it('retries a read exactly once, 2 s later', async () => {
    const app = monitoredClient({ Employees: [httpStatus(500), httpStatus(500)] });
    const result = app.client.query({ query: EMPLOYEES });
    const settled = expect(result).rejects.toThrow('500');
    await vi.advanceTimersByTimeAsync(ERROR_MONITOR.serverErrorRetryMs - 1);
    expect(app.count('Employees')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(app.count('Employees')).toBe(2);
    await settled;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(app.count('Employees')).toBe(2);
    expect(logged()).toMatchObject([{ kind: 'api', status: 500, count: 2 }]);
  });

  it('answers with the retry when it succeeds (GraphQL internal error)', async () => {
    const app = monitoredClient({ Employees: [refused('INTERNAL_SERVER_ERROR'), employees] });
    const result = app.client.query({ query: EMPLOYEES });
    await vi.advanceTimersByTimeAsync(ERROR_MONITOR.serverErrorRetryMs);
    await expect(result).resolves.toMatchObject({ data: employees.data });
  });

  it('never retries a change', async () => {
    const app = monitoredClient({ SaveEmployee: [httpStatus(500)] });
    const result = expect(app.client.mutate({ mutation: SAVE })).rejects.toThrow('500');
    await vi.advanceTimersByTimeAsync(60_000);
    await result;
    expect(app.count('SaveEmployee')).toBe(1);
  });

  it('tries at most 3 times per distinct error, then only logs', async () => {
    const app = monitoredClient({ Employees: [httpStatus(500)] });
    for (let i = 0; i < 5; i += 1) {
      const result = expect(app.client.query({ query: EMPLOYEES })).rejects.toThrow();
      await vi.advanceTimersByTimeAsync(ERROR_MONITOR.serverErrorRetryMs);
      await result;
    }
    // 5 reads, 3 of them retried.
    expect(app.count('Employees')).toBe(8);
    expect(logged()).toMatchObject([{ count: 8, fixAttempts: ERROR_MONITOR.maxFixAttempts }]);
  });
});

describe('a refused read (400 / BAD_USER_INPUT)', () => {
  it('maps root fields to areas by their first word, in the singular', () => {
    const areas = [
      'employees',
      'employee',
      'employeeCards',
      'companies',
      'companyMembers',
      'branches',
      'notificationCount',
    ];
    expect(areas.map(areaOf)).toEqual([
      'employee',
      'employee',
      'employee',
      'company',
      'company',
      'branch',
      'notification',
    ]);
  });

  it('refetches the active queries of its area, not itself and not other areas', async () => {
    const app = monitoredClient({
      Employees: [employees, refused('BAD_USER_INPUT', 'Сотрудник не найден')],
      EmployeeCards: [{ data: { employeeCards: [] } }],
      Companies: [{ data: { companies: [] } }],
    });
    const watched = [EMPLOYEE_CARDS, COMPANIES].map((query) => app.client.watchQuery({ query }).subscribe(() => {}));
    await vi.waitFor(() => expect(app.count('EmployeeCards') + app.count('Companies')).toBe(2));

    await app.client.query({ query: EMPLOYEES });
    await expect(app.client.query({ query: EMPLOYEES })).rejects.toThrow('Сотрудник не найден');
    await vi.waitFor(() => expect(app.count('EmployeeCards')).toBe(2));
    expect(app.count('Companies')).toBe(1);
    expect(app.count('Employees')).toBe(2);
    watched.forEach((s) => s.unsubscribe());
  });
});

describe('a network failure', () => {
  it('checks /api/health, shows the notice while it fails and hides it once it answers', async () => {
    vi.useFakeTimers();
    let up = false;
    const app = monitoredClient(
      { Me: [new TypeError('Failed to fetch')] },
      { '/api/health': () => new Response('{}', { status: up ? 200 : 503 }) },
    );
    const refetch = vi.spyOn(app.client, 'refetchQueries');
    const checks = () => app.fetched.filter((f) => f.path === '/api/health').length;
    await expect(app.client.query({ query: gql('query Me { me { id } }') })).rejects.toThrow('Failed to fetch');
    await vi.advanceTimersByTimeAsync(0);
    expect(connectionStatus.lost()).toBe(true);
    expect(checks()).toBe(1);
    expect(logged()).toMatchObject([{ kind: 'network', status: 0, message: 'Failed to fetch' }]);

    await vi.advanceTimersByTimeAsync(3_000);
    expect(checks()).toBe(2);
    expect(connectionStatus.lost()).toBe(true);
    up = true;
    await vi.advanceTimersByTimeAsync(5_999);
    expect(checks()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks()).toBe(3);
    expect(connectionStatus.lost()).toBe(false);
    expect(refetch).toHaveBeenCalledWith({ include: 'active' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checks()).toBe(3);
  });

  it('shows nothing when the API answers its health check', async () => {
    const app = monitoredClient({ Me: [new TypeError('Failed to fetch')] }, { '/api/health': ok({ status: 'ok' }) });
    await expect(app.client.query({ query: gql('query Me { me { id } }') })).rejects.toThrow();
    await vi.waitFor(() => expect(app.fetched.map((f) => f.path)).toEqual(['/api/health']));
    expect(connectionStatus.lost()).toBe(false);
  });

  it('logs nothing and checks nothing for calls the page cancelled: aborted ones, and all once it is being left', async () => {
    vi.useFakeTimers();
    const aborted = Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
    const app = monitoredClient({ Me: [aborted], Companies: [new TypeError('Failed to fetch')] });
    const stop = app.monitor.start();
    try {
      await expect(app.client.query({ query: gql('query Me { me { id } }') })).rejects.toThrow('aborted');
      window.dispatchEvent(new Event('pagehide'));
      const companies = expect(
        app.client.query({ query: gql('query Companies { companies { id } }') }),
      ).rejects.toThrow();
      await vi.advanceTimersByTimeAsync(30_000);
      await companies;
      expect(logged()).toEqual([]);
      expect(app.fetched.filter((f) => f.path === '/api/health')).toEqual([]);
    } finally {
      stop();
    }
  });
});
