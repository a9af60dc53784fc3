import { REQUIRES } from '@staffpay/schema/auth/policy';
import { grantableBy, isOwnerOnlyKey, keysBeyond } from '@staffpay/schema/roles/grants';
import {
  flagOf,
  PERMISSION_LEVELS,
  PERMISSION_MODULES,
  type PermissionKey,
} from '@staffpay/schema/roles/permission-tree';
import type { HierarchicalPermissionInput, RolePermissionEntryFragment } from '@/gql/graphql';

type Entry = RolePermissionEntryFragment;

const rank = (list: readonly string[], value: string) => {
  const at = list.indexOf(value);
  return at === -1 ? list.length : at;
};

/** The tree's order (docs/permissions.md, 'The tree'): module, then level (module, action, field), then sortOrder. */
export function sortEntries(entries: readonly Entry[]): Entry[] {
  return [...entries].sort(
    (a, b) =>
      rank(PERMISSION_MODULES, a.module) - rank(PERMISSION_MODULES, b.module) ||
      a.module.localeCompare(b.module) ||
      rank(PERMISSION_LEVELS, a.level) - rank(PERMISSION_LEVELS, b.level) ||
      a.sortOrder - b.sortOrder ||
      a.id - b.id,
  );
}

export interface ModuleGroup {
  module: string;
  /** The module's own entry: its switch. */
  head: Entry | null;
  /** Its actions, then its fields. */
  children: Entry[];
}

/** The sorted entries grouped by module, each under its module entry. */
export function groupTree(entries: readonly Entry[]): ModuleGroup[] {
  const groups: ModuleGroup[] = [];
  for (const entry of sortEntries(entries)) {
    let group = groups.at(-1);
    if (!group || group.module !== entry.module) {
      group = { module: entry.module, head: null, children: [] };
      groups.push(group);
    }
    if (entry.level === 'module' && !group.head) group.head = entry;
    else group.children.push(entry);
  }
  return groups;
}

/** An entry's grant: the flag its key names (view, create, edit, delete, approve), otherwise isGranted. */
export const isOn = (entry: Entry): boolean => entry[flagOf(entry.permissionKey)];

/** The tree with one entry switched: only the flag its key names changes. */
export function withToggle(entries: readonly Entry[], id: number, on: boolean): Entry[] {
  return entries.map((e) => (e.id === id ? { ...e, [flagOf(e.permissionKey)]: on } : e));
}

/** The whole list as saveRolePermissions takes it (every entry by id, with all its flags). */
export function toPermissionInputs(entries: readonly Entry[]): HierarchicalPermissionInput[] {
  return entries.map((e) => ({
    id: e.id,
    isGranted: e.isGranted,
    canView: e.canView,
    canCreate: e.canCreate,
    canEdit: e.canEdit,
    canDelete: e.canDelete,
    canApprove: e.canApprove,
    conditions: e.conditions,
    metadata: e.metadata,
  }));
}

/** Whether two states of a tree grant the same. */
export function sameGrants(a: readonly Entry[], b: readonly Entry[]): boolean {
  if (a.length !== b.length) return false;
  const on = new Map(b.map((e) => [e.id, isOn(e)]));
  return a.every((e) => on.get(e.id) === isOn(e));
}

/*
 * What the current member may put in a custom role: the server's rule (@staffpay/schema/roles/grants),
 * asked here only so the tree never offers what the server would refuse. The server still decides.
 */

/** The keys the current member may hand out: those they hold, every key for the owner. */
export function grantableOf(company: {
  myRole: string | null;
  myPermissions: readonly string[] | null;
}): ReadonlySet<PermissionKey> {
  return grantableBy(company.myRole ?? '', new Set(company.myPermissions ?? []));
}

/** Why an entry may not be switched on in a custom role: owner-only, or not the member's to hand out. */
export type GrantLock = 'ownerOnly' | 'notHeld';

export function grantLock(key: PermissionKey, grantable: ReadonlySet<PermissionKey>): GrantLock | null {
  if (isOwnerOnlyKey(key)) return 'ownerOnly';
  return grantable.has(key) ? null : 'notHeld';
}

const onKeys = (entries: readonly Entry[]) => entries.filter(isOn).map((e) => e.permissionKey);

/** The keys `key` counts only alongside (the contract's REQUIRES) that the tree has off; none when it has no such keys. */
export function missingRequired(entries: readonly Entry[], key: PermissionKey): PermissionKey[] {
  const on = new Set(onKeys(entries));
  return (REQUIRES[key] ?? []).filter((needed) => !on.has(needed));
}

/** The switched-on keys the server would refuse: owner-only ones, and the rest beyond what the member may hand out. */
export function refusedGrants(entries: readonly Entry[], grantable: ReadonlySet<PermissionKey>) {
  const on = onKeys(entries);
  const ownerOnly = on.filter(isOwnerOnlyKey);
  return { ownerOnly, beyond: keysBeyond(on, grantable).filter((key) => !isOwnerOnlyKey(key)) };
}
