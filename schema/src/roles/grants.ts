import { PERMISSION_KEYS, PERMISSION_TREE, type PermissionKey } from './permission-tree';

/**
 * Keys only the built-in owner role holds: deleting the company. They are never put in a custom
 * role (a role that could delete the company would be a second, unaccountable owner).
 * Transferring ownership is not a key: it is giving someone the role `owner`, whose preset holds
 * these keys, so only an owner can do it.
 */
export const OWNER_ONLY_KEYS: readonly PermissionKey[] = ['settings.delete'];

export const isOwnerOnlyKey = (key: PermissionKey): boolean => OWNER_ONLY_KEYS.includes(key);

/**
 * What an actor may hand out: the keys they hold. The built-in owner, the company's root, may
 * hand out every key (they appoint developers, whose `settings.developer` they do not hold).
 */
export function grantableBy(role: string, permissions: ReadonlySet<PermissionKey>): ReadonlySet<PermissionKey> {
  return role === 'owner' ? new Set(PERMISSION_KEYS) : permissions;
}

/** The keys of `granted` the actor may not hand out, in the tree's order. */
export function keysBeyond(granted: Iterable<PermissionKey>, grantable: ReadonlySet<PermissionKey>): PermissionKey[] {
  const wanted = new Set(granted);
  return PERMISSION_KEYS.filter((key) => wanted.has(key) && !grantable.has(key));
}

/** The keys `after` holds that `before` did not. */
export function keysAdded(before: Iterable<PermissionKey>, after: Iterable<PermissionKey>): PermissionKey[] {
  const had = new Set(before);
  return [...new Set(after)].filter((key) => !had.has(key));
}

const NAMES = new Map(PERMISSION_TREE.map((e) => [e.key, e.module === e.key ? `${e.name} (модуль)` : e.name]));

/** The keys as people read them: the tree's names, comma-separated. */
export const keyNames = (keys: readonly PermissionKey[]): string => keys.map((k) => NAMES.get(k) ?? k).join(', ');
