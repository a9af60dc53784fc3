/**
 * RFC 6455's Service Restart: an API replica closes its sockets with it when it shuts down
 * (docs/deploy.md, "Graceful drain"); the others are up, so the client reconnects at once.
 */
export const SERVICE_RESTART_CLOSE = 1012;
/** Over how long the sockets of a restarting replica spread their reconnects, so they do not land in one burst. */
export const RESTART_SPREAD_MS = 500;

/**
 * How long the socket waits before its `retries`-th reconnect (0 for the first): right after a
 * Service Restart only the spread; otherwise backing off exponentially with jitter, up to 15 s.
 */
export function reconnectDelayMs(retries: number, lastCloseCode: number | undefined, random = Math.random): number {
  if (retries === 0 && lastCloseCode === SERVICE_RESTART_CLOSE) return random() * RESTART_SPREAD_MS;
  return Math.min(1000 * 2 ** retries, 15_000) * (0.75 + random() / 2);
}
