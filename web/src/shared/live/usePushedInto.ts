import type { ApolloCache, ErrorLike, ObservableQuery, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { isNetworkRequestInFlight } from '@apollo/client/utilities';
import { useEffect, useRef } from 'react';

/** The query a feed writes into, as its `useQuery` result gives it, with the variables of the same render. */
export interface PushTarget<TData, TVariables extends OperationVariables> {
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables;
  result: { data?: unknown; networkStatus: number; observable: ObservableQuery<TData, TVariables> };
}

export interface PushFeed<TData, TPush, TPushVariables extends OperationVariables> {
  variables: TPushVariables;
  skip?: boolean;
  /** The query's data with the push written in. */
  apply: (data: TData, push: TPush) => TData;
  /** The feed ended (a public link that was rotated) or failed; after an error it completes too. */
  onComplete?: () => void;
  onError?: (error: ErrorLike) => void;
}

type Write = (cache: ApolloCache) => void;

/**
 * Writes a subscription's pushes into a query's cache entry, so the screen shows pushed figures
 * without asking again. An answer that was on its way while a push arrived may have been
 * computed before that change and would overwrite it: such pushes are written again once the
 * answer has landed (a push replaces whole values, so writing one twice is harmless, and
 * replaying them in order leaves every touched value at its latest). A push arriving before the
 * query has any data has nothing to patch; the replay writes it once the answer is there.
 */
export function usePushedInto<
  TData,
  TVariables extends OperationVariables,
  TPush,
  TPushVariables extends OperationVariables,
>(
  target: PushTarget<TData, TVariables>,
  feed: TypedDocumentNode<TPush, TPushVariables>,
  { variables, skip, apply, onComplete, onError }: PushFeed<TData, TPush, TPushVariables>,
) {
  const client = useApolloClient();
  const pending = useRef<Write[]>([]);
  const { query, variables: targetVariables, result } = target;
  const { observable, networkStatus, data } = result;

  const { restart } = useSubscription(feed, {
    variables,
    skip,
    ignoreResults: true,
    onComplete,
    onError,
    onData: ({ data: pushed }) => {
      const push = pushed.data;
      if (!push) return;
      // The variables of this render: a push of the previous department never lands in the next one's entry.
      const write: Write = (cache) =>
        cache.updateQuery({ query, variables: targetVariables }, (current) =>
          current ? apply(current as TData, push as TPush) : null,
        );
      write(client.cache);
      if (isNetworkRequestInFlight(observable.getCurrentResult().networkStatus)) pending.current.push(write);
    },
  });

  // Runs when an answer lands (the status settles, or the data it wrote shows).
  useEffect(() => {
    if (isNetworkRequestInFlight(networkStatus) || pending.current.length === 0) return;
    const writes = pending.current;
    pending.current = [];
    for (const write of writes) write(client.cache);
  }, [networkStatus, data, client]);

  return { restart };
}
