import type { ApiTokenFieldsFragment } from '@/gql/graphql';

let nextId = 1;
/** One token as the API lists it (never with its secret), with `over` applied. */
export const apiToken = (over: Partial<ApiTokenFieldsFragment> = {}) => ({
  __typename: 'ApiToken' as const,
  id: nextId++,
  companyId: 10,
  name: 'Интеграция',
  scopes: ['staff:read'],
  createdAt: '2026-03-04T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  createdBy: { __typename: 'ApiTokenCreator' as const, id: 1, name: 'Анна Иванова' },
  ...over,
});

/** One integration as the API lists it, its tokens without secrets. */
export const integration = (over: Record<string, unknown> = {}) => ({
  __typename: 'Integration' as const,
  id: nextId++,
  companyId: 10,
  name: '1С Бухгалтерия',
  description: 'Выгрузка начислений',
  role: 'manager',
  createdAt: '2026-03-04T10:00:00.000Z',
  tokens: [] as ReturnType<typeof integrationToken>[],
  ...over,
});

export const integrationToken = (over: Record<string, unknown> = {}) => ({
  __typename: 'IntegrationToken' as const,
  id: nextId++,
  integrationId: 1,
  name: 'Сервер синхронизации',
  scopes: ['staff:read'],
  createdAt: '2026-03-04T10:00:00.000Z',
  expiresAt: null as string | null,
  lastUsedAt: null as string | null,
  ...over,
});
