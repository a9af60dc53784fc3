import type { EntityManager } from '@mikro-orm/postgresql';
import { ApiToken } from './api-token.entity';

/**
 * Whether a token still stands (not revoked, not expired): work a token asked for and that runs
 * later (an export) stops when its token is gone, as the token's own requests would.
 */
export async function apiTokenStands(em: EntityManager, id: number, now = new Date()): Promise<boolean> {
  const row = await em.findOne(ApiToken, { id }, { fields: ['id', 'expiresAt'] });
  return !!row && (!row.expiresAt || row.expiresAt.getTime() > now.getTime());
}
