import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { ExportChangedDocument, ReportsExportsDocument, RequestExportDocument } from '@/gql/graphql';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';

/**
 * The caller's latest exports (an owner's: everyone's), kept live: a pushed export already listed
 * is updated in the cache by its id; a new one (asked from another tab or by a token) reloads the
 * list. Polled only while the socket is down.
 */
export function useExports(companyId: number) {
  const variables = { companyId };
  const list = useQuery(ReportsExportsDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.exports),
  });
  const exports = list.data?.exports.edges.map((e) => e.node) ?? [];
  useSubscription(ExportChangedDocument, {
    variables,
    onData: ({ data }) => {
      const pushed = data.data?.exportChanged;
      if (pushed && !exports.some((e) => e.id === pushed.id)) void list.refetch();
    },
  });
  const [request, requesting] = useMutation(RequestExportDocument, {
    refetchQueries: [{ query: ReportsExportsDocument, variables }],
  });
  return {
    exports,
    loading: list.loading && !list.data,
    error: list.error,
    request,
    requesting: requesting.loading,
  };
}
