import { useSyncExternalStore } from 'react';

type Listener = () => void;

let lost = false;
const listeners = new Set<Listener>();

/** Whether the API is unreachable (the notice 'Проблемы с подключением' shows while it is). */
export const connectionStatus = {
  lost: () => lost,
  set(value: boolean) {
    if (value === lost) return;
    lost = value;
    for (const l of listeners) l();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useConnectionLost(): boolean {
  return useSyncExternalStore(connectionStatus.subscribe, connectionStatus.lost, () => false);
}

/** The notice promises a retry "in a few seconds": 3 s, then doubling up to 15 s. */
const RECHECK_MS = { first: 3_000, max: 15_000 } as const;
/** A hanging request is as good as none: the check gives up on it after this long. */
const HEALTH_TIMEOUT_MS = 5_000;

/**
 * Asks GET /api/health after a network failure. While it does not answer 200 the notice
 * shows and the check repeats; once it does, the notice goes and `onRestored` catches the screens up.
 */
export function createConnectionCheck({ fetch, onRestored }: { fetch: typeof window.fetch; onRestored: () => void }) {
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const healthy = () =>
    fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) }).then(
      (res) => res.ok,
      () => false,
    );

  async function probe(wait: number) {
    const ok = await healthy();
    if (!running) return;
    if (ok) {
      running = false;
      if (connectionStatus.lost()) {
        connectionStatus.set(false);
        onRestored();
      }
      return;
    }
    connectionStatus.set(true);
    timer = setTimeout(() => void probe(Math.min(wait * 2, RECHECK_MS.max)), wait);
  }

  return {
    running: () => running,
    /** Starts a check unless one is under way. */
    check() {
      if (running) return;
      running = true;
      void probe(RECHECK_MS.first);
    },
    stop() {
      running = false;
      clearTimeout(timer);
    },
  };
}

export type ConnectionCheck = ReturnType<typeof createConnectionCheck>;
