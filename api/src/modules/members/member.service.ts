import type { RequestContext } from '../../shared/context';
import { requireMembership } from '../../shared/tenancy/membership';
import { Membership } from '../companies/membership.entity';
import { toMemberView, type MemberView } from './member.view';

/** The company's members, oldest first (members.read). */
export async function listMembers(ctx: RequestContext, companyId: number): Promise<MemberView[]> {
  await requireMembership(ctx, companyId, 'members.read');
  const rows = await ctx.em.find(
    Membership,
    { company: companyId },
    { populate: ['user'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return rows.map(toMemberView);
}
