/** A calendar date 'YYYY-MM-DD' as the product shows it: dd.MM.yyyy. */
export function dayText(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}
