import type { CompanyRole } from '@/gql/graphql';

export const ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Владелец',
  manager: 'Руководитель',
  hr_manager: 'HR-менеджер',
  employee: 'Сотрудник',
  verifier: 'Проверяющий',
  developer: 'Разработчик',
};

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as CompanyRole[]).map((value) => ({
  value,
  label: ROLE_LABELS[value],
}));

export function roleLabel(role: CompanyRole | null | undefined): string {
  return role ? ROLE_LABELS[role] : '—';
}

/*
 * Which buttons to offer. These only hide actions a role cannot use; the server's policy table
 * (api/src/shared/auth/policy.ts) is what allows or refuses them.
 */
type MaybeRole = CompanyRole | null | undefined;
export const canUpdateCompany = (role: MaybeRole) => role === 'owner' || role === 'developer';
export const canDeleteCompany = (role: MaybeRole) => role === 'owner';
export const canInviteMembers = (role: MaybeRole) => role === 'owner' || role === 'developer';
export const canReadMembers = (role: MaybeRole) => Boolean(role) && role !== 'employee';
