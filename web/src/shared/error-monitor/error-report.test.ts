import { clientErrorReportSchema, MAX_REPORTED_ERRORS } from '@staffpay/schema/client-errors/client-error.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorLog } from './error-log';
import { createErrorReporter, REPORT_AFTER_MS } from './error-report';

function setup(answer: () => Promise<Response> = async () => new Response(null, { status: 202 })) {
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const beacon = vi.fn((_url: string, _data: Blob) => true);
  const reporter = createErrorReporter({ fetch, companyId: () => 7, sendBeacon: beacon });
  const log = createErrorLog();
  const bodies = () => fetch.mock.calls.map(([, init]) => JSON.parse(String(init!.body)));
  return { fetch, beacon, reporter, log, bodies };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('reporting errors to the server', () => {
  it('posts one batch 5 s after the first error, each error once with its count, no personal data', async () => {
    const { fetch, reporter, log, bodies } = setup();
    reporter.add(
      log.record({
        kind: 'api',
        message: 'Пользователь anna@example.kg не найден',
        path: '/graphql',
        operation: 'Members',
      }),
    );
    reporter.add(
      log.record({ kind: 'script', message: 'Звонок на +996 555 123 456 не прошёл', path: '/employees?q=Анна' }),
    );
    reporter.add(
      log.record({
        kind: 'api',
        message: 'Пользователь anna@example.kg не найден',
        path: '/graphql',
        operation: 'Members',
      }),
    );
    await vi.advanceTimersByTimeAsync(REPORT_AFTER_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/api/client-errors');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    const [body] = bodies();
    expect(clientErrorReportSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      companyId: 7,
      errors: [
        { kind: 'api', message: 'Пользователь [email] не найден', path: '/graphql', operation: 'Members', count: 2 },
        { kind: 'script', message: 'Звонок на [number] не прошёл', path: '/employees', count: 1 },
      ],
    });
    expect(String(init!.body)).not.toMatch(/anna|555|Анна/);
  });

  it('sends at most 20 errors per request', async () => {
    const { reporter, log, bodies } = setup();
    for (let i = 0; i < 45; i += 1) reporter.add(log.record({ kind: 'script', message: `e${i}`, path: '/' }));
    await vi.advanceTimersByTimeAsync(REPORT_AFTER_MS);
    expect(bodies().map((b) => b.errors.length)).toEqual([MAX_REPORTED_ERRORS, MAX_REPORTED_ERRORS, 5]);
  });

  it('drops a rate-limited batch, keeps an unsent one for the next', async () => {
    let answer: () => Promise<Response> = async () => new Response(null, { status: 429 });
    const { reporter, log, bodies } = setup(() => answer());
    reporter.add(log.record({ kind: 'script', message: 'a', path: '/' }));
    await vi.advanceTimersByTimeAsync(REPORT_AFTER_MS);
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    reporter.add(log.record({ kind: 'script', message: 'b', path: '/' }));
    await vi.advanceTimersByTimeAsync(REPORT_AFTER_MS);
    answer = async () => new Response(null, { status: 202 });
    reporter.add(log.record({ kind: 'script', message: 'b', path: '/' }));
    await vi.advanceTimersByTimeAsync(REPORT_AFTER_MS);
    expect(bodies().map((b) => b.errors.map((e: { message: string; count: number }) => [e.message, e.count]))).toEqual([
      [['a', 1]],
      [['b', 1]],
      [['b', 2]],
    ]);
  });

  it('sends what waits by beacon when the page is left', async () => {
    const { fetch, beacon, reporter, log } = setup();
    reporter.add(log.record({ kind: 'rejection', message: 'x', path: '/' }));
    await reporter.flush({ leaving: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/client-errors');
    expect(JSON.parse(await blob.text())).toMatchObject({
      companyId: 7,
      errors: [{ kind: 'rejection', message: 'x' }],
    });
    await vi.advanceTimersByTimeAsync(REPORT_AFTER_MS);
    expect(fetch).not.toHaveBeenCalled();
  });
});
