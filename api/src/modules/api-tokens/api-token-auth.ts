import { API_TOKEN_MESSAGES, API_TOKEN_PREFIX } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { AppDeps, Auth } from '../../shared/context';
import { hashToken } from '../accounts';
import { ApiToken } from './api-token.entity';

/** lastUsedAt is written at most this often per token: a use is recorded without a write per request. */
const LAST_USED_EVERY_MS = 60_000;

export const isApiToken = (token: string | undefined): token is string =>
  typeof token === 'string' && token.startsWith(API_TOKEN_PREFIX) && token.length <= 200;

/**
 * Counts a request against the token's allowance (429 with Retry-After when spent), before any
 * lookup: keyed by the token's hash, so a flood of requests costs no database reads.
 */
export async function consumeApiTokenRequest(app: AppDeps, token: string): Promise<void> {
  const key = hashToken(app.config.sessionSecret, token).slice(0, 32);
  await app.rateLimits.consume('apiToken', key, API_TOKEN_MESSAGES.tooMany);
}

/** The caller a bearer API token stands for, or null when it is unknown, revoked or expired. */
export async function resolveApiToken(app: AppDeps, token: string): Promise<Auth | null> {
  if (!isApiToken(token)) return null;
  const em = app.orm.em.fork();
  const row = await em.findOne(ApiToken, { tokenHash: hashToken(app.config.sessionSecret, token) });
  const now = Date.now();
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= now)) return null;
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    void em
      .nativeUpdate(ApiToken, { id: row.id }, { lastUsedAt: new Date(now) })
      .catch((err: unknown) => app.log.error({ err }, 'api token lastUsedAt not written'));
  }
  return {
    userId: row.createdBy.id,
    sessionId: `token:${row.id}`,
    via: 'bearer',
    apiToken: { id: row.id, companyId: row.company.id, scopes: row.scopes },
  };
}
