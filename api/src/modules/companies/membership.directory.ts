import type { MembershipDirectory } from '../../shared/tenancy/membership-directory';
import { Membership } from './membership.entity';

/** The kernel's membership port, answered from this domain's table. */
export const membershipDirectory: MembershipDirectory = {
  async roleOf(em, userId, companyId) {
    const row = await em.findOne(Membership, { user: userId, company: companyId }, { fields: ['role'] });
    return row?.role ?? null;
  },
};
