import { useEffect, useState } from 'react';

/** How often a wall screen's content moves, so no edge stays lit on the same pixels for hours. */
export const BURN_IN_SHIFT_MS = 3 * 60_000;

/** A few pixels each way around the centre; small enough that nothing leaves the screen's padding. */
export const BURN_IN_OFFSETS: readonly (readonly [number, number])[] = [
  [0, 0],
  [3, 2],
  [-2, 3],
  [-3, -2],
  [2, -3],
];

/** The content's current CSS transform, moved to the next offset every BURN_IN_SHIFT_MS; a client timer only. */
export function useBurnInShift(): string {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((s) => (s + 1) % BURN_IN_OFFSETS.length), BURN_IN_SHIFT_MS);
    return () => clearInterval(timer);
  }, []);
  const [x, y] = BURN_IN_OFFSETS[step]!;
  return `translate(${x}px, ${y}px)`;
}
