import { useQuery } from '@apollo/client/react';
import { MeDocument, type CurrentUserFragment } from '@/gql/graphql';

export type CurrentUser = CurrentUserFragment;

/**
 * The signed-in user (null when signed out). The call is never retried (docs/developer-settings.md,
 * the error monitor).
 */
export function useMe() {
  const { data, loading, error, refetch } = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  return { me: data?.me ?? null, loading: loading && !data, error, refetch };
}
