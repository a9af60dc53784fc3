import { timingSafeEqual } from 'node:crypto';
import { hashToken } from './session-token';

/** What the Google callback must see again: kept in a short-lived signed HttpOnly cookie. */
export interface OAuthState {
  state: string;
  verifier: string;
  nonce: string;
  /** Epoch milliseconds after which the state is refused. */
  expiresAt: number;
}

export const OAUTH_COOKIE = 'sp_oauth';
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

const mac = (secret: string, payload: string) => hashToken(secret, `oauth-state:${payload}`);

export function sealState(secret: string, data: OAuthState): string {
  const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The state, or null when the cookie is missing, altered or expired. */
export function openState(secret: string, sealed: string | undefined, now = Date.now()): OAuthState | null {
  if (!sealed || sealed.length > 2000) return null;
  const [payload, signature] = sealed.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as OAuthState;
    const valid = [data.state, data.verifier, data.nonce].every((v) => typeof v === 'string' && v.length > 0);
    return valid && typeof data.expiresAt === 'number' && data.expiresAt > now ? data : null;
  } catch {
    return null;
  }
}
