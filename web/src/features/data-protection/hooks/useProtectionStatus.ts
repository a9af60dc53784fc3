import { useQuery } from '@apollo/client/react';
import {
  DatabaseHealthChangedDocument,
  DatabaseHealthDocument,
  DataIntegrityChangedDocument,
  DataIntegrityDocument,
} from '@/gql/graphql';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';
import { usePushedInto } from '@/shared/live/usePushedInto';

/**
 * The database's health as the company sees it: every `databaseHealthChanged` push (the whole
 * value) replaces the query's entry; polled every 30 s only while the socket is down
 * (docs/data-protection.md, 'Live').
 */
export function useDatabaseHealth(companyId: number) {
  const variables = { companyId };
  const result = useQuery(DatabaseHealthDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.databaseHealth),
  });
  usePushedInto({ query: DatabaseHealthDocument, variables, result }, DatabaseHealthChangedDocument, {
    variables,
    apply: (_data, { databaseHealthChanged }) => ({ databaseHealth: databaseHealthChanged }),
  });
  const health = result.data?.databaseHealth ?? null;
  return { health, loading: result.loading && !health, error: health ? undefined : result.error };
}

/** The company's data integrity, kept like the health: pushed whole, polled every 60 s only while the socket is down. */
export function useDataIntegrity(companyId: number) {
  const variables = { companyId };
  const result = useQuery(DataIntegrityDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.integrity),
  });
  usePushedInto({ query: DataIntegrityDocument, variables, result }, DataIntegrityChangedDocument, {
    variables,
    apply: (_data, { dataIntegrityChanged }) => ({ dataIntegrity: dataIntegrityChanged }),
  });
  const integrity = result.data?.dataIntegrity ?? null;
  return { integrity, loading: result.loading && !integrity, error: integrity ? undefined : result.error };
}
