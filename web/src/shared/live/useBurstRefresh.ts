import { useEffect, useRef } from 'react';
import { REFETCH_DEBOUNCE_MS } from './useLiveList';

/**
 * A `refresh` to call on events that come in bursts (an import publishes one per row): the
 * returned schedule calls the latest `refresh` once, when a burst has passed.
 */
export function useBurstRefresh(refresh: () => unknown): () => void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void Promise.resolve(latest.current()).catch(() => {}), REFETCH_DEBOUNCE_MS);
  };
}
