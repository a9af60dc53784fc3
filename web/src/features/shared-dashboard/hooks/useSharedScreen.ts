import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { SharedScreenChangedDocument, SharedScreenDocument, type SharedScreenFieldsFragment } from '@/gql/graphql';
import { errorCode } from '@/shared/errors/error-message';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';
import { usePushedInto } from '@/shared/live/usePushedInto';
import { useRetryLater } from './useRetryLater';

/**
 * The link's screen settings (state, theme, night, privacy, playlist): read once, then every
 * change pushed whole, a pause or an expiry at once. While the socket is down they are read with
 * the dashboard's 4 s. When the feed completes (the link rotated, deleted, or refused from here)
 * they are read again, which says which; another failure subscribes again later. `recheck` reads them again (the data's
 * feed ended: paused, expired, or a new playlist).
 */
export function useSharedScreen(shareToken: string) {
  const variables = { shareToken };
  const [ended, setEnded] = useState(false);
  const [failures, setFailures] = useState(0);
  // An error completes the feed too: that completion is not the link's end.
  const failed = useRef(false);
  const query = useQuery(SharedScreenDocument, {
    variables,
    skip: ended,
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.sharedDashboard),
  });
  const feed = usePushedInto({ query: SharedScreenDocument, variables, result: query }, SharedScreenChangedDocument, {
    variables,
    skip: ended,
    apply: (_data, { sharedScreenChanged }) => ({ sharedScreen: sharedScreenChanged }),
    onError: (error) => {
      failed.current = true;
      if (errorCode(error) === 'NOT_FOUND') return setEnded(true);
      setFailures((n) => n + 1);
    },
    // The server ends the settings' feed when the link is gone or no longer opens from here: the
    // answer read again tells which (NOT_FOUND ends the page, a refusal shows its own).
    onComplete: () => {
      if (failed.current) return;
      void query.refetch().catch(() => {});
      feed.restart();
    },
  });
  useRetryLater(failures, () => {
    if (ended) return;
    failed.current = false;
    void query.refetch().catch(() => {});
    feed.restart();
  });

  const settings: SharedScreenFieldsFragment | undefined = query.data?.sharedScreen;
  return {
    settings,
    error: query.error,
    ended: ended || errorCode(query.error) === 'NOT_FOUND',
    recheck: () =>
      query.refetch().then(
        () => {},
        () => {},
      ),
  };
}
