import { createHash, randomBytes } from 'node:crypto';

/** 24 random bytes (192 bits) as 32 base64url characters: unguessable, and never derived from the id. */
export function newShareToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The bus scope of a link: a digest, so channel names (which Redis and the "event lost" log show)
 * never carry the secret itself.
 */
export function shareScope(token: string): string {
  return createHash('sha256').update(token).digest('hex').slice(0, 32);
}
