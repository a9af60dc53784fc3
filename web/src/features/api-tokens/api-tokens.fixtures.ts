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
