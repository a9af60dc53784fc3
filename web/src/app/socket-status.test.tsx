import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { POLL_INTERVALS, socketStatus, useFallbackPollInterval } from './socket-status';
import { wsUrl } from './apollo';

describe('fallback polling', () => {
  afterEach(() => socketStatus.set(false));

  it('polls at the spec interval only while the socket is down', () => {
    const { result } = renderHook(() => useFallbackPollInterval(POLL_INTERVALS.notificationCount));
    expect(result.current).toBe(2_000);
    act(() => socketStatus.set(true));
    expect(result.current).toBe(0);
    act(() => socketStatus.set(false));
    expect(result.current).toBe(2_000);
  });

  it('uses the documented intervals', () => {
    expect(POLL_INTERVALS).toEqual({
      notificationCount: 2000,
      dashboard: 4000,
      payStats: 4000,
      birthdays: 60000,
      notifications: 4000,
      customDashboards: 4000,
      sharedDashboard: 4000,
      databaseHealth: 30000,
      integrity: 60000,
    });
  });

  it('opens the socket on the page origin, wss behind https', () => {
    expect(wsUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/graphql');
    expect(wsUrl({ protocol: 'https:', host: 'pay.example.kg' })).toBe('wss://pay.example.kg/graphql');
  });
});
