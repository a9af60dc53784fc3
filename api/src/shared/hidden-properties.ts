/**
 * A copy of a plain record with those of `keys` it has set to null: the one way an answer hides
 * a sensitive field (docs/permissions.md). Keys the record lacks are not added.
 */
export function withHidden<T extends object>(record: T, keys: readonly string[]): T {
  const shown = { ...record } as Record<string, unknown>;
  for (const key of keys) if (key in shown) shown[key] = null;
  return shown as T;
}
