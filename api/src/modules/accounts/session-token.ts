import { createHmac, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'sp_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as keyed hashes, so a leaked table cannot be replayed without SESSION_SECRET. */
export function hashToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}
