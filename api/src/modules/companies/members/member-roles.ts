import type { EntityManager } from '@mikro-orm/postgresql';
import { MEMBER_MESSAGES } from '@staffpay/schema/members/member.schemas';
import type { AppDeps } from '../../../shared/context';
import { AppError } from '../../../shared/errors';
import { roleOfCompany, type CompanyRoleGrant } from '../../../shared/tenancy/role-directory';

/** A role a member may be given or invited with: built in, or one of this company's custom roles. */
export async function requireRoleOfCompany(
  app: AppDeps,
  em: EntityManager,
  companyId: number,
  code: string,
): Promise<CompanyRoleGrant> {
  const role = await roleOfCompany(app, em, companyId, code);
  if (!role) throw new AppError('BAD_USER_INPUT', MEMBER_MESSAGES.badRole, { role: [MEMBER_MESSAGES.badRole] });
  return role;
}
