import { API_TOKEN_MESSAGES } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { Config } from '../../shared/config';
import { AppError } from '../../shared/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

const refuse = (message: string) => new AppError('BAD_USER_INPUT', message, { expiresAt: [message] });

/**
 * A new token's expiry: in the future, and within API_TOKEN_MAX_LIFETIME_DAYS when a maximum is
 * set (then a token without expiry is refused too). 400 with the field's message otherwise.
 */
export function checkedExpiry(
  config: Pick<Config, 'API_TOKEN_MAX_LIFETIME_DAYS'>,
  expiresAt: string | null | undefined,
  now = Date.now(),
): Date | null {
  const maxDays = config.API_TOKEN_MAX_LIFETIME_DAYS;
  const at = expiresAt ? new Date(expiresAt) : null;
  if (at && at.getTime() <= now) throw refuse(API_TOKEN_MESSAGES.badExpiry);
  if (maxDays > 0 && !at) throw refuse(API_TOKEN_MESSAGES.expiryRequired(maxDays));
  if (maxDays > 0 && at && at.getTime() > now + maxDays * DAY_MS)
    throw refuse(API_TOKEN_MESSAGES.expiryTooFar(maxDays));
  return at;
}

/**
 * A rotated token's expiry: as long from now as the old one was given at its creation (never when
 * it had none), capped by the maximum lifetime.
 */
export function rotatedExpiry(
  config: Pick<Config, 'API_TOKEN_MAX_LIFETIME_DAYS'>,
  old: { createdAt: Date; expiresAt?: Date | null },
  now = Date.now(),
): Date | null {
  const maxMs = config.API_TOKEN_MAX_LIFETIME_DAYS * DAY_MS;
  const lifetime = old.expiresAt ? old.expiresAt.getTime() - old.createdAt.getTime() : null;
  const ms = lifetime === null ? (maxMs > 0 ? maxMs : null) : maxMs > 0 ? Math.min(lifetime, maxMs) : lifetime;
  return ms === null ? null : new Date(now + ms);
}
