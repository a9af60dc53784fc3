import type { EntityManager } from '@mikro-orm/postgresql';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { Membership } from '../companies/membership.entity';
import { imageUrl } from '../images/image.service';
import type { User } from './user.entity';

/** The signed-in user as every transport and event shows it; no hashes, no Google subject. */
export interface UserView {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** The role in the current company; null without one. */
  role: CompanyRole | null;
  profileImageUrl: string | null;
  currentCompanyId: number | null;
  emailVerified: boolean;
  createdAt: string;
}

export async function toUserView(em: EntityManager, user: User): Promise<UserView> {
  const companyId = user.currentCompanyId ?? null;
  const membership = companyId
    ? await em.findOne(Membership, { user: user.id, company: companyId }, { fields: ['role'] })
    : null;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: membership?.role ?? null,
    profileImageUrl: imageUrl(user.profileImage?.id),
    // A preference pointing at a company the user has left is reported as none.
    currentCompanyId: membership ? companyId : null,
    emailVerified: Boolean(user.emailVerifiedAt),
    createdAt: user.createdAt.toISOString(),
  };
}
