import type { PermissionKey } from '@staffpay/schema/auth/policy';
import { grantableBy, isOwnerOnlyKey, keysAdded, keysBeyond } from '@staffpay/schema/roles/grants';
import { grantRefusedMessage, ROLE_MESSAGES } from '@staffpay/schema/roles/role.schemas';
import type { RequestContext } from '../../../shared/context';
import { AppError } from '../../../shared/errors';
import type { MembershipGrant } from '../../../shared/tenancy/membership';
import { recordRefusal } from '../../activity';

/** A change that gives a role (or a member, or an invitee) these grants. */
export interface GrantChange {
  /** What the activity log names the attempt by: role, rolePermissions, invitation, membership. */
  entityType: string;
  entityId: number | null;
  /** The code of the role whose grants these are. */
  role: string;
  /** The role's effective keys after the change (module switches included). */
  keys: Iterable<PermissionKey>;
  /** For an edit of a custom role: its keys before, so widening one's own role is told apart. */
  before?: Iterable<PermissionKey>;
  /** A custom role's grants are being written: keys only the owner role holds are refused. */
  customRole?: boolean;
  /** More for the activity row (the member re-roled); never personal data. */
  details?: Record<string, unknown>;
}

/**
 * Refuses (403, and a row in the activity log) a change that would grant a key the acting member
 * may not hand out: one they do not hold (the owner, the company's root, may hand out every key;
 * a token only what its scopes leave it), any widening of the role they hold themselves, and a
 * key only the owner role holds put in a custom role. Called before anything is written.
 */
export async function requireGrantable(ctx: RequestContext, actor: MembershipGrant, change: GrantChange) {
  const keys = [...change.keys];
  const refuse = async (message: string, refused: PermissionKey[], reason: string) => {
    await recordRefusal(ctx, actor.companyId, {
      entityType: change.entityType,
      entityId: change.entityId,
      action: 'grantRefused',
      after: { ...change.details, role: change.role, reason, refused },
    });
    throw new AppError('FORBIDDEN', grantRefusedMessage(message, refused));
  };
  const ownerOnly = change.customRole ? keys.filter(isOwnerOnlyKey) : [];
  if (ownerOnly.length > 0) return refuse(ROLE_MESSAGES.ownerOnlyKey, [], 'ownerOnly');
  if (change.before && change.role === actor.role) {
    const added = keysAdded(change.before, keys);
    if (added.length > 0) return refuse(ROLE_MESSAGES.ownRoleWiden, added, 'ownRole');
  }
  const grantable = ctx.auth?.apiToken ? actor.permissions : grantableBy(actor.role, actor.permissions);
  const beyond = keysBeyond(keys, grantable);
  if (beyond.length > 0) return refuse(ROLE_MESSAGES.grantBeyondOwn, beyond, 'beyondOwn');
}
