import { useQuery } from '@apollo/client/react';
import { GoalProgressChangedDocument, GoalProgressDocument } from '@/gql/graphql';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';
import { useMonthTurn } from '@/shared/live/useMonthTurn';
import { usePushedInto } from '@/shared/live/usePushedInto';

/**
 * Goal progress of the company's current month (one employee's, or every one the caller may
 * see), read once and replaced whole by each push of goalProgressChanged; polled only as the
 * fallback while the socket is down.
 */
export function useGoalProgress(
  companyId: number,
  employeeId: number | null,
  timeZone: string | null | undefined,
  skip = false,
) {
  const variables = { companyId, employeeId };
  const result = useQuery(GoalProgressDocument, {
    variables,
    skip,
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.dashboard),
  });
  const feed = usePushedInto({ query: GoalProgressDocument, variables, result }, GoalProgressChangedDocument, {
    variables,
    skip,
    apply: (_data, { goalProgressChanged }) => ({ goalProgress: goalProgressChanged }),
  });
  // The query and the feed mean the current month (no period): a new month needs both anew.
  useMonthTurn(timeZone, () => {
    if (skip) return;
    feed.restart();
    void result.refetch().catch(() => {});
  });
  return result.data?.goalProgress ?? [];
}
