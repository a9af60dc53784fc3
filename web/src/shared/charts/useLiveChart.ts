import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';
import { useMonthTurn } from '@/shared/live/useMonthTurn';
import { usePushedInto } from '@/shared/live/usePushedInto';

/**
 * A chart's query kept current by its subscription: each push (the chart whole) is written into
 * the query's cache entry, never refetched; the dashboard's fallback interval applies only while
 * the socket is down. A chart of the current month asks again when the company's month turns.
 */
export function useLiveChart<TData, TPush, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  feed: TypedDocumentNode<TPush, TVariables>,
  {
    variables,
    apply,
    skip,
    timeZone,
  }: { variables: TVariables; apply: (data: TData, push: TPush) => TData; skip?: boolean; timeZone: string },
) {
  const result = useQuery(query, {
    variables,
    skip,
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.dashboard),
  } as useQuery.Options<TData, TVariables>);
  const { restart } = usePushedInto({ query, variables, result }, feed, { variables, skip, apply });
  useMonthTurn(timeZone, () => {
    if (skip) return;
    restart();
    void result.refetch().catch(() => {});
  });
  return result;
}
