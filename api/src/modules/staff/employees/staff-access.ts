import { can, hiddenProperties, type Need, type PermissionKey } from '@staffpay/schema/auth/policy';
import type { RequestContext } from '../../../shared/context';
import { refusal, authorize, type MembershipGrant } from '../../../shared/tenancy/membership';
import { ownEmployeeOf } from './employee-lookup';

export interface StaffScope extends MembershipGrant {
  /** The caller's role grants the area's view key: every record. */
  all: boolean;
  /**
   * The record linked to the caller's account, if any: always known without the view key (it is
   * all they see), and with it when the role hides a field (their own record shows in full).
   */
  ownEmployeeId: number | null;
  /** What a live subscription of this scope keeps needing: the view key, or membership for one's own. */
  need: Need;
}

/**
 * Read access to staff data. A role with the area's view key sees everything; a member without
 * it sees only their own employee record (and the departments and branches it is placed in),
 * and everything else answers as if it did not exist.
 */
export function requireStaffRead(
  ctx: RequestContext,
  companyId: number,
  key: PermissionKey = 'employees.view',
): Promise<StaffScope> {
  return requireOwnOrAll(ctx, companyId, key);
}

/**
 * The self-service rule for any area: `key` grants every record, otherwise only the caller's own.
 * The own record is a person's: an API token without the key is refused (403 naming the scope),
 * and with it has no own record that shows more than its scopes open.
 */
export async function requireOwnOrAll(ctx: RequestContext, companyId: number, key: PermissionKey): Promise<StaffScope> {
  const grant = await authorize(ctx, companyId, 'member');
  if (!grant.person && !can(grant.permissions, key)) throw refusal(ctx, key);
  // The membership check has read it already when the role hides a field.
  const ownId = async () =>
    grant.ownEmployeeId !== undefined
      ? grant.ownEmployeeId
      : grant.userId === null
        ? null
        : ownEmployeeOf(ctx.em, companyId, grant.userId);
  if (can(grant.permissions, key)) {
    // Fields the role hides still show on one's own record, so then it must be known.
    const ownEmployeeId = grant.person && hiddenProperties(grant.permissions).length > 0 ? await ownId() : null;
    return { ...grant, all: true, ownEmployeeId, need: key };
  }
  return { ...grant, all: false, ownEmployeeId: await ownId(), need: 'member' };
}
