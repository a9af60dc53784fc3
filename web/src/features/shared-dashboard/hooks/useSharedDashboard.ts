import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { SharedDashboardChangedDocument, SharedDashboardDocument } from '@/gql/graphql';
import { POLL_INTERVALS, useFallbackPollInterval, useSocketConnected } from '@/shared/live/socket-status';
import { errorCode } from '@/shared/errors/error-message';
import { useMonthTurn } from '@/shared/live/useMonthTurn';
import { usePushedInto } from '@/shared/live/usePushedInto';
import { useConnectionLost } from './useConnectionLost';
import { useRetryLater } from './useRetryLater';

/** live: pushes arrive; failed: waiting to subscribe again; ended: the link was rotated or the dashboard deleted. */
export type SharedFeed = 'live' | 'failed' | 'ended';

/**
 * The public dashboard's data: read once, then every pushed payload written whole into the
 * query's entry. The feed completes when the link dies, which ends the page. The server fixes
 * the month when the feed starts, so the company's month turn reads and subscribes anew.
 * graphql-ws subscribes again by itself after a dropped socket, and the app refetches active
 * queries once it is back; while it is down the original's 4 s polling stands in. A feed it does not
 * bring back (refused, or its socket closed for good) is subscribed again a little later. A socket
 * down for more than a few seconds is told (`lostSince`); once it is back the page catches up.
 */
export function useSharedDashboard(shareToken: string) {
  const variables = { shareToken };
  const [feed, setFeed] = useState<SharedFeed>('live');
  const [failures, setFailures] = useState(0);
  const [receivedAt, setReceivedAt] = useState<Date | null>(null);
  const socketUp = useSocketConnected();
  const ended = feed === 'ended';
  const query = useQuery(SharedDashboardDocument, {
    variables,
    skip: ended,
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.sharedDashboard),
  });

  // An error completes the feed too: that completion is not the link's end.
  const failed = useRef(false);

  const pushes = usePushedInto(
    { query: SharedDashboardDocument, variables, result: query },
    SharedDashboardChangedDocument,
    {
      variables,
      skip: ended,
      apply: (_data, { sharedDashboard }) => ({ sharedDashboardData: sharedDashboard }),
      onError: (error) => {
        failed.current = true;
        if (errorCode(error) === 'NOT_FOUND') return setFeed('ended');
        setFeed('failed');
        setFailures((n) => n + 1);
      },
      onComplete: () => {
        if (!failed.current) setFeed('ended');
      },
    },
  );

  /** Reads what was missed meanwhile and subscribes again. */
  function catchUp() {
    failed.current = false;
    setFeed('live');
    void query.refetch().catch(() => {});
    pushes.restart();
  }

  useRetryLater(failures, () => {
    if (!ended) catchUp();
  });
  const lostSince = useConnectionLost(() => {
    if (!ended) catchUp();
  });
  useMonthTurn(query.data?.sharedDashboardData.company.timezone, () => {
    if (!ended) catchUp();
  });

  // When data last arrived: an answer (first read, refetch, fallback poll) or a push written in.
  const { observable } = query;
  useEffect(() => {
    const watch = observable.subscribe(({ data, networkStatus }) => {
      if (data && networkStatus === NetworkStatus.ready) setReceivedAt(new Date());
    });
    return () => watch.unsubscribe();
  }, [observable]);

  return {
    data: query.data?.sharedDashboardData,
    error: query.error,
    ended,
    live: socketUp && feed === 'live',
    receivedAt,
    lostSince,
  };
}
