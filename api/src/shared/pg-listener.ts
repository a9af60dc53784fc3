import pg from 'pg';
import type { Logger } from './logging';

/** Waits before the listener connects again after losing its connection: doubling up to the last. */
export const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];

export interface ListenHandlers {
  /** A notification on the channel (sent by a committing transaction: PostgreSQL delivers it on commit). */
  onNotify: () => void;
  /**
   * Every (re)connection, once listening: at start-up and when the database is back after an
   * outage. Notifications sent while not listening were never heard, so this is where the caller
   * sweeps. Its failure is its own to log; the connection stays.
   */
  onConnect: () => Promise<void>;
}

export interface PgListener {
  /** Resolves once the first connection listens and its `onConnect` has settled (never rejects). */
  readonly ready: Promise<void>;
  /** Stops listening for good: no reconnection after it. */
  close(): Promise<void>;
}

/**
 * One dedicated connection (outside the pool: a pooled one cannot hold a LISTEN) that listens on
 * `channel` and, whenever it is lost, connects again after a backoff, logging a warning once per
 * loss. `what` names the listener in logs and in `pg_stat_activity` (application_name
 * `staffpay-<what>`), never data.
 */
export function listenFor(
  deps: { config: { DATABASE_URL?: string }; log: Logger },
  channel: string,
  what: string,
  handlers: ListenHandlers,
): PgListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let closed = false;
  let client: pg.Client | null = null;
  let reconnect: NodeJS.Timeout | null = null;
  let failedConnects = 0;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const connect = (): void => {
    reconnect = null;
    if (closed) return;
    const current = new pg.Client({
      connectionString: deps.config.DATABASE_URL,
      application_name: `staffpay-${what}`,
      keepAlive: true,
    });
    client = current;
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      current.removeAllListeners('notification');
      void current.end().catch(() => undefined);
      if (closed) return;
      if (error) deps.log.warn({ err: error, channel }, `${what} listener disconnected`);
      const delay = RECONNECT_DELAYS_MS[Math.min(failedConnects++, RECONNECT_DELAYS_MS.length - 1)]!;
      reconnect = setTimeout(connect, delay);
      reconnect.unref();
    };
    current.on('error', onLost);
    current.on('end', () => onLost());
    current.on('notification', () => handlers.onNotify());
    current
      .connect()
      .then(() => current.query(`listen ${channel}`))
      .then(async () => {
        failedConnects = 0;
        await handlers.onConnect().catch(() => undefined);
        markReady();
      })
      .catch(onLost);
  };

  connect();
  return {
    ready,
    async close() {
      closed = true;
      if (reconnect) clearTimeout(reconnect);
      await client?.end().catch(() => undefined);
    },
  };
}
