import { useSubscription } from '@apollo/client/react';
import { PayLiveChangedDocument, PayLiveEmployeeChangedDocument } from '@/gql/graphql';
import { useBurstRefresh } from './useBurstRefresh';

/**
 * Keeps a pay screen's lists current without polling: every pay event (ledger, performance,
 * templates, fixes) and every staff event of the company calls `refresh` once per burst. For
 * what has no push of its own (records, fixes, history, reports); the dashboard's and the KPI
 * screen's figures are pushed instead (usePushedInto). `companyId` null subscribes to nothing.
 */
export function usePayRefresh(companyId: number | null, refresh: () => unknown) {
  const skip = companyId === null;
  const variables = { companyId: companyId ?? 0 };
  const schedule = useBurstRefresh(refresh);
  useSubscription(PayLiveChangedDocument, { variables, skip, onData: schedule });
  useSubscription(PayLiveEmployeeChangedDocument, { variables, skip, onData: schedule });
}
