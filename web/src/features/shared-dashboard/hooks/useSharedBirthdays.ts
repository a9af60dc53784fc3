import { useQuery } from '@apollo/client/react';
import { SharedDashboardBirthdaysChangedDocument, SharedDashboardBirthdaysDocument } from '@/gql/graphql';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/app/socket-status';
import { usePushedInto } from '@/shared/live/usePushedInto';

/** Today's birthdays of the link's employees, pushed whole when the list or the company's day changes. */
export function useSharedBirthdays(shareUrl: string, skip: boolean) {
  const variables = { shareUrl };
  const birthdays = useQuery(SharedDashboardBirthdaysDocument, {
    variables,
    skip,
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.birthdays),
  });
  usePushedInto(
    { query: SharedDashboardBirthdaysDocument, variables, result: birthdays },
    SharedDashboardBirthdaysChangedDocument,
    {
      variables,
      skip,
      apply: (_data, { sharedDashboardBirthdaysChanged }) => ({
        sharedDashboardBirthdays: sharedDashboardBirthdaysChanged,
      }),
    },
  );
  return birthdays.data?.sharedDashboardBirthdays ?? [];
}
