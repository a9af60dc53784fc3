import { useQuery } from '@apollo/client/react';
import {
  DashboardCardsChangedDocument,
  DashboardScreenDocument,
  DashboardSummaryChangedDocument,
  DashboardThresholdsChangedDocument,
} from '@/gql/graphql';
import { POLL_INTERVALS, useFallbackPollInterval } from '@/shared/live/socket-status';
import { useMonthTurn } from '@/shared/live/useMonthTurn';
import { usePushedInto } from '@/shared/live/usePushedInto';
import { applyCardsDelta } from '../cards-delta';

/**
 * The dashboard's pay figures for a department (null: all), read once and then kept current by
 * the pay feed's pushes written into the screen's cache entry (changed cards, the thresholds,
 * the summary), never refetched on a pay event. The original's 4-second polling remains only as
 * the fallback while the socket is down. `company` false (the employee role) asks for the
 * caller's own card only and subscribes to no company figure (the server refuses those to it).
 */
export function useDashboardFigures(
  companyId: number,
  departmentId: number | null,
  company: boolean,
  timeZone: string,
) {
  const variables = { companyId, departmentId, company };
  const screen = useQuery(DashboardScreenDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(POLL_INTERVALS.dashboard),
  });
  const target = { query: DashboardScreenDocument, variables, result: screen };

  const cards = usePushedInto(target, DashboardCardsChangedDocument, {
    variables: { companyId, departmentId },
    apply: (data, { employeeCardsChanged: delta }) => ({
      ...data,
      employeeCards: applyCardsDelta(data.employeeCards, delta),
    }),
  });
  const thresholds = usePushedInto(target, DashboardThresholdsChangedDocument, {
    variables: { companyId, departmentId },
    skip: !company,
    apply: (data, { thresholdProgressChanged }) => ({ ...data, thresholdProgress: thresholdProgressChanged }),
  });
  const summary = usePushedInto(target, DashboardSummaryChangedDocument, {
    variables: { companyId },
    skip: !company,
    apply: (data, { payrollSummaryChanged }) => ({ ...data, payrollSummary: payrollSummaryChanged }),
  });
  // The query and the feeds mean the current month (no period): a new month needs both anew.
  useMonthTurn(timeZone, () => {
    cards.restart();
    if (company) {
      thresholds.restart();
      summary.restart();
    }
    void screen.refetch().catch(() => {});
  });
  return screen;
}
