import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { PayLiveChangedDocument, PayLiveEmployeeChangedDocument } from '@/gql/graphql';
import { REFETCH_DEBOUNCE_MS } from './useLiveList';

/**
 * Keeps a pay screen current without polling: every pay event (ledger, performance, templates,
 * fixes) and every staff event of the company calls `refresh` once per burst. Pay figures are
 * derived by the engine on the server, so the screen asks again rather than patching its cache.
 * `companyId` null subscribes to nothing.
 */
export function usePayRefresh(companyId: number | null, refresh: () => unknown) {
  const skip = companyId === null;
  const variables = { companyId: companyId ?? 0 };
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const schedule = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void Promise.resolve(latest.current()).catch(() => {}), REFETCH_DEBOUNCE_MS);
  };
  useSubscription(PayLiveChangedDocument, { variables, skip, onData: schedule });
  useSubscription(PayLiveEmployeeChangedDocument, { variables, skip, onData: schedule });
  useEffect(() => () => clearTimeout(timer.current), []);
}
