import { createHmac, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { Config } from '../../shared/config';

type KeyConfig = Pick<Config, 'apiTokenSecret' | 'apiTokenKeyIsLegacy' | 'sessionSecret'>;

/** A new secret (`sp_…`): 256 random bits. */
export const newApiTokenSecret = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** The stored hash of a secret: HMAC-SHA256 under API_TOKEN_SECRET (SESSION_SECRET while it is unset). */
export function hashApiToken(config: KeyConfig, secret: string): string {
  return createHmac('sha256', config.apiTokenSecret).update(secret).digest('hex');
}

/**
 * The hash the secret had under the legacy key (SESSION_SECRET), when API_TOKEN_SECRET is set and
 * so differs from it: tokens made before it was set are found by this and re-keyed; null otherwise.
 */
export function legacyHashOf(config: KeyConfig, secret: string): string | null {
  if (config.apiTokenKeyIsLegacy) return null;
  return createHmac('sha256', config.sessionSecret).update(secret).digest('hex');
}
