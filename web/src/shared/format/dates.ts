/** A creation date as the ru-RU locale writes it (e.g. 22.11.2026). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString('ru-RU');
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleString('ru-RU', { dateStyle: 'short', timeStyle: 'short' });
}

export const DATE_NOT_SPECIFIED = 'Не указано';
export const DATE_INVALID = 'Неверная дата';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as the staff screens show it: dd.MM.yyyy; 'Не указано' when
 * missing, 'Неверная дата' when it cannot be read. A calendar date ('YYYY-MM-DD') is shown as
 * written, never shifted by the timezone; a date-time in local time.
 */
export function formatDay(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return DATE_NOT_SPECIFIED;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const check = new Date(Date.UTC(y, m - 1, d));
    if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return DATE_INVALID;
    return `${day[3]}.${day[2]}.${day[1]}`;
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return DATE_INVALID;
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** Today as 'YYYY-MM-DD' in local time: the latest a date input accepts (no future dates). */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
