/** Helpers both template forms share. */

export interface Option {
  value: string;
  label: string;
}

/**
 * A number input's value as the decimal string the API takes: Mantine gives a number, or the
 * text while it is not one yet ('' when empty). A number of at most 14 digits prints exactly.
 */
export function decimalText(value: string | number): string {
  return typeof value === 'number' ? String(value) : value.trim();
}

/** Ids as a multi-select holds them, without those that no longer exist (a select cannot name them). */
export function existingIds(ids: readonly number[], exists: ReadonlySet<number>): string[] {
  return ids.filter((id) => exists.has(id)).map(String);
}
