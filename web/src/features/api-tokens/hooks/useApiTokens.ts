import { useQuery } from '@apollo/client/react';
import { ApiTokensDocument, type ApiTokenFieldsFragment } from '@/gql/graphql';

export type ApiToken = ApiTokenFieldsFragment;

/**
 * The company's API tokens (settings.api). There is no subscription for them: the tab that
 * creates or revokes a token refetches this list (useApiTokenActions); another tab or browser
 * sees the change the next time it opens the API tab (cache-and-network asks again on every
 * mount). It is a settings list, not a live screen, and a revoked token is refused by the server
 * at once whatever a stale list still shows.
 */
export function useApiTokens(companyId: number) {
  const result = useQuery(ApiTokensDocument, { variables: { companyId }, fetchPolicy: 'cache-and-network' });
  const tokens = result.data?.apiTokens ?? null;
  return {
    tokens,
    loading: result.loading && !tokens,
    error: tokens ? undefined : result.error,
    retry: () => void result.refetch().catch(() => {}),
  };
}
