/** A link's night: from and to are "HH:MM" on the company's clock; from after to spans midnight. */
export interface NightSchedule {
  from: string;
  to: string;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Minutes since midnight on the clock of `timeZone` (the browser's when the zone is unknown). */
export function minutesInZone(at: Date, timeZone: string | null | undefined): number {
  const style = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  let text: string;
  try {
    text = new Intl.DateTimeFormat('en-GB', { ...style, timeZone: timeZone || undefined }).format(at);
  } catch {
    text = new Intl.DateTimeFormat('en-GB', style).format(at);
  }
  return minutesOf(text);
}

/** Whether `at` falls in the night [from, to) on the company's clock; an empty span (from = to) is no night. */
export function isNight(night: NightSchedule, timeZone: string | null | undefined, at: Date): boolean {
  const from = minutesOf(night.from);
  const to = minutesOf(night.to);
  const now = minutesInZone(at, timeZone);
  if (from === to) return false;
  return from < to ? now >= from && now < to : now >= from || now < to;
}
