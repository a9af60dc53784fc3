const pad = (n: number) => String(n).padStart(2, '0');

/** When a notification came, in local time as dd.MM.yyyy HH:mm; empty when unreadable. */
export function formatNotificationTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
