/** A calendar date 'YYYY-MM-DD' as the product shows it (spec 5, display rules): dd.MM.yyyy. */
export function dayText(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}
