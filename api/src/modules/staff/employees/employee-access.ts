import type { PermissionKey } from '@staffpay/schema/auth/policy';
import { STAFF_MESSAGES } from '@staffpay/schema/staff/staff.schemas';
import type { RequestContext } from '../../../shared/context';
import { AppError } from '../../../shared/errors';
import { callerUserId, authorize, type MembershipGrant } from '../../../shared/tenancy/membership';
import { Employee } from './employee.entity';
import { requireStaffRead, type StaffScope } from './staff-access';
import { validId } from '../../../shared/validation';

export const employeeNotFound = () => new AppError('NOT_FOUND', STAFF_MESSAGES.employeeNotFound);

/**
 * The company an operation on one employee runs in. The transports pass the company id
 * (GraphQL arguments, REST query or body); a REST call that leaves it out is answered in the
 * employee's own company, and a caller who is not a member there finds no such employee.
 */
async function companyFor(ctx: RequestContext, companyId: number | undefined, id: number) {
  callerUserId(ctx);
  if (companyId !== undefined) return { companyId, inferred: false };
  if (!validId(id)) throw employeeNotFound();
  const row = await ctx.em.findOne(Employee, { id }, { fields: ['company'] });
  if (!row) throw employeeNotFound();
  return { companyId: row.company.id, inferred: true };
}

function hideCompany(inferred: boolean) {
  return (error: unknown): never => {
    if (inferred && error instanceof AppError && error.code === 'NOT_FOUND') throw employeeNotFound();
    throw error;
  };
}

/** `key` (edit or delete) on the employee's company. */
export async function writeAccess(
  ctx: RequestContext,
  companyId: number | undefined,
  id: number,
  key: PermissionKey,
): Promise<MembershipGrant> {
  const where = await companyFor(ctx, companyId, id);
  const grant = await authorize(ctx, where.companyId, key).catch(hideCompany(where.inferred));
  if (!validId(id)) throw employeeNotFound();
  return grant;
}

/** Read access to one employee: employees.view, or the employee's own record; anything else is not found. */
export async function readAccess(ctx: RequestContext, companyId: number | undefined, id: number): Promise<StaffScope> {
  const where = await companyFor(ctx, companyId, id);
  const scope = await requireStaffRead(ctx, where.companyId).catch(hideCompany(where.inferred));
  if (!validId(id) || (!scope.all && scope.ownEmployeeId !== id)) throw employeeNotFound();
  return scope;
}
