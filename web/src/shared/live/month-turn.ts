import { todayInZone } from '@/shared/format/months';

const HOUR = 3_600_000;
/** Every zone's offset is a whole number of quarter hours. */
const STEP = HOUR / 4;

/**
 * The instant the company's month after `now`'s begins (ms since the epoch). A zone's midnight
 * falls between 14 h before and 12 h after UTC's, and offsets change in quarter hours: the first
 * quarter hour of that window already in the next month is the turn.
 */
export function nextMonthTurn(timeZone: string | null | undefined, now: Date): number {
  const month = todayInZone(timeZone, now).slice(0, 7);
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const utcStart = Date.UTC(year, mon, 1);
  for (let t = utcStart - 14 * HOUR; t < utcStart + 12 * HOUR; t += STEP) {
    if (todayInZone(timeZone, new Date(t)).slice(0, 7) !== month) return t;
  }
  return utcStart + 12 * HOUR;
}
