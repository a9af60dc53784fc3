import { can, type Action } from '@staffpay/schema/auth/policy';
import { ROLE_LABELS } from '@staffpay/schema/auth/roles';
import type { CompanyRole } from '@/gql/graphql';

export { ROLE_LABELS };

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as CompanyRole[]).map((value) => ({
  value,
  label: ROLE_LABELS[value],
}));

export function roleLabel(role: CompanyRole | null | undefined): string {
  return role ? ROLE_LABELS[role] : '—';
}

/*
 * Which buttons to offer: the server's own policy table (@staffpay/schema/auth/policy), so the
 * screen never offers what the server would refuse. The server still decides every call.
 */
type MaybeRole = CompanyRole | null | undefined;
const allowed = (action: Action) => (role: MaybeRole) => Boolean(role) && can(role!, action);
export const canUpdateCompany = allowed('company.update');
export const canDeleteCompany = allowed('company.delete');
export const canInviteMembers = allowed('members.invite');
export const canReadMembers = allowed('members.read');
export const canManageMembers = allowed('members.manage');
export const canReadStaff = allowed('staff.read');
export const canWriteStaff = allowed('staff.write');
export const canReadPay = allowed('pay.read');
export const canWritePay = allowed('pay.write');
export const canReopenPay = allowed('pay.reopen');
export const canWriteDashboards = allowed('dashboards.write');
export const canWriteNotificationSettings = allowed('notificationSettings.write');
