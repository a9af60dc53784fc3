import type { CompanyRole } from './roles';

/**
 * Every company-scoped operation names one of these actions; this table is the single
 * answer to "may this role do it". docs/permissions.md restates it for people.
 */
export const ACTIONS = [
  'company.read',
  'company.update',
  'company.delete',
  'members.read',
  'members.invite',
  'members.manage',
  'staff.read',
  'staff.write',
  'pay.read',
  'pay.write',
  'pay.reopen',
  'dashboards.read',
  'dashboards.write',
  'roles.read',
  'roles.write',
  'notifications.read',
  'notificationSettings.write',
  'developerSettings.read',
  'developerSettings.write',
  'dataProtection.read',
  'dataProtection.backup',
  'activity.read',
] as const;
export type Action = (typeof ACTIONS)[number];

const READ_ALL: Action[] = ACTIONS.filter((a) => a.endsWith('.read'));
const STAFF_AND_PAY: Action[] = ['staff.write', 'pay.write', 'dashboards.write'];
const OWNER_ONLY: Action[] = ['company.delete', 'members.manage', 'pay.reopen', 'developerSettings.write'];
const ADMIN: Action[] = ACTIONS.filter((a) => !OWNER_ONLY.includes(a));

const GRANTS: Record<CompanyRole, ReadonlySet<Action>> = {
  // Developer settings are the developer's own; everything else is the owner's.
  owner: new Set(ACTIONS.filter((a) => a !== 'developerSettings.write')),
  developer: new Set([...ADMIN, 'developerSettings.write']),
  manager: new Set([...READ_ALL, ...STAFF_AND_PAY]),
  hr_manager: new Set([...READ_ALL, ...STAFF_AND_PAY]),
  verifier: new Set(READ_ALL),
  // An employee sees the company, its own data (checked per record by the staff services),
  // its notifications and the dashboards shown to everyone.
  employee: new Set<Action>(['company.read', 'dashboards.read', 'notifications.read', 'developerSettings.read']),
};

export function can(role: CompanyRole, action: Action): boolean {
  return GRANTS[role].has(action);
}

export function grantsOf(role: CompanyRole): Action[] {
  return ACTIONS.filter((a) => GRANTS[role].has(a));
}
