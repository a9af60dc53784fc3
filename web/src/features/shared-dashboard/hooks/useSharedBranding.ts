import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  SharedDashboardBrandingChangedDocument,
  SharedDashboardBrandingDocument,
  type SharedBrandingFieldsFragment,
} from '@/gql/graphql';
import { errorCode } from '@/shared/errors/error-message';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';
import { usePushedInto } from '@/shared/live/usePushedInto';
import { useRetryLater } from './useRetryLater';

/**
 * The service logo and slogan of the company's developer settings, pushed whole whenever a
 * developer saves them; while the socket is down they are read with the dashboard's 4 s. The
 * link's end is the dashboard feed's to show; another failure subscribes again later.
 * undefined until the first answer (so no default logo flashes before a custom one), null when
 * it cannot be read (the default logo then).
 */
export function useSharedBranding(shareToken: string, skip: boolean): SharedBrandingFieldsFragment | null | undefined {
  const variables = { shareToken };
  const [failures, setFailures] = useState(0);
  const branding = useQuery(SharedDashboardBrandingDocument, {
    variables,
    skip,
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.sharedDashboard),
  });
  const feed = usePushedInto(
    { query: SharedDashboardBrandingDocument, variables, result: branding },
    SharedDashboardBrandingChangedDocument,
    {
      variables,
      skip,
      apply: (_data, { sharedDashboardBrandingChanged }) => ({
        sharedDashboardBranding: sharedDashboardBrandingChanged,
      }),
      onError: (error) => {
        if (errorCode(error) !== 'NOT_FOUND') setFailures((n) => n + 1);
      },
    },
  );
  useRetryLater(failures, () => {
    if (skip) return;
    feed.restart();
    void branding.refetch().catch(() => {});
  });
  if (branding.data) return branding.data.sharedDashboardBranding;
  return branding.error ? null : undefined;
}
