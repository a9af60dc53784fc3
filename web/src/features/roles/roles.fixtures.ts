import { BUILT_IN_ROLES } from '@staffpay/schema/roles/role.schemas';
import { PRESETS } from '@staffpay/schema/auth/policy';
import { ROLE_LABELS, type CompanyRole } from '@staffpay/schema/auth/roles';
import { PERMISSION_TREE } from '@staffpay/schema/roles/permission-tree';
import type { RolePermissionEntryFragment, RoleItemFragment } from '@/gql/graphql';

/** Test data shaped as the API answers (used by the feature's tests only). */
export const builtIn = (code: CompanyRole, userCount = 0): RoleItemFragment & { __typename: 'SystemRole' } => ({
  __typename: 'SystemRole',
  id: BUILT_IN_ROLES[code].id,
  name: ROLE_LABELS[code],
  code,
  description: BUILT_IN_ROLES[code].description,
  color: BUILT_IN_ROLES[code].color,
  priority: BUILT_IN_ROLES[code].priority,
  permissions: [...PRESETS[code]],
  isBuiltIn: true,
  userCount,
});

export const custom = (
  id: number,
  name: string,
  code: string,
  over: Partial<RoleItemFragment> = {},
): RoleItemFragment & { __typename: 'SystemRole' } => ({
  __typename: 'SystemRole',
  id,
  name,
  code,
  description: null,
  color: 'green',
  priority: 50,
  permissions: [],
  isBuiltIn: false,
  userCount: 0,
  ...over,
});

/** A custom role's initialised tree, every entry off; ids from 100 in the tree's order. */
export const tree = (roleId: number): (RolePermissionEntryFragment & { __typename: 'HierarchicalPermission' })[] =>
  PERMISSION_TREE.map((entry, i) => ({
    __typename: 'HierarchicalPermission',
    id: 100 + i,
    roleId,
    module: entry.module,
    level: entry.level,
    permissionKey: entry.key,
    permissionName: entry.name,
    description: entry.description,
    parentId: null,
    isGranted: false,
    canView: false,
    canCreate: false,
    canEdit: false,
    canDelete: false,
    canApprove: false,
    conditions: null,
    metadata: null,
    sortOrder: i,
  }));

export const idOf = (key: string) => 100 + PERMISSION_TREE.findIndex((e) => e.key === key);
