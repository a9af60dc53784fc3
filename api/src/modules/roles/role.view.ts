import { PRESETS, flagsFor, type EntryFlags, type Permissions } from '@staffpay/schema/auth/policy';
import { COMPANY_ROLES, ROLE_LABELS, type CompanyRole } from '@staffpay/schema/auth/roles';
import { PERMISSION_KEYS, PERMISSION_TREE, type TreeEntry } from '@staffpay/schema/roles/permission-tree';
import { BUILT_IN_ROLES } from '@staffpay/schema/roles/role.schemas';
import type { RolePermission } from './role-permission.entity';
import type { CustomRole } from './custom-role.entity';

export interface RoleView {
  id: number;
  companyId: number | null;
  name: string;
  code: string;
  description: string | null;
  color: string;
  priority: number;
  /** The effective grants, in the tree's order. */
  permissions: string[];
  isBuiltIn: boolean;
  userCount: number;
}

export interface PermissionEntryView {
  id: number;
  roleId: number;
  module: string;
  level: string;
  permissionKey: string;
  permissionName: string;
  description: string | null;
  parentId: number | null;
  isGranted: boolean;
  canView: boolean;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canApprove: boolean;
  conditions: Record<string, unknown> | null;
  metadata: Record<string, unknown> | null;
  sortOrder: number;
}

/** Grants in the tree's order, so every answer lists them alike. */
export const orderedKeys = (permissions: Permissions): string[] => PERMISSION_KEYS.filter((k) => permissions.has(k));

export function builtInRoleViews(companyId: number, counts: Map<string, number>): RoleView[] {
  return COMPANY_ROLES.map((code) => builtInRoleView(code, companyId, counts.get(code) ?? 0));
}

export function builtInRoleView(code: CompanyRole, companyId: number | null, userCount: number): RoleView {
  const role = BUILT_IN_ROLES[code];
  return {
    id: role.id,
    companyId,
    name: ROLE_LABELS[code],
    code,
    description: role.description,
    color: role.color,
    priority: role.priority,
    permissions: orderedKeys(PRESETS[code]),
    isBuiltIn: true,
    userCount,
  };
}

export function toRoleView(role: CustomRole, userCount: number): RoleView {
  return {
    id: role.id,
    companyId: role.company.id,
    name: role.name,
    code: role.code,
    description: role.description ?? null,
    color: role.color,
    priority: role.priority,
    permissions: orderedKeys(new Set(role.permissions)),
    isBuiltIn: false,
    userCount,
  };
}

/** The six flags of a tree entry, picked from a row or an input. */
export const flagsOf = (row: EntryFlags): EntryFlags => ({
  isGranted: row.isGranted,
  canView: row.canView,
  canCreate: row.canCreate,
  canEdit: row.canEdit,
  canDelete: row.canDelete,
  canApprove: row.canApprove,
});

export function toEntryView(row: RolePermission): PermissionEntryView {
  return {
    id: row.id,
    roleId: row.role.id,
    module: row.module,
    level: row.level,
    permissionKey: row.permissionKey,
    permissionName: row.permissionName,
    description: row.description ?? null,
    parentId: row.parentId ?? null,
    ...flagsOf(row),
    conditions: row.conditions ?? null,
    metadata: row.metadata ?? null,
    sortOrder: row.sortOrder,
  };
}

/**
 * A built-in role's tree, built from its preset: read-only, so its ids are derived (negative,
 * like the role's) rather than stored.
 */
export function presetTree(code: CompanyRole): PermissionEntryView[] {
  const roleId = BUILT_IN_ROLES[code].id;
  const idOf = (i: number) => roleId * 1000 - i;
  const moduleIds = new Map<string, number>();
  return PERMISSION_TREE.map((entry: TreeEntry, i) => {
    if (entry.level === 'module') moduleIds.set(entry.module, idOf(i));
    return {
      id: idOf(i),
      roleId,
      module: entry.module,
      level: entry.level,
      permissionKey: entry.key,
      permissionName: entry.name,
      description: entry.description,
      parentId: entry.level === 'module' ? null : moduleIds.get(entry.module)!,
      ...flagsFor(entry.key, PRESETS[code]),
      conditions: null,
      metadata: null,
      sortOrder: i,
    };
  });
}

export const builtInCodeOfId = (id: number): CompanyRole | null =>
  COMPANY_ROLES.find((code) => BUILT_IN_ROLES[code].id === id) ?? null;
