import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { flagsFor } from '@staffpay/schema/auth/policy';
import type { backupRoleSchema } from '@staffpay/schema/data-protection/backup.schemas';
import { isOwnerOnlyKey } from '@staffpay/schema/roles/grants';
import type { PermissionKey } from '@staffpay/schema/roles/permission-tree';
import { createTreeRows } from './permission-tree-rows';
import { RolePermission } from './role-permission.entity';
import { CustomRole } from './custom-role.entity';
import { orderedKeys } from './role.view';

type BackupRole = z.infer<typeof backupRoleSchema>;

/** The company's custom roles, each with its tree's flags by key (an uninitialised tree is empty). */
export async function rolesForBackup(em: EntityManager, companyId: number): Promise<BackupRole[]> {
  const roles = await em.find(CustomRole, { company: companyId }, { orderBy: { id: 'asc' } });
  const entries = await em.find(
    RolePermission,
    { role: { $in: roles.map((r) => r.id) } },
    { orderBy: { sortOrder: 'asc', id: 'asc' } },
  );
  return roles.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    description: r.description ?? null,
    color: r.color as BackupRole['color'],
    priority: r.priority,
    permissions: [...r.permissions],
    tree: entries
      .filter((e) => e.role.id === r.id)
      .map((e) => ({
        permissionKey: e.permissionKey,
        isGranted: e.isGranted,
        canView: e.canView,
        canCreate: e.canCreate,
        canEdit: e.canEdit,
        canDelete: e.canDelete,
        canApprove: e.canApprove,
        conditions: e.conditions ?? null,
        metadata: e.metadata ?? null,
      })),
  }));
}

/**
 * Writes a file's custom roles. A role whose tree was initialised gets the whole tree back in the
 * contract's order (names and levels are the contract's; the flags, conditions and metadata the
 * file's), so the tree and the role's grants stay one.
 */
export async function restoreRoles(em: EntityManager, companyId: number, rows: BackupRole[]): Promise<void> {
  for (const row of rows) {
    // A file is as untrusted as a form: keys only the owner role holds never enter a custom role.
    const granted = new Set((row.permissions as PermissionKey[]).filter((k) => !isOwnerOnlyKey(k)));
    const role = em.create(CustomRole, {
      company: companyId,
      name: row.name,
      code: row.code,
      description: row.description,
      color: row.color,
      priority: row.priority,
      permissions: orderedKeys(granted),
    });
    await em.flush();
    if (row.tree.length === 0) continue;
    const fromFile = new Map(row.tree.map(({ permissionKey, ...state }) => [permissionKey, state]));
    await createTreeRows(em, role.id, (key) =>
      isOwnerOnlyKey(key) ? flagsFor(key, granted) : (fromFile.get(key) ?? flagsFor(key, granted)),
    );
  }
}

/** Deletes the company's custom roles (their trees go with them). */
export async function clearRoles(em: EntityManager, companyId: number): Promise<void> {
  await em.nativeDelete(CustomRole, { company: companyId });
}
