import type { EntityManager } from '@mikro-orm/postgresql';
import { PRESETS, withModules, type Permissions } from '@staffpay/schema/auth/policy';
import { ROLE_LABELS } from '@staffpay/schema/auth/roles';
import { isBuiltInCode } from '@staffpay/schema/roles/role.schemas';

export interface CompanyRoleGrant {
  name: string;
  permissions: Permissions;
}

/**
 * Custom roles are the roles domain's business; the kernel asks this port, wired in `app/`,
 * so the one membership check answers from built-in and custom roles alike.
 */
export interface RoleDirectory {
  /** The company's custom role with this code, or null when it has none. */
  customRole(em: EntityManager, companyId: number, code: string): Promise<CompanyRoleGrant | null>;
}

export interface RoleDirectoryHolder {
  roles: RoleDirectory;
}

/**
 * A role of the company by code: a built-in role's label and preset, or the custom role's name and
 * tree, whose keys pass the contract's requirements (REQUIRES) however they were stored.
 */
export async function roleOfCompany(
  app: RoleDirectoryHolder,
  em: EntityManager,
  companyId: number,
  code: string,
): Promise<CompanyRoleGrant | null> {
  if (isBuiltInCode(code)) return { name: ROLE_LABELS[code], permissions: PRESETS[code] };
  const role = await app.roles.customRole(em, companyId, code);
  return role && { ...role, permissions: withModules([...role.permissions]) };
}

export async function permissionsOfRole(
  app: RoleDirectoryHolder,
  em: EntityManager,
  companyId: number,
  code: string,
): Promise<Permissions | null> {
  return (await roleOfCompany(app, em, companyId, code))?.permissions ?? null;
}
