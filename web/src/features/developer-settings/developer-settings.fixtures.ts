import type { ClientErrorFieldsFragment, DeveloperSettingsFieldsFragment } from '@/gql/graphql';

/** The developer settings as the API answers them (defaults: nothing set), with `over` applied. */
export const devSettings = (over: Partial<DeveloperSettingsFieldsFragment> = {}) => ({
  __typename: 'DeveloperSettings' as const,
  companyId: 10,
  serviceLogo: null,
  logoSize: 'medium',
  logoSizePx: 48,
  companySlogan: null,
  hideNavigationMenuLabels: false,
  aiAnalysisPrompt: null,
  aiAnalysisMaxTokens: 2000,
  aiProvider: null,
  aiModel: null,
  aiApiKeySet: false,
  aiApiKeyLast4: null,
  aiApiEndpoint: null,
  updatedAt: '2026-03-04T10:00:00.000Z',
  ...over,
});

let nextId = 1;
/** One reported browser error. */
export const clientError = (over: Partial<ClientErrorFieldsFragment> = {}) => ({
  __typename: 'ClientError' as const,
  id: nextId++,
  kind: 'script',
  message: 'TypeError: x is undefined',
  path: '/employees',
  status: null,
  operation: null,
  count: 1,
  occurredAt: '2026-03-04T10:20:00.000Z',
  receivedAt: '2026-03-04T10:20:05.000Z',
  ...over,
});
