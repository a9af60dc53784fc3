import type { CompanyRole } from './roles';
import {
  FIELD_KEYS,
  PERMISSION_KEYS,
  PERMISSION_TREE,
  flagOf,
  moduleOfKey,
  type FlagName,
  type PermissionKey,
} from '../roles/permission-tree';
import { SENSITIVE_NAMES } from '../records/records';

/**
 * What a company-scoped operation needs: a key of the permission tree, or `member` for what
 * membership alone allows (the company itself, the shell, one's own profile, one's own
 * notifications, the branding). docs/permissions.md restates the presets for people.
 */
export type Need = PermissionKey | 'member';

/** A role's effective grants: the keys it holds, module switches included. */
export type Permissions = ReadonlySet<PermissionKey>;

export function can(permissions: Permissions, need: Need): boolean {
  return need === 'member' || permissions.has(need);
}

const keysOf = (pred: (key: PermissionKey) => boolean) => PERMISSION_KEYS.filter((k) => k.includes('.') && pred(k));
const READS = keysOf((k) => k.endsWith('.view') || k.includes('.field.'));
const STAFF_PAY_DASHBOARDS = keysOf((k) =>
  /^(employees|departments|branches|salaries|bonuses|dashboard)\.(create|edit|delete|approve)$/.test(k),
);
const OWNER_ONLY = ['settings.delete', 'roles.members.edit', 'salaries.reopen'];
const DEVELOPER_ONLY = ['settings.developer'];

/**
 * Keys that count only alongside others. A company backup holds every field of every record, so
 * only a role that sees every field may take one: `settings.backup.create` without all the field
 * keys grants nothing (docs/permissions.md, "Backups").
 */
export const REQUIRES: Readonly<Partial<Record<PermissionKey, readonly PermissionKey[]>>> = {
  'settings.backup.create': Object.values(FIELD_KEYS),
};

/** A set of keys plus the switches of the modules they belong to: what a role given these keys grants. */
export function withModules(keys: PermissionKey[]): Permissions {
  const given = new Set(keys);
  const granted = keys.filter((k) => (REQUIRES[k] ?? []).every((needed) => given.has(needed)));
  return new Set([...granted, ...granted.map(moduleOfKey)]);
}

/**
 * The built-in roles' presets: the fixed policy the product had before custom roles, expressed
 * in the same tree, so built-in and custom roles go through one check.
 */
export const PRESETS: Record<CompanyRole, Permissions> = {
  owner: withModules(keysOf((k) => !DEVELOPER_ONLY.includes(k))),
  developer: withModules(keysOf((k) => !OWNER_ONLY.includes(k))),
  manager: withModules([...READS, ...STAFF_PAY_DASHBOARDS, 'employees.ai']),
  hr_manager: withModules([...READS, ...STAFF_PAY_DASHBOARDS, 'employees.ai']),
  verifier: withModules(READS),
  // Their own records come through membership (checked per record by the staff services).
  employee: withModules(['dashboard.view', 'notifications.view']),
};

/**
 * The property names a role may not see, wherever a record carries them: derived from the
 * records' declarations (SENSITIVE_NAMES), never listed by hand.
 */
export function hiddenProperties(permissions: Permissions): string[] {
  return [...SENSITIVE_NAMES].filter(([, keys]) => !keys.every((k) => permissions.has(k))).map(([name]) => name);
}

/** The flags of one tree entry, as stored and sent. */
export type EntryFlags = Record<FlagName, boolean>;

/** An entry's own grant: the flag its key selects. */
export const entryGrants = (key: PermissionKey, flags: EntryFlags): boolean => flags[flagOf(key)];

/**
 * The effective grants of a tree: an entry counts only when its module's switch is on, and the
 * switch counts only when something under it is granted.
 */
export function effectivePermissions(entries: { permissionKey: PermissionKey; flags: EntryFlags }[]): Permissions {
  const on = new Set(entries.filter((e) => entryGrants(e.permissionKey, e.flags)).map((e) => e.permissionKey));
  const keys = PERMISSION_TREE.filter((e) => e.level !== 'module' && on.has(e.key) && on.has(e.module)).map(
    (e) => e.key,
  );
  return withModules(keys);
}

/** The tree's flags for a set of grants: each granted key's flag on, every other flag off. */
export function flagsFor(key: PermissionKey, permissions: Permissions): EntryFlags {
  const flags: EntryFlags = {
    isGranted: false,
    canView: false,
    canCreate: false,
    canEdit: false,
    canDelete: false,
    canApprove: false,
  };
  flags[flagOf(key)] = permissions.has(key);
  return flags;
}
export type { PermissionKey } from '../roles/permission-tree';
