import { useSyncExternalStore } from 'react';

/** Whether the GraphQL WebSocket is connected; screens poll only while it is not. */
type Listener = () => void;

let connected = false;
const listeners = new Set<Listener>();

export const socketStatus = {
  get: () => connected,
  set(value: boolean) {
    if (value === connected) return;
    connected = value;
    for (const l of listeners) l();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useSocketConnected(): boolean {
  return useSyncExternalStore(socketStatus.subscribe, socketStatus.get, () => false);
}

/**
 * The original's poll interval while the live socket is down, 0 (no polling) while it is up:
 * pushed updates replace polling, the original's intervals remain the fallback
 * (docs/architecture.md, 'Live updates').
 */
export function useFallbackPollInterval(intervalMs: number): number {
  return useSocketConnected() ? 0 : intervalMs;
}

/** The original's poll intervals, used only as the fallback. */
export const POLL_INTERVALS = {
  notificationCount: 2_000,
  /** Employee cards, threshold progress, departments and branches of the dashboard. */
  dashboard: 4_000,
  /** KPI stats and salary-type stats. */
  payStats: 4_000,
  birthdays: 60_000,
  notifications: 4_000,
  customDashboards: 4_000,
  /** The reports screen's exports for accounting systems. */
  exports: 4_000,
  /** The original named none for roles; the other lists' 4 s. */
  systemRoles: 4_000,
  sharedDashboard: 4_000,
  databaseHealth: 30_000,
  integrity: 60_000,
} as const;
