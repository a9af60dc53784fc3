import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SharedDashboardBirthdaysChangedDocument, SharedDashboardBirthdaysDocument } from '@/gql/graphql';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';
import { errorCode } from '@/shared/errors/error-message';
import { usePushedInto } from '@/shared/live/usePushedInto';
import { useRetryLater } from './useRetryLater';

/**
 * Today's birthdays of the link's employees, pushed whole when the list or the company's day
 * changes. The link's end is the dashboard feed's to show; another failure subscribes again later.
 */
export function useSharedBirthdays(shareToken: string, skip: boolean) {
  const variables = { shareToken };
  const [failures, setFailures] = useState(0);
  const birthdays = useQuery(SharedDashboardBirthdaysDocument, {
    variables,
    skip,
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.birthdays),
  });
  const feed = usePushedInto(
    { query: SharedDashboardBirthdaysDocument, variables, result: birthdays },
    SharedDashboardBirthdaysChangedDocument,
    {
      variables,
      skip,
      apply: (_data, { sharedDashboardBirthdaysChanged }) => ({
        sharedDashboardBirthdays: sharedDashboardBirthdaysChanged,
      }),
      onError: (error) => {
        if (errorCode(error) !== 'NOT_FOUND') setFailures((n) => n + 1);
      },
    },
  );
  useRetryLater(failures, () => {
    if (skip) return;
    feed.restart();
    void birthdays.refetch().catch(() => {});
  });
  return birthdays.data?.sharedDashboardBirthdays ?? [];
}
