import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs` by a client timer (a clock, a schedule): nothing is asked of the server. */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
