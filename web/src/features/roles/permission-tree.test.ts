import { describe, expect, it } from 'vitest';
import { groupTree, isOn, sameGrants, sortEntries, toPermissionInputs, withToggle } from './permission-tree';
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
