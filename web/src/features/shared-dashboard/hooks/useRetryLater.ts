import { useEffect, useEffectEvent } from 'react';

/** A feed that failed for another reason than the link's end is tried again after this long. */
export const RESUBSCRIBE_MS = 5_000;

/**
 * Calls `again` RESUBSCRIBE_MS after each failure counted in `failures`. For a feed graphql-ws
 * does not bring back by itself: a refused subscription, or a socket closed for good (4401 when a
 * session in this browser ended).
 */
export function useRetryLater(failures: number, again: () => void) {
  const retry = useEffectEvent(again);
  useEffect(() => {
    if (failures === 0) return;
    const timer = setTimeout(() => retry(), RESUBSCRIBE_MS);
    return () => clearTimeout(timer);
  }, [failures]);
}
