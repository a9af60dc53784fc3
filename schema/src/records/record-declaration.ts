import type { PermissionKey } from '../roles/permission-tree';

/**
 * What one field of a record needs before it may leave the server (docs/permissions.md, "Where a
 * field's permission is declared"):
 * - `'open'`: whoever may read the record sees it;
 * - a permission key (or several, all needed): only a viewer whose grants hold it (the record's
 *   own employee excepted);
 * - `{ of }`: a nested record (or a list of them), guarded by its own declaration;
 * - `'json'`: free-form JSON (a log's before and after, a fixed snapshot), guarded by property
 *   name, recursively, with every name any record declares sensitive.
 * A field a record does not declare is hidden: null in every answer.
 */
export type FieldNeed = 'open' | PermissionKey | readonly PermissionKey[] | { of: string } | 'json';

export interface RecordDeclaration {
  /**
   * The property naming the employee a record is about. A viewer's own employee record (linked
   * to their account before the request began) shows in full, and so do the records nested in it.
   */
  owner?: string;
  fields: Readonly<Record<string, FieldNeed>>;
}

/** Declares records, keeping each one's field names as literal types. */
export const records = <const R extends Record<string, RecordDeclaration>>(declared: R): R => declared;

/** Every field of `names` open: for the parts of a record anyone who may read it sees. */
export function open<const N extends readonly string[]>(...names: N): { [K in N[number]]: 'open' } {
  return Object.fromEntries(names.map((n) => [n, 'open'])) as { [K in N[number]]: 'open' };
}
