import { useQuery } from '@apollo/client/react';
import { ClientErrorsChangedDocument, ClientErrorsDocument, type ClientErrorFieldsFragment } from '@/gql/graphql';
import { usePushedInto } from '@/shared/live/usePushedInto';

export type ClientError = ClientErrorFieldsFragment;

/** The latest errors members' browsers reported (settings.developer); each push is the whole list. */
export function useClientErrors(companyId: number) {
  const variables = { companyId };
  const result = useQuery(ClientErrorsDocument, { variables, fetchPolicy: 'cache-and-network' });
  usePushedInto({ query: ClientErrorsDocument, variables, result }, ClientErrorsChangedDocument, {
    variables,
    apply: (_data, { clientErrorsChanged }) => ({ clientErrors: clientErrorsChanged }),
  });
  const errors = result.data?.clientErrors ?? null;
  return {
    errors,
    loading: result.loading && !errors,
    error: errors ? undefined : result.error,
    retry: () => void result.refetch().catch(() => {}),
  };
}
