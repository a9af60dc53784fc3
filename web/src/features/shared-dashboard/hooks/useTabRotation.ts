import { useEffect, useState } from 'react';

/** A wall screen moves to the next department tab every 15 s (docs/architecture.md, 'The pay screens'). */
export const TAB_ROTATION_MS = 15_000;

/**
 * The chosen tab among `keys` (the first when the chosen one is gone), moved on every 15 s while
 * rotating. A timer, not polling: nothing is asked of the server. Picking a tab stops it.
 */
export function useTabRotation(keys: readonly string[]) {
  const [chosen, setChosen] = useState(keys[0] ?? '');
  const [rotating, setRotating] = useState(true);
  const value = keys.includes(chosen) ? chosen : (keys[0] ?? '');
  const order = keys.join('\n');

  useEffect(() => {
    const list = order.split('\n');
    if (!rotating || list.length < 2) return;
    const timer = setInterval(
      () => setChosen((current) => list[(Math.max(list.indexOf(current), 0) + 1) % list.length]!),
      TAB_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [order, rotating]);

  return {
    value,
    rotating,
    setRotating,
    pick(key: string) {
      setChosen(key);
      setRotating(false);
    },
  };
}
