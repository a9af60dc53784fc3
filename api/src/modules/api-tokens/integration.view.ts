import type { ApiScope } from '@staffpay/schema/api-tokens/api-token.schemas';
import type { ApiToken } from './api-token.entity';
import type { Integration } from './integration.entity';

/** An integration's token as listed: never its secret. */
export interface IntegrationTokenView {
  id: number;
  integrationId: number;
  name: string;
  scopes: ApiScope[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

export interface IntegrationView {
  id: number;
  companyId: number;
  name: string;
  description: string;
  /** The role's code (built in or custom). */
  role: string;
  createdAt: Date;
  updatedAt: Date;
  tokens: IntegrationTokenView[];
}

export const toIntegrationTokenView = (t: ApiToken, integrationId: number): IntegrationTokenView => ({
  id: t.id,
  integrationId,
  name: t.name,
  scopes: t.scopes,
  createdAt: t.createdAt,
  expiresAt: t.expiresAt ?? null,
  lastUsedAt: t.lastUsedAt ?? null,
});

export const toIntegrationView = (i: Integration, tokens: ApiToken[]): IntegrationView => ({
  id: i.id,
  companyId: i.company.id,
  name: i.name,
  description: i.description,
  role: i.role,
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
  tokens: tokens.map((t) => toIntegrationTokenView(t, i.id)),
});
