import { canManageMembers, type PermissionHolder, type RoleCode } from '@/shared/auth/roles';

export interface RowControls {
  /** A role select instead of a badge (owners, on every row including their own). */
  editRole: boolean;
  /** A remove button (owners, on other members' rows; one's own row offers leaving instead). */
  remove: boolean;
  /** Leaving, on the caller's own row. */
  leave: boolean;
  /** The company's only owner: the server refuses every change to this row (409), so the controls are disabled. */
  lastOwner: boolean;
}

/** What one member row offers the caller, following the server's policy and the last-owner rule. */
export function rowControls(
  company: PermissionHolder,
  self: boolean,
  memberRole: RoleCode,
  ownerCount: number,
): RowControls {
  const manage = canManageMembers(company);
  return {
    editRole: manage,
    remove: manage && !self,
    leave: self,
    lastOwner: memberRole === 'owner' && ownerCount <= 1,
  };
}
