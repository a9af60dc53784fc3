/** setTimeout's longest wait; a later expiry is waited for in steps. */
const LONGEST_TIMER_MS = 2_147_483_647;

/** Calls `expire` when the link's expiry passes (never when it has none); answers the timer's cancel. */
export function atExpiry(expiresAt: string | null, expire: () => void): () => void {
  if (!expiresAt) return () => {};
  let timer: ReturnType<typeof setTimeout>;
  const wait = () => {
    const left = Date.parse(expiresAt) - Date.now();
    timer = setTimeout(left > LONGEST_TIMER_MS ? wait : expire, Math.max(0, Math.min(left, LONGEST_TIMER_MS)));
  };
  wait();
  return () => clearTimeout(timer);
}
