import { gql } from '@apollo/client';
import { act, screen } from '@testing-library/react';
import { CLIENT_ERROR_MESSAGES } from '@staffpay/schema/client-errors/client-error.schemas';
import { SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGES } from '@staffpay/schema/errors/service-unavailable';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { socketStatus } from '@/shared/live/socket-status';
import { fakeApollo, renderApp } from '@/test/render';
import { connectionStatus } from './connection-check';
import { monitoredClient } from './monitor.fixture';

afterEach(() => {
  vi.useRealTimers();
  connectionStatus.set(false);
  socketStatus.set(false);
});

describe('the connection notice', () => {
  it('is part of the app’s providers: shown while the API is unreachable, gone once it is back', () => {
    renderApp(<p>Страница</p>, { client: fakeApollo({}).client, route: '/auth/login' });
    expect(screen.queryByText(CLIENT_ERROR_MESSAGES.connectionTitle)).toBeNull();
    act(() => connectionStatus.set(true));
    expect(screen.getByRole('alert').textContent).toContain(CLIENT_ERROR_MESSAGES.connectionTitle);
    expect(screen.getByText(CLIENT_ERROR_MESSAGES.connectionText)).toBeTruthy();
    act(() => connectionStatus.set(false));
    expect(screen.queryByText(CLIENT_ERROR_MESSAGES.connectionTitle)).toBeNull();
  });

  it('appears when the live socket closes and the health check fails, and goes when it answers', async () => {
    vi.useFakeTimers();
    let up = false;
    const app = monitoredClient({}, { '/api/health': () => new Response('{}', { status: up ? 200 : 503 }) });
    const stop = app.monitor.start();
    renderApp(<p>Страница</p>, { client: app.client });
    act(() => socketStatus.set(true));
    expect(app.fetched).toHaveLength(0);

    await act(async () => {
      socketStatus.set(false);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText(CLIENT_ERROR_MESSAGES.connectionTitle)).toBeTruthy();
    up = true;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByText(CLIENT_ERROR_MESSAGES.connectionTitle)).toBeNull();
    expect(app.fetched.map((f) => f.path)).toEqual(['/api/health', '/api/health']);
    stop();
  });

  it('appears while the API answers 503 for its database, and goes once /api/health answers', async () => {
    vi.useFakeTimers();
    let up = false;
    const unavailable = () =>
      new Response(
        JSON.stringify({
          errors: [{ message: SERVICE_UNAVAILABLE_MESSAGES.database, extensions: { code: SERVICE_UNAVAILABLE } }],
        }),
        { status: 503, headers: { 'content-type': 'application/graphql-response+json', 'retry-after': '5' } },
      );
    const app = monitoredClient(
      {},
      {
        '/graphql': () => (up ? Response.json({ data: { companies: [] } }) : unavailable()),
        '/api/health': () => Response.json({ database: up ? 'ok' : 'error' }, { status: up ? 200 : 503 }),
      },
      { http: 'fetch' },
    );
    renderApp(<p>Страница</p>, { client: app.client });
    const read = app.client.query({ query: gql('query Companies { companies { id } }') }).catch(() => undefined);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(CLIENT_ERROR_MESSAGES.connectionTitle)).toBeTruthy();
    up = true;
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByText(CLIENT_ERROR_MESSAGES.connectionTitle)).toBeNull();
    await read;
  });
});
