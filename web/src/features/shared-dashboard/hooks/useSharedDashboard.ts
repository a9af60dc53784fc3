import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { SharedDashboardChangedDocument, SharedDashboardDocument } from '@/gql/graphql';
import { POLL_INTERVALS, useFallbackPollInterval, useSocketConnected } from '@/shared/live/socket-status';
import { errorCode, errorReason } from '@/shared/errors/error-message';
import { useMonthTurn } from '@/shared/live/useMonthTurn';
import { usePushedInto } from '@/shared/live/usePushedInto';
import { useRetryLater } from './useRetryLater';

/**
 * live: pushes arrive; failed: waiting to subscribe again; over: the server ended the feed (the
 * link paused or expired, its playlist changed, or it is gone: the link's settings tell which);
 * gone: the link was rotated or the dashboard deleted.
 */
export type SharedFeed = 'live' | 'failed' | 'over' | 'gone';

/** Reasons (FORBIDDEN's) for which the server refuses a slot's data, which the link's settings tell. */
const LINK_CHANGED = ['SHARE_LINK_PAUSED', 'SHARE_LINK_EXPIRED', 'SHARE_LINK_NETWORK'];

/**
 * The public dashboard's data of one playlist slot: read once (a slot shown before shows its last
 * data at once while it is read again), then every pushed payload written whole into the query's
 * entry. When the server ends the feed (paused, expired, a new playlist, or the link is gone)
 * `onOver` runs, so the page asks the link's settings what happened. The server fixes
 * the month when the feed starts, so the company's month turn reads and subscribes anew.
 * graphql-ws subscribes again by itself after a dropped socket, and the app refetches active
 * queries once it is back; while it is down the original's 4 s polling stands in. A feed it does not
 * bring back (refused, or its socket closed for good) is subscribed again a little later.
 */
export function useSharedDashboard(shareToken: string, slot: number, onOver: () => void) {
  const variables = { shareToken, slot };
  const [feed, setFeed] = useState<SharedFeed>('live');
  const [failures, setFailures] = useState(0);
  const [receivedAt, setReceivedAt] = useState<Date | null>(null);
  const socketUp = useSocketConnected();
  const ended = feed === 'over' || feed === 'gone';
  const query = useQuery(SharedDashboardDocument, {
    variables,
    skip: ended,
    fetchPolicy: 'cache-and-network',
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
        if (errorCode(error) === 'NOT_FOUND') return setFeed('gone');
        const reason = errorReason(error);
        if (reason && LINK_CHANGED.includes(reason)) return over();
        setFeed('failed');
        setFailures((n) => n + 1);
      },
      onComplete: () => {
        if (!failed.current) over();
      },
    },
  );

  function over() {
    setFeed('over');
    onOver();
  }

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
  useMonthTurn(query.data?.sharedDashboardData.company.timezone, () => {
    if (!ended) catchUp();
  });

  // A read refused for the same reasons (it crossed the pause on its way).
  const overByAnswer = useEffectEvent(() => {
    if (!ended) over();
  });
  const answerReason = errorReason(query.error);
  useEffect(() => {
    if (answerReason && LINK_CHANGED.includes(answerReason)) overByAnswer();
  }, [answerReason]);

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
    gone: feed === 'gone',
    live: socketUp && feed === 'live',
    receivedAt,
  };
}
