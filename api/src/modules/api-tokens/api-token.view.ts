import type { ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { ApiToken } from './api-token.entity';

/** A token as listed: never its secret. */
export interface ApiTokenView {
  id: number;
  companyId: number;
  name: string;
  scopes: ApiScope[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdBy: { id: number; name: string };
}

export const toApiTokenView = (t: ApiToken): ApiTokenView => {
  const creator = t.createdBy.getEntity();
  return {
    id: t.id,
    companyId: t.company.id,
    name: t.name,
    scopes: t.scopes,
    createdAt: t.createdAt.toISOString(),
    expiresAt: t.expiresAt?.toISOString() ?? null,
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
    createdBy: { id: creator.id, name: `${creator.firstName} ${creator.lastName}`.trim() },
  };
};
