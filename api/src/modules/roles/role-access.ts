import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PermissionKey } from '@staffpay/schema/auth/policy';
import { ROLE_MESSAGES } from '@staffpay/schema/roles/role.schemas';
import type { RequestContext } from '../../shared/context';
import { AppError } from '../../shared/errors';
import { authorize, type MembershipGrant } from '../../shared/tenancy/membership';
import { validId } from '../../shared/validation';
import { companyMembers, type CompanyMember } from '../companies';
import { CustomRole } from './custom-role.entity';

export const roleNotFound = () => new AppError('NOT_FOUND', ROLE_MESSAGES.notFound);
export const builtInLocked = () => new AppError('FORBIDDEN', ROLE_MESSAGES.builtInLocked);

/**
 * A custom role of the company, for an operation needing `key` there. A built-in role (negative
 * id) is never written; a role of another company, like a missing one, is not found.
 */
export async function requireCustomRole(
  ctx: RequestContext,
  companyId: number,
  roleId: number,
  key: PermissionKey,
): Promise<{ grant: MembershipGrant; role: CustomRole }> {
  if (Number.isSafeInteger(roleId) && roleId < 0) {
    await authorize(ctx, companyId, key);
    throw builtInLocked();
  }
  const grant = await authorize(ctx, companyId, key);
  const role = validId(roleId) ? await ctx.em.findOne(CustomRole, { id: roleId, company: companyId }) : null;
  if (!role) throw roleNotFound();
  return { grant, role };
}

/** Inside a write: the role row locked and read afresh, so concurrent writes to one role queue. */
export function lockRole(em: EntityManager, role: CustomRole): Promise<CustomRole> {
  return em.findOneOrFail(CustomRole, role.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/** The company's members who hold the role with this code. */
export async function holdersOf(em: EntityManager, companyId: number, code: string): Promise<CompanyMember[]> {
  return (await companyMembers(em, companyId)).filter((m) => m.role === code);
}
