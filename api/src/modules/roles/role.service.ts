import type { EntityManager } from '@mikro-orm/postgresql';
import { createRoleSchema, isBuiltInCode, ROLE_MESSAGES, updateRoleSchema } from '@staffpay/schema/roles/role.schemas';
import { withModules } from '@staffpay/schema/auth/policy';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { authorize } from '../../shared/tenancy/membership';
import { parse } from '../../shared/validation';
import { recordActivity } from '../activity';
import { companyMembers, requireGrantable } from '../companies';
import { holdersOf, lockRole, requireCustomRole } from './role-access';
import { publishRoleChanged } from './role.events';
import { syncTreeFlags } from './permission-tree.service';
import { builtInRoleViews, orderedKeys, toRoleView, type RoleView } from './role.view';
import { CustomRole } from './custom-role.entity';

async function holderCounts(em: EntityManager, companyId: number): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const m of await companyMembers(em, companyId)) counts.set(m.role, (counts.get(m.role) ?? 0) + 1);
  return counts;
}

const byPriority = (a: RoleView, b: RoleView) => b.priority - a.priority || a.id - b.id;

/** The six built-in roles and the company's custom roles, highest priority first (roles.view). */
export async function listRoles(ctx: RequestContext, companyId: number): Promise<RoleView[]> {
  await authorize(ctx, companyId, 'roles.view');
  return rolesOf(ctx.em, companyId);
}

export async function rolesOf(em: EntityManager, companyId: number): Promise<RoleView[]> {
  const [counts, custom] = await Promise.all([
    holderCounts(em, companyId),
    em.find(CustomRole, { company: companyId }, { orderBy: { id: 'asc' } }),
  ]);
  return [...builtInRoleViews(companyId, counts), ...custom.map((r) => toRoleView(r, counts.get(r.code) ?? 0))].sort(
    byPriority,
  );
}

/** A new custom role (roles.create); it grants only the keys it is given, nothing by default. */
export async function createRole(ctx: RequestContext, companyId: number, input: unknown): Promise<RoleView> {
  const actor = await authorize(ctx, companyId, 'roles.create');
  const data = parse(createRoleSchema, input);
  if (isBuiltInCode(data.code)) throw new AppError('CONFLICT', ROLE_MESSAGES.builtInCode);
  const keys = withModules(data.permissions ?? []);
  await requireGrantable(ctx, actor, { entityType: 'role', entityId: null, role: data.code, keys, customRole: true });
  const role = await ctx.em.transactional(async (em) => {
    if (await em.count(CustomRole, { company: companyId, code: data.code })) {
      throw new AppError('CONFLICT', ROLE_MESSAGES.codeTaken);
    }
    const created = em.create(CustomRole, {
      company: companyId,
      name: data.name,
      code: data.code,
      description: data.description || null,
      color: data.color,
      priority: data.priority,
      permissions: orderedKeys(keys),
    });
    await em.flush();
    recordActivity(em, ctx, companyId, {
      entityType: 'role',
      entityId: created.id,
      action: 'created',
      after: toRoleView(created, 0),
    });
    return created;
  });
  await publishRoleChanged(ctx, companyId, null);
  return toRoleView(role, 0);
}

/**
 * Changes a custom role (roles.edit): name, description, colour, priority and, when given,
 * its grants (the tree follows). The code is locked; built-in roles are never changed. The
 * role as it will stand must hold only keys the actor may hand out (docs/permissions.md).
 */
export async function updateRole(
  ctx: RequestContext,
  companyId: number,
  roleId: number,
  input: unknown,
): Promise<RoleView> {
  const { grant: actor, role: found } = await requireCustomRole(ctx, companyId, roleId, 'roles.edit');
  const data = parse(updateRoleSchema, input);
  await requireGrantable(ctx, actor, {
    entityType: 'role',
    entityId: found.id,
    role: found.code,
    keys: data.permissions ? withModules(data.permissions) : found.permissions,
    before: found.permissions,
    customRole: true,
  });
  const { role, grantsChanged } = await ctx.em.transactional(async (em) => {
    const role = await lockRole(em, found);
    if (data.code && data.code !== role.code) throw new AppError('BAD_USER_INPUT', ROLE_MESSAGES.codeLocked);
    const before = toRoleView(role, 0);
    const permissions = data.permissions ? orderedKeys(withModules(data.permissions)) : role.permissions;
    const grantsChanged = permissions.join() !== orderedKeys(new Set(role.permissions)).join();
    Object.assign(role, {
      name: data.name,
      description: data.description || null,
      color: data.color,
      priority: data.priority,
      permissions,
    });
    if (grantsChanged) await syncTreeFlags(em, role);
    await em.flush();
    recordActivity(em, ctx, companyId, {
      entityType: 'role',
      entityId: role.id,
      action: 'updated',
      before,
      after: toRoleView(role, 0),
    });
    return { role, grantsChanged };
  });
  await publishRoleChanged(ctx, companyId, grantsChanged ? role.code : null);
  return toRoleView(role, (await holdersOf(ctx.em, companyId, role.code)).length);
}

/** Deletes a custom role no member holds (roles.delete); its tree goes with it. */
export async function deleteRole(ctx: RequestContext, companyId: number, roleId: number): Promise<boolean> {
  const { role: found } = await requireCustomRole(ctx, companyId, roleId, 'roles.delete');
  await ctx.em.transactional(async (em) => {
    const role = await lockRole(em, found);
    if ((await holdersOf(em, companyId, role.code)).length > 0) throw new AppError('CONFLICT', ROLE_MESSAGES.inUse);
    recordActivity(em, ctx, companyId, {
      entityType: 'role',
      entityId: role.id,
      action: 'deleted',
      before: toRoleView(role, 0),
    });
    await em.nativeDelete(CustomRole, { id: role.id });
  });
  await publishRoleChanged(ctx, companyId, null);
  return true;
}
