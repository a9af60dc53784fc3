import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntryFlags } from '@staffpay/schema/auth/policy';
import { PERMISSION_TREE, type PermissionKey } from '@staffpay/schema/roles/permission-tree';
import { RolePermission } from './role-permission.entity';

/** What one entry of a new tree holds beyond the contract's name, level and order. */
export type EntryState = EntryFlags & Partial<Pick<RolePermission, 'conditions' | 'metadata'>>;

/**
 * Writes a custom role's whole tree in the contract's order: names, levels and parents are the
 * contract's, each entry's flags (and conditions, metadata) `stateOf` its key.
 */
export async function createTreeRows(
  em: EntityManager,
  roleId: number,
  stateOf: (key: PermissionKey) => EntryState,
): Promise<RolePermission[]> {
  const created: RolePermission[] = [];
  const modules = new Map<string, number>();
  for (const [sortOrder, entry] of PERMISSION_TREE.entries()) {
    const row = em.create(RolePermission, {
      role: roleId,
      module: entry.module,
      level: entry.level,
      permissionKey: entry.key,
      permissionName: entry.name,
      description: entry.description,
      sortOrder,
      parentId: entry.level === 'module' ? null : modules.get(entry.module)!,
      ...stateOf(entry.key as PermissionKey),
    });
    if (entry.level === 'module') {
      // The module rows need their ids before their children can name them.
      await em.flush();
      modules.set(entry.module, row.id);
    }
    created.push(row);
  }
  await em.flush();
  return created;
}
