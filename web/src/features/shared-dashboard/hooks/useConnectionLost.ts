import { useEffect, useEffectEvent, useState } from 'react';
import { socketStatus } from '@/shared/live/socket-status';

/** A socket down longer than this is a lost connection, not a blip graphql-ws bridges at once. */
export const STALE_AFTER_MS = 3_000;

/**
 * When the live socket went down, once it has stayed down for STALE_AFTER_MS (null while it is
 * up, or only briefly down). graphql-ws keeps retrying meanwhile; when it is back after such an
 * outage `onBack` runs, so the screen catches up on what it missed. A page that opens with the
 * socket not yet up counts from its opening.
 */
export function useConnectionLost(onBack: () => void): Date | null {
  const [lostSince, setLostSince] = useState<Date | null>(null);
  const back = useEffectEvent(onBack);

  useEffect(() => {
    let downAt: Date | null = null;
    let shown = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      if (socketStatus.get()) {
        clearTimeout(timer);
        downAt = null;
        if (!shown) return;
        shown = false;
        setLostSince(null);
        back();
        return;
      }
      if (downAt) return;
      const at = new Date();
      downAt = at;
      timer = setTimeout(() => {
        shown = true;
        setLostSince(at);
      }, STALE_AFTER_MS);
    };
    follow();
    const stop = socketStatus.subscribe(follow);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);

  return lostSince;
}
