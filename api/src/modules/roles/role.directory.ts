import type { EntityManager } from '@mikro-orm/postgresql';
import { isOwnerOnlyKey } from '@staffpay/schema/roles/grants';
import type { RoleDirectory } from '../../shared/tenancy/role-directory';
import { CustomRole } from './custom-role.entity';

/** The kernel's role port, answered from this domain's table. */
export const roleDirectory: RoleDirectory = {
  async customRole(em, companyId, code) {
    const row = await em.findOne(CustomRole, { company: companyId, code }, { fields: ['name', 'permissions'] });
    // A row written before keys only the owner role holds were refused grants them no more.
    return row ? { name: row.name, permissions: new Set(row.permissions.filter((k) => !isOwnerOnlyKey(k))) } : null;
  },
};

/** The codes of the company's custom roles, oldest first. */
export async function customRoleCodes(em: EntityManager, companyId: number): Promise<string[]> {
  const rows = await em.find(CustomRole, { company: companyId }, { fields: ['code'], orderBy: { id: 'asc' } });
  return rows.map((r) => r.code);
}
