import * as oidc from 'openid-client';
import type { Config } from '../../shared/config';
import { AppError } from '../../shared/errors';

export const googleNotConfigured = () => new AppError('NOT_CONFIGURED', 'Google OAuth не настроена');

/** Plain http is allowed only for an issuer on this machine (the test mock), never for a real one. */
export function isLocalIssuer(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

export function googleRedirectUri(config: Config): string {
  return `${config.APP_URL}/api/auth/google/callback`;
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/** The issuer's metadata, discovered once per issuer and client; a failed discovery is retried next time. */
export function googleClient(config: Config): Promise<oidc.Configuration> {
  const clientId = config.GOOGLE_CLIENT_ID;
  if (!clientId) return Promise.reject(googleNotConfigured());
  const issuer = new URL(config.GOOGLE_ISSUER);
  const key = `${issuer.href}|${clientId}|${config.GOOGLE_CLIENT_SECRET ?? ''}`;
  let pending = discovered.get(key);
  if (!pending) {
    pending = oidc.discovery(issuer, clientId, config.GOOGLE_CLIENT_SECRET, undefined, {
      execute: isLocalIssuer(issuer) ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
    });
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending;
}
