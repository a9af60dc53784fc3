import { can, type Need } from '@staffpay/schema/auth/policy';
import { optionsOf } from '@staffpay/schema/enumerations/declaration';
import { COMPANY_ROLE, ROLE_LABELS, type CompanyRole } from '@staffpay/schema/auth/roles';
import { isBuiltInCode } from '@staffpay/schema/roles/role.schemas';

export { ROLE_LABELS };
/** A built-in role's code (owner, manager, hr_manager, employee, verifier, developer). */
export type { CompanyRole };
/** Any role's code: a built-in one or a custom role of the company (the API's `CompanyRole` scalar). */
export type RoleCode = string;

/** The built-in roles as select options, in the contract's order. */
export const ROLE_OPTIONS = optionsOf(COMPANY_ROLE);

/** What is known of a company's custom roles: code → name. */
export type RoleNames = ReadonlyMap<string, string>;

/**
 * A role's label: the built-in label, a custom role's name when known, else its code; '—' for
 * no role.
 */
export function roleLabel(role: RoleCode | null | undefined, names?: RoleNames): string {
  if (!role) return '—';
  if (isBuiltInCode(role)) return ROLE_LABELS[role];
  return names?.get(role) ?? role;
}

/*
 * Which buttons to offer: the keys the caller's role grants in the company (`myPermissions`,
 * computed by the server from the same tree, @staffpay/schema/auth/policy), so the screen never
 * offers what the server would refuse. The server still decides every call.
 */
export type PermissionHolder = { myPermissions?: readonly string[] | null } | null | undefined;

const sets = new WeakMap<readonly string[], ReadonlySet<string>>();
function permissionsOf(company: PermissionHolder): ReadonlySet<string> | null {
  const list = company?.myPermissions;
  if (!list) return null;
  let set = sets.get(list);
  if (!set) {
    set = new Set(list);
    sets.set(list, set);
  }
  return set;
}

/** Whether the caller's role in `company` grants `key` (a key of the permission tree). */
export function hasPermission(company: PermissionHolder, key: Need): boolean {
  const permissions = permissionsOf(company);
  return permissions !== null && can(permissions, key);
}

const allowed = (key: Need) => (company: PermissionHolder) => hasPermission(company, key);

/** A module's write buttons, each by its own key. */
export interface Writes {
  create: boolean;
  edit: boolean;
  delete: boolean;
}
export const NO_WRITES: Writes = { create: false, edit: false, delete: false };

export type WriteModule = 'employees' | 'departments' | 'branches' | 'salaries' | 'bonuses' | 'dashboard' | 'roles';
export function writesOf(company: PermissionHolder, module: WriteModule): Writes {
  return {
    create: hasPermission(company, `${module}.create`),
    edit: hasPermission(company, `${module}.edit`),
    delete: hasPermission(company, `${module}.delete`),
  };
}
export const anyWrite = (w: Writes) => w.create || w.edit || w.delete;

export const canUpdateCompany = allowed('settings.edit');
export const canDeleteCompany = allowed('settings.delete');
export const canUseDeveloperSettings = allowed('settings.developer');
/** Company API tokens: list, create, revoke (the owner and the developer by default). */
export const canManageApiTokens = allowed('settings.api');
/** Company webhooks: list, ping, roll a secret, redeliver (the owner and the developer by default). */
export const canManageWebhooks = allowed('settings.webhooks');
export const canInviteMembers = allowed('roles.members.create');
export const canReadMembers = allowed('roles.view');
export const canManageMembers = allowed('roles.members.edit');
export const canReadStaff = allowed('employees.view');
export const canReadDepartments = allowed('departments.view');
export const canReadBranches = allowed('branches.view');
export const canReadPay = allowed('salaries.view');
export const canReadLedger = allowed('bonuses.view');
export const canReadReports = allowed('reports.view');
export const canApprovePay = allowed('salaries.approve');
export const canReopenPay = allowed('salaries.reopen');
export const canWriteNotificationSettings = allowed('notifications.edit');
/** The passport's AI analysis: the grant to have an employee's work data analysed (the server asks only this). */
export const canRunAiAnalysis = allowed('employees.ai');
