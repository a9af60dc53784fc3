import type { RequestContext } from '../../shared/context';
import { imageUrl } from '../images';
import type { User } from './user.entity';

/** The signed-in user as every transport and event shows it; no hashes, no Google subject. */
export interface UserView {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** The role in the current company; null without one. */
  role: string | null;
  profileImageUrl: string | null;
  currentCompanyId: number | null;
  emailVerified: boolean;
  createdAt: string;
}

/** The role is asked of the kernel's membership port: memberships belong to the companies domain, above this one. */
export async function toUserView(ctx: RequestContext, user: User): Promise<UserView> {
  const companyId = user.currentCompanyId ?? null;
  const role = companyId ? await ctx.app.memberships.roleOf(ctx.em, user.id, companyId) : null;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role,
    profileImageUrl: imageUrl(user.profileImage?.id),
    // A preference pointing at a company the user has left is reported as none.
    currentCompanyId: role ? companyId : null,
    emailVerified: Boolean(user.emailVerifiedAt),
    createdAt: user.createdAt.toISOString(),
  };
}
