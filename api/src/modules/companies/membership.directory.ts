import type { MembershipDirectory } from '../../shared/tenancy/membership-directory';
import type { Membership } from './membership.entity';

/** The kernel's membership port, answered from this domain's table. */
export const membershipDirectory: MembershipDirectory = {
  async roleOf(em, userId, companyId) {
    // Plain SQL: every company-scoped request asks it, and a partial entity in the identity map helps no one.
    const [row] = await em.execute<Pick<Membership, 'role'>[]>(
      'select role from memberships where user_id = ? and company_id = ?',
      [userId, companyId],
    );
    return row?.role ?? null;
  },
};
