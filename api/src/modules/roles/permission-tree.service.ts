import type { EntityManager } from '@mikro-orm/postgresql';
import { effectivePermissions, flagsFor, type EntryFlags } from '@staffpay/schema/auth/policy';
import { ROLE_MESSAGES, savePermissionsSchema } from '@staffpay/schema/roles/role.schemas';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { authorize, requireUser } from '../../shared/tenancy/membership';
import { parse, validId } from '../../shared/validation';
import { recordActivity } from '../activity';
import { requireGrantable } from '../companies';
import { lockRole, requireCustomRole, roleNotFound } from './role-access';
import { publishRoleChanged } from './role.events';
import { builtInCodeOfId, flagsOf, orderedKeys, presetTree, toEntryView, type PermissionEntryView } from './role.view';
import { createTreeRows } from './permission-tree-rows';
import { RolePermission } from './role-permission.entity';
import { CustomRole } from './custom-role.entity';

const treeOrder = { orderBy: { sortOrder: 'asc', id: 'asc' } } as const;

/**
 * A role's tree (roles.view in its company): a built-in role's is its preset, read-only; a
 * custom role's is empty until initialised. `companyId` is optional: a custom role is looked
 * up by its id and checked against its own company.
 */
export async function getTree(ctx: RequestContext, roleId: number, companyId?: number): Promise<PermissionEntryView[]> {
  requireUser(ctx);
  const builtIn = builtInCodeOfId(roleId);
  if (builtIn) return presetTree(builtIn);
  const role = validId(roleId) ? await ctx.em.findOne(CustomRole, roleId) : null;
  if (!role || (companyId !== undefined && companyId !== role.company.id)) throw roleNotFound();
  await authorize(ctx, role.company.id, 'roles.view').catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? roleNotFound() : error;
  });
  const rows = await ctx.em.find(RolePermission, { role: role.id }, treeOrder);
  return rows.map(toEntryView);
}

/**
 * Creates a custom role's tree from its grants (roles.edit). Idempotent: a second call, even a
 * concurrent one, finds the first one's rows and creates nothing.
 */
export async function initializeTree(
  ctx: RequestContext,
  companyId: number,
  roleId: number,
): Promise<PermissionEntryView[]> {
  const { role: found } = await requireCustomRole(ctx, companyId, roleId, 'roles.edit');
  const rows = await ctx.em.transactional(async (em) => {
    const role = await lockRole(em, found);
    const existing = await em.find(RolePermission, { role: role.id }, treeOrder);
    if (existing.length > 0) return existing;
    const granted = new Set(role.permissions);
    return createTreeRows(em, role.id, (key) => flagsFor(key, granted));
  });
  return rows.map(toEntryView);
}

/** Makes an initialised tree's flags say exactly the role's grants (after its grants were set whole). */
export async function syncTreeFlags(em: EntityManager, role: CustomRole): Promise<void> {
  const granted = new Set(role.permissions);
  for (const row of await em.find(RolePermission, { role: role.id })) {
    Object.assign(row, flagsFor(row.permissionKey, granted));
  }
}

/** Each row's key and flags once the entries are applied by id; an entry of no row of the role is refused. */
function treeAfter(
  rows: RolePermission[],
  entries: ({ id: number } & EntryFlags)[],
): { permissionKey: string; flags: EntryFlags }[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const ids = new Set(rows.map((r) => r.id));
  if ([...byId.keys()].some((id) => !ids.has(id))) throw new AppError('BAD_USER_INPUT', ROLE_MESSAGES.unknownEntry);
  return rows.map((r) => ({ permissionKey: r.permissionKey, flags: flagsOf(byId.get(r.id) ?? r) }));
}

/**
 * Saves a custom role's whole tree (roles.edit): each entry's flags, conditions and metadata,
 * by id. Names, keys and levels are the contract's and stay. The role's grants follow, and
 * its holders' open subscriptions that the new grants no longer allow end. The grants as they
 * will stand must be ones the actor may hand out (read before the write: a concurrent save was
 * checked against its own actor).
 */
export async function saveTree(
  ctx: RequestContext,
  companyId: number,
  roleId: number,
  input: unknown,
): Promise<PermissionEntryView[]> {
  const { grant: actor, role: found } = await requireCustomRole(ctx, companyId, roleId, 'roles.edit');
  const { permissions } = parse(savePermissionsSchema, input);
  const current = await ctx.em.find(RolePermission, { role: found.id }, treeOrder);
  if (current.length > 0) {
    await requireGrantable(ctx, actor, {
      entityType: 'rolePermissions',
      entityId: found.id,
      role: found.code,
      keys: effectivePermissions(treeAfter(current, permissions)),
      before: found.permissions,
      customRole: true,
    });
  }
  const { rows, changed, code } = await ctx.em.transactional(async (em) => {
    const role = await lockRole(em, found);
    const rows = await em.find(RolePermission, { role: role.id }, { ...treeOrder, refresh: true });
    if (rows.length === 0) throw new AppError('CONFLICT', ROLE_MESSAGES.notInitialized);
    const after = treeAfter(rows, permissions);
    const byId = new Map(permissions.map((e) => [e.id, e]));
    rows.forEach((row, i) => {
      const entry = byId.get(row.id);
      if (!entry) return;
      Object.assign(row, after[i]!.flags, {
        ...(entry.conditions !== undefined ? { conditions: entry.conditions } : {}),
        ...(entry.metadata !== undefined ? { metadata: entry.metadata } : {}),
      });
    });
    const before = role.permissions;
    role.permissions = orderedKeys(effectivePermissions(after));
    const changed = before.join() !== role.permissions.join();
    await em.flush();
    recordActivity(em, ctx, companyId, {
      entityType: 'rolePermissions',
      entityId: role.id,
      action: 'updated',
      before: { permissions: before },
      after: { permissions: role.permissions },
    });
    return { rows, changed, code: role.code };
  });
  await publishRoleChanged(ctx, companyId, changed ? code : null);
  return rows.map(toEntryView);
}
