/** A `datetime-local` value ('YYYY-MM-DDTHH:MM', the browser's zone) `hours` before `now`. */
export function localInputBefore(now: Date, hours: number): string {
  const d = new Date(now.getTime() - hours * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant a `datetime-local` value names, in the browser's zone, as ISO 8601; null when it names none. */
export function instantOfLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
