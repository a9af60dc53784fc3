import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { POLL_INTERVALS, socketStatus, useFallbackPollInterval } from '@/shared/live/socket-status';
import { wsUrl } from './apollo';
import { LiveIndicator, LIVE_TEXT } from './shell/LiveIndicator';
import { fakeApollo, renderApp } from '@/test/render';

describe('fallback polling', () => {
  afterEach(() => socketStatus.set(false));

  it('polls at its fallback interval only while the socket is down', () => {
    const { result } = renderHook(() => useFallbackPollInterval(POLL_INTERVALS.notificationCount));
    expect(result.current).toBe(2_000);
    act(() => socketStatus.set(true));
    expect(result.current).toBe(0);
    act(() => socketStatus.set(false));
    expect(result.current).toBe(2_000);
  });

  it('shows whether changes are pushed: green while the socket is up, orange while screens poll', () => {
    renderApp(<LiveIndicator />, { client: fakeApollo({}).client });
    expect(screen.getByRole('status', { name: LIVE_TEXT.down }).getAttribute('data-live')).toBe('down');
    act(() => socketStatus.set(true));
    expect(screen.getByRole('status', { name: LIVE_TEXT.up }).getAttribute('data-live')).toBe('up');
  });

  it('uses the documented intervals', () => {
    expect(POLL_INTERVALS).toEqual({
      notificationCount: 2000,
      dashboard: 4000,
      payStats: 4000,
      birthdays: 60000,
      notifications: 4000,
      customDashboards: 4000,
      systemRoles: 4000,
      sharedDashboard: 4000,
      databaseHealth: 30000,
      integrity: 60000,
      exports: 4000,
    });
  });

  it('opens the socket on the page origin, wss behind https', () => {
    expect(wsUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/graphql');
    expect(wsUrl({ protocol: 'https:', host: 'pay.example.kg' })).toBe('wss://pay.example.kg/graphql');
  });
});
