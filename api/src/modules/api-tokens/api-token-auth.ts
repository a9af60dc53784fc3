import { API_TOKEN_MESSAGES, API_TOKEN_PREFIX } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps, Auth } from '../../shared/context';
import { ApiToken } from './api-token.entity';
import { hashApiToken, legacyHashOf } from './token-hash';

/** lastUsedAt is written at most this often per token: a use is recorded without a write per request. */
const LAST_USED_EVERY_MS = 60_000;

export const isApiToken = (token: string | undefined): token is string =>
  typeof token === 'string' && token.startsWith(API_TOKEN_PREFIX) && token.length <= 200;

/**
 * Counts a request against the token's allowance (429 with Retry-After when spent), before any
 * lookup: keyed by the token's hash, so a flood of requests costs no database reads.
 */
export async function consumeApiTokenRequest(app: AppDeps, token: string): Promise<void> {
  const key = hashApiToken(app.config, token).slice(0, 32);
  await app.rateLimits.consume('apiToken', key, API_TOKEN_MESSAGES.tooMany);
}

/**
 * The row of a secret: by its hash under the current key, else (API_TOKEN_SECRET newly set) by its
 * legacy hash under SESSION_SECRET, which is then replaced by the current one, so the row no longer
 * depends on SESSION_SECRET (docs/operations.md, "API token key").
 */
async function findBySecret(app: AppDeps, em: EntityManager, token: string): Promise<ApiToken | null> {
  const populate = ['integration'] as const;
  const current = hashApiToken(app.config, token);
  const row = await em.findOne(ApiToken, { tokenHash: current }, { populate });
  if (row) return row;
  const legacy = legacyHashOf(app.config, token);
  if (!legacy) return null;
  const old = await em.findOne(ApiToken, { tokenHash: legacy, legacyKey: true }, { populate });
  if (!old) return null;
  await em.nativeUpdate(ApiToken, { id: old.id, tokenHash: legacy }, { tokenHash: current, legacyKey: false });
  app.log.info({ apiTokenId: old.id }, 'api token re-keyed with API_TOKEN_SECRET');
  return old;
}

/** The caller a bearer API token stands for, or null when it is unknown, revoked or expired. */
export async function resolveApiToken(app: AppDeps, token: string): Promise<Auth | null> {
  if (!isApiToken(token)) return null;
  const em = app.orm.em.fork();
  const row = await findBySecret(app, em, token);
  const now = Date.now();
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= now)) return null;
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    void em
      .nativeUpdate(ApiToken, { id: row.id }, { lastUsedAt: new Date(now) })
      .catch((err: unknown) => app.log.error({ err }, 'api token lastUsedAt not written'));
  }
  return tokenAuthOf(row);
}

/** The caller a token row stands for. */
function tokenAuthOf(row: ApiToken): Auth {
  const integration = row.integration?.getEntity() ?? null;
  return {
    // An integration's token is no person: its creator's membership plays no part.
    userId: integration ? null : row.createdBy.id,
    sessionId: `token:${row.id}`,
    via: 'bearer',
    apiToken: {
      id: row.id,
      companyId: row.company.id,
      scopes: row.scopes,
      expiresAt: row.expiresAt ?? null,
      integration: integration && { id: integration.id, name: integration.name, role: integration.role },
    },
  };
}

/**
 * The caller a token stands for now, by its id, or null once it is revoked or expired: work a
 * token asked for that runs later (an export) acts as the token's own requests would.
 */
export async function apiTokenCaller(em: EntityManager, id: number, now = Date.now()): Promise<Auth | null> {
  const row = await em.findOne(ApiToken, { id }, { populate: ['integration'] });
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= now)) return null;
  return tokenAuthOf(row);
}
