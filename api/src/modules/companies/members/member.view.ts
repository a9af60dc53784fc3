import type { Membership } from '../membership.entity';
import { imageUrl } from '../../images';
import type { Invitation } from './invitation.entity';

export interface MemberView {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  profileImageUrl: string | null;
  joinedAt: string;
}

export interface InvitationView {
  id: number;
  email: string;
  role: string;
  createdAt: string;
  expiresAt: string;
}

/** What the holder of an invitation link may see before signing in. */
export interface InvitationPreview {
  companyName: string;
  email: string;
  role: string;
  /** The role's name: a built-in label or the custom role's own. */
  roleName: string;
  expired: boolean;
}

/** `m.user` must be loaded. */
export function toMemberView(m: Membership): MemberView {
  const user = m.user.getEntity();
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: m.role,
    profileImageUrl: imageUrl(user.profileImage?.id),
    joinedAt: m.createdAt.toISOString(),
  };
}

export function toInvitationView(i: Invitation): InvitationView {
  return {
    id: i.id,
    email: i.email,
    role: i.role,
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
  };
}
