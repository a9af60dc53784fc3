/** A Postgres int[] literal: the ids travel as one parameter however many there are. */
export const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** A `date` column as 'YYYY-MM-DD': the pg driver hands it over as text, other drivers as a Date at UTC midnight. */
export function dateText(v: string | Date): string {
  return typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);
}
