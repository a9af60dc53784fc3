import { ERROR_MONITOR } from '@staffpay/schema/client-errors/client-error.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorLog } from './error-log';
import { monitoredClient } from './monitor.fixture';

const UNDEFINED_READ = "Cannot read properties of undefined (reading 'name')";
const scriptError = (message: string) =>
  window.dispatchEvent(new ErrorEvent('error', { message, error: new TypeError(message) }));

let stop: () => void;
let app: ReturnType<typeof monitoredClient>;
let printed: ReturnType<typeof vi.fn<(...args: unknown[]) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  printed = vi.fn<(...args: unknown[]) => void>();
  vi.spyOn(console, 'error').mockImplementation(printed);
  app = monitoredClient({});
  stop = app.monitor.start();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('the page’s own errors', () => {
  it('logs script errors, unhandled rejections and console errors, still printing the latter', () => {
    scriptError('boom');
    window.dispatchEvent(
      new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: new Error('nope') }),
    );
    console.error('Warning: %s', 'something');
    expect(printed).toHaveBeenCalledWith('Warning: %s', 'something');
    expect(
      createErrorLog()
        .entries()
        .map((e) => [e.kind, e.message, e.path]),
    ).toEqual([
      ['script', 'boom', '/'],
      ['rejection', 'nope', '/'],
      ['console', 'Warning: %s something', '/'],
    ]);
  });

  it('refreshes the data after an undefined-property script error, without reloading', async () => {
    const refetch = vi.spyOn(app.client, 'refetchQueries');
    scriptError(UNDEFINED_READ);
    expect(refetch).toHaveBeenCalledWith({ include: 'active' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(app.reload).not.toHaveBeenCalled();
  });

  it('reloads 1 s later when the error broke a render, 3 times at most', async () => {
    const refetch = vi.spyOn(app.client, 'refetchQueries');
    const rendered = new TypeError(UNDEFINED_READ);
    app.monitor.rootOptions.onCaughtError(rendered);
    expect(printed).toHaveBeenCalledWith(rendered);
    await vi.advanceTimersByTimeAsync(ERROR_MONITOR.reloadAfterMs - 1);
    expect(app.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(app.reload).toHaveBeenCalledTimes(1);

    for (let i = 0; i < 4; i += 1) app.monitor.rootOptions.onUncaughtError(rendered);
    await vi.advanceTimersByTimeAsync(ERROR_MONITOR.reloadAfterMs);
    expect(app.reload).toHaveBeenCalledTimes(ERROR_MONITOR.maxFixAttempts);
    expect(refetch).toHaveBeenCalledTimes(ERROR_MONITOR.maxFixAttempts);
    // Printed once each, logged once each: the printing is not a second error.
    expect(createErrorLog().entries()).toMatchObject([{ kind: 'console', count: 5, fixAttempts: 3 }]);
  });

  it('leaves other render errors to the log', async () => {
    app.monitor.rootOptions.onCaughtError(new Error('Кнопка сломалась'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(app.reload).not.toHaveBeenCalled();
    expect(createErrorLog().entries()).toMatchObject([{ kind: 'console', message: 'Кнопка сломалась' }]);
  });
});
