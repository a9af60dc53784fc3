import {
  canManageMembers,
  ROLE_OPTIONS,
  roleLabel,
  type PermissionHolder,
  type RoleCode,
  type RoleNames,
} from '@/shared/auth/roles';

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

export interface RoleChoice {
  value: RoleCode;
  label: string;
}

/**
 * The roles a member can be given or invited with: every role of the company, built in and
 * custom, highest priority first (from its role list); the built-in ones while that list is not
 * known. `withCode` adds a role the list lacks (a member's current one), so a select can show it.
 */
export function roleChoices(
  companyRoles: readonly RoleChoice[],
  names: RoleNames,
  withCode?: RoleCode | null,
): RoleChoice[] {
  const choices = companyRoles.length > 0 ? [...companyRoles] : [...ROLE_OPTIONS];
  if (withCode && !choices.some((c) => c.value === withCode)) {
    choices.push({ value: withCode, label: roleLabel(withCode, names) });
  }
  return choices;
}
