import { useEffect, useRef } from 'react';
import { todayInZone } from '@/shared/format/months';
import { nextMonthTurn } from './month-turn';

/** setTimeout's longest delay; a month is longer, so a long wait is taken in parts. */
const LONGEST_WAIT_MS = 2 ** 31 - 1;
/** A clock that jumps must not make the timer spin. */
const SHORTEST_WAIT_MS = 1_000;

/**
 * Calls `onTurn` when the company's month changes while the screen is open: one timer per turn,
 * no polling. Late timers (a sleeping laptop) still see the turn when they fire.
 */
export function useMonthTurn(timeZone: string | null | undefined, onTurn: () => void) {
  const latest = useRef(onTurn);
  useEffect(() => {
    latest.current = onTurn;
  });
  useEffect(() => {
    let month = todayInZone(timeZone).slice(0, 7);
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const wait = Math.min(
        Math.max(nextMonthTurn(timeZone, new Date()) - Date.now(), SHORTEST_WAIT_MS),
        LONGEST_WAIT_MS,
      );
      timer = setTimeout(() => {
        const now = todayInZone(timeZone).slice(0, 7);
        if (now !== month) {
          month = now;
          latest.current();
        }
        arm();
      }, wait);
    };
    arm();
    return () => clearTimeout(timer);
  }, [timeZone]);
}
