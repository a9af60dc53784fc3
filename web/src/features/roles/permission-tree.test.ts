import { describe, expect, it } from 'vitest';
import { PRESETS } from '@staffpay/schema/auth/policy';
import type { RolePermissionEntryFragment } from '@/gql/graphql';
import { FIELD_KEYS, PERMISSION_KEYS } from '@staffpay/schema/roles/permission-tree';
import {
  grantableOf,
  grantLock,
  groupTree,
  isOn,
  missingRequired,
  refusedGrants,
  sameGrants,
  sortEntries,
  toPermissionInputs,
  withToggle,
} from './permission-tree';
import { filterRoles } from './role-view';
import { toRoleInput, typedCode } from './role-form';
import { builtIn, custom, idOf, tree } from './roles.fixtures';

describe('the permission tree', () => {
  it('orders module, action, field, then sortOrder, whatever order it came in', () => {
    const shuffled = [...tree(7)].reverse();
    expect(sortEntries(shuffled).map((e) => e.permissionKey)).toEqual(tree(7).map((e) => e.permissionKey));
    const groups = groupTree(shuffled);
    expect(groups.map((g) => g.module)[0]).toBe('dashboard');
    const employees = groups.find((g) => g.module === 'employees')!;
    expect(employees.head?.permissionKey).toBe('employees');
    expect(employees.children.map((e) => e.level)).toEqual([
      'action',
      'action',
      'action',
      'action',
      'action',
      'field',
      'field',
      'field',
    ]);
  });

  it.each([
    ['employees.view', 'canView'],
    ['bonuses.create', 'canCreate'],
    ['roles.members.create', 'canCreate'],
    ['roles.members.edit', 'canEdit'],
    ['dashboard.delete', 'canDelete'],
    ['salaries.approve', 'canApprove'],
    ['settings.protection.view', 'canView'],
    ['employees.ai', 'isGranted'],
    ['salaries.reopen', 'isGranted'],
    ['settings.developer', 'isGranted'],
    ['employees.field.phone', 'isGranted'],
    ['bonuses', 'isGranted'],
  ])('a toggle of %s writes %s', (key, flag) => {
    const toggled = withToggle(tree(7), idOf(key), true);
    const entry = toPermissionInputs(toggled).find((e) => e.id === idOf(key))!;
    expect(Object.entries(entry).filter(([, v]) => v === true)).toEqual([[flag, true]]);
    expect(isOn(toggled.find((e) => e.id === idOf(key))!)).toBe(true);
    expect(sameGrants(toggled, tree(7))).toBe(false);
    expect(sameGrants(withToggle(toggled, idOf(key), false), tree(7))).toBe(true);
  });
});

describe('what a member may put in a custom role', () => {
  const on = (...keys: string[]) =>
    keys.reduce<RolePermissionEntryFragment[]>((t, key) => withToggle(t, idOf(key), true), tree(7));

  it('never offers an owner-only key, not even to the owner', () => {
    const owner = grantableOf({ myRole: 'owner', myPermissions: [...PRESETS.owner] });
    expect(grantLock('settings.delete', owner)).toBe('ownerOnly');
    // The owner hands out every other key, even one the owner role does not hold itself.
    expect(PRESETS.owner.has('settings.developer')).toBe(false);
    expect(PERMISSION_KEYS.filter((key) => grantLock(key, owner) !== null)).toEqual(['settings.delete']);
  });

  it('locks the keys a member does not hold, and only those', () => {
    const member = grantableOf({ myRole: 'kassir', myPermissions: ['roles', 'roles.view', 'roles.edit', 'bonuses'] });
    expect(grantLock('roles.edit', member)).toBeNull();
    expect(grantLock('bonuses', member)).toBeNull();
    expect(grantLock('bonuses.create', member)).toBe('notHeld');
    expect(grantLock('settings.delete', member)).toBe('ownerOnly');
    expect(grantLock('roles.view', grantableOf({ myRole: null, myPermissions: null }))).toBe('notHeld');
  });

  it('tells the grants the server would refuse in a tree', () => {
    const member = grantableOf({ myRole: 'developer', myPermissions: [...PRESETS.developer] });
    expect(refusedGrants(on('bonuses', 'salaries.reopen', 'settings.delete'), member)).toEqual({
      ownerOnly: ['settings.delete'],
      beyond: ['salaries.reopen'],
    });
    expect(refusedGrants(on('bonuses', 'settings.developer'), member)).toEqual({ ownerOnly: [], beyond: [] });
  });

  it('backups count only alongside every field key', () => {
    const fields = Object.values(FIELD_KEYS);
    expect(missingRequired(on('settings.backup.create'), 'settings.backup.create')).toEqual(fields);
    expect(missingRequired(on('settings.backup.create', ...fields.slice(1)), 'settings.backup.create')).toEqual([
      fields[0],
    ]);
    expect(missingRequired(on('settings.backup.create', ...fields), 'settings.backup.create')).toEqual([]);
    expect(missingRequired(on(), 'bonuses.create')).toEqual([]);
  });
});

describe('the role form and list', () => {
  it('types the code lowercased with underscores and sends it trimmed; a non-numeric priority is 50', () => {
    expect(typedCode('Senior Kassir ')).toBe('senior_kassir_');
    const values = {
      name: ' Кассир ',
      code: ' Senior  Kassir ',
      description: '',
      color: 'red' as const,
      priority: 'x',
    };
    expect(toRoleInput(values, true)).toEqual({
      name: 'Кассир',
      code: 'senior_kassir',
      description: null,
      color: 'red',
      priority: 50,
    });
    expect(toRoleInput(values, false)).not.toHaveProperty('code');
  });

  it('sorts by priority, highest first', () => {
    const roles = [builtIn('employee'), custom(7, 'Б', 'b', { priority: 50 }), custom(8, 'А', 'a', { priority: 50 })];
    expect(filterRoles([...roles, builtIn('owner')], '').map((r) => r.code)).toEqual(['owner', 'a', 'b', 'employee']);
  });
});
