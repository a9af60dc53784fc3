import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../shared/config';

/** The token a request carries: `Authorization: Bearer` wins over the session cookie. */
export function tokenFrom(headers: IncomingHttpHeaders, cookie: string | undefined) {
  const header = headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' as const };
  if (cookie) return { token: cookie, via: 'cookie' as const };
  return { token: undefined, via: 'cookie' as const };
}

/**
 * Browsers send Origin on cross-site writes and WebSocket handshakes. We accept our own
 * public origin (APP_URL) and same-host requests; requests without Origin are not from a
 * browser page and cannot ride on a victim's cookie from another site.
 */
export function originAllowed(config: Config, headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (!origin) return true;
  if (origin === new URL(config.APP_URL).origin) return true;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}

/**
 * The client's address as Fastify's `req.ip` derives it with `trustProxy: hops`: the socket's
 * peer, or, behind `hops` trusted proxies, the entry of X-Forwarded-For that the outermost
 * trusted proxy saw. Entries a client writes itself sit further left and are never reached, so
 * rotating a forged header does not change the key. The WebSocket handshake uses it too.
 */
export function clientIp(headers: IncomingHttpHeaders, peer: string | undefined, hops: number): string {
  const forwarded = headers['x-forwarded-for'];
  const chain =
    hops > 0 && forwarded
      ? String(forwarded)
          .split(',')
          .map((a) => a.trim())
      : [];
  // Nearest first: the socket's peer, then the header from its right end.
  const addresses = [peer ?? '', ...chain.reverse()];
  return addresses[Math.min(hops, addresses.length - 1)] ?? '';
}
