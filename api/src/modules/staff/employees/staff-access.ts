import { can, type Action } from '@staffpay/schema/auth/policy';
import type { RequestContext } from '../../../shared/context';
import { requireMembership, type MembershipGrant } from '../../../shared/tenancy/membership';
import { Employee } from './employee.entity';

export interface StaffScope extends MembershipGrant {
  /** The caller reads all staff records (staff.read). */
  all: boolean;
  /** Without staff.read (the employee role): the one record linked to the caller's account, if any. */
  ownEmployeeId: number | null;
}

/**
 * Read access to staff data. Roles with staff.read see everything; a member without it (the
 * employee role) sees only their own employee record, and everything else answers as if it did
 * not exist.
 */
export function requireStaffRead(ctx: RequestContext, companyId: number): Promise<StaffScope> {
  return requireOwnOrAll(ctx, companyId, 'staff.read');
}

/** The self-service rule for any area: `action` grants every record, otherwise only the caller's own. */
export async function requireOwnOrAll(ctx: RequestContext, companyId: number, action: Action): Promise<StaffScope> {
  const grant = await requireMembership(ctx, companyId, 'company.read');
  if (can(grant.role, action)) return { ...grant, all: true, ownEmployeeId: null };
  const own = await ctx.em.findOne(Employee, { company: companyId, user: grant.userId }, { fields: ['id'] });
  return { ...grant, all: false, ownEmployeeId: own?.id ?? null };
}
