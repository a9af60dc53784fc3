import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../shared/context';
import { AccountToken, type TokenPurpose } from './account-token.entity';
import { hashToken, newToken } from './session-token';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/**
 * Issues a fresh token for the user and purpose; the user's earlier unused tokens of that
 * purpose stop working, so only the newest letter's link is valid. Call inside the transaction.
 */
export async function issueToken(
  em: EntityManager,
  app: AppDeps,
  userId: number,
  purpose: TokenPurpose,
): Promise<string> {
  await em.nativeDelete(AccountToken, { user: userId, purpose, usedAt: null });
  const token = newToken();
  em.create(AccountToken, {
    user: userId,
    purpose,
    tokenHash: hashToken(app.config.sessionSecret, token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  await em.flush();
  return token;
}

/**
 * Spends a token: one conditional update marks it used, so two concurrent requests cannot
 * both succeed. Returns the user's id, or null for an unknown, used or expired token.
 */
export async function consumeToken(
  em: EntityManager,
  app: AppDeps,
  purpose: TokenPurpose,
  token: string,
): Promise<number | null> {
  const tokenHash = hashToken(app.config.sessionSecret, token);
  const now = new Date();
  const spent = await em.nativeUpdate(
    AccountToken,
    { tokenHash, purpose, usedAt: null, expiresAt: { $gt: now } },
    { usedAt: now },
  );
  if (spent !== 1) return null;
  const row = await em.findOneOrFail(AccountToken, { tokenHash }, { fields: ['user'] });
  return row.user.id;
}
