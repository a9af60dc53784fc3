import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { can, effectivePermissions, flagsFor, PRESETS, withModules } from '@staffpay/schema/auth/policy';
import { COMPANY_ROLES, type CompanyRole } from '@staffpay/schema/auth/roles';
import { FIELD_KEYS, flagOf, PERMISSION_KEYS, PERMISSION_TREE } from '@staffpay/schema/roles/permission-tree';

const leaves = PERMISSION_KEYS.filter((k) => k.includes('.'));
const writes = leaves.filter((k) => !k.endsWith('.view') && !k.includes('.field.'));
const reads = leaves.filter((k) => !writes.includes(k));
const holders = (key: string) => COMPANY_ROLES.filter((r) => can(PRESETS[r], key));

describe('the permission tree', () => {
  it('has the ten modules, each with its switch first, then actions, then fields', () => {
    const modules = PERMISSION_TREE.filter((e) => e.level === 'module').map((e) => e.key);
    expect(modules).toEqual([
      'dashboard',
      'employees',
      'departments',
      'branches',
      'salaries',
      'bonuses',
      'reports',
      'settings',
      'roles',
      'notifications',
    ]);
    for (const module of modules) {
      const levels = PERMISSION_TREE.filter((e) => e.module === module).map((e) => e.level);
      expect(levels[0]).toBe('module');
      expect(levels.join()).toMatch(/^module(,action)+(,field)*$/);
    }
  });

  it('names the sensitive fields, and keys never hold a flag word by accident', () => {
    expect(Object.values(FIELD_KEYS).every((k) => PERMISSION_TREE.find((e) => e.key === k)?.level === 'field')).toBe(
      true,
    );
    for (const e of PERMISSION_TREE) {
      const flag = flagOf(e.key);
      if (e.level === 'action')
        expect(flag === 'isGranted' ? e.key : flag, e.key).toMatch(
          /^(can|salaries\.reopen|settings\.developer|employees\.ai|settings\.api|settings\.webhooks)/,
        );
      else expect(flag, e.key).toBe('isGranted');
    }
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
  });

  it('counts an entry only while its module switch is on', () => {
    const on = (key: string) => ({ permissionKey: key, flags: flagsFor(key, new Set([key])) });
    expect([...effectivePermissions([on('bonuses'), on('bonuses.create')])]).toEqual(['bonuses.create', 'bonuses']);
    expect([...effectivePermissions([on('bonuses.create')])]).toEqual([]);
    expect([...effectivePermissions([on('bonuses')])]).toEqual([]);
  });
});

describe('the built-in presets (the policy before custom roles)', () => {
  it('verifier reads everything and writes nothing', () => {
    expect(reads.every((k) => can(PRESETS.verifier, k))).toBe(true);
    expect(writes.filter((k) => can(PRESETS.verifier, k))).toEqual([]);
  });

  it('only the owner deletes the company, manages members and reopens periods; only the developer writes developer settings', () => {
    expect(holders('settings.delete')).toEqual(['owner']);
    expect(holders('roles.members.edit')).toEqual(['owner']);
    expect(holders('salaries.reopen')).toEqual(['owner']);
    expect(holders('settings.developer')).toEqual(['developer']);
    expect(leaves.filter((k) => !can(PRESETS.owner, k))).toEqual(['settings.developer']);
  });

  it('managers and HR managers read everything and write staff, pay and dashboards only', () => {
    for (const role of ['manager', 'hr_manager'] as const) {
      expect(reads.every((k) => can(PRESETS[role], k))).toBe(true);
      expect(writes.filter((k) => can(PRESETS[role], k)).map((k) => k.split('.')[0])).toEqual(
        expect.arrayContaining(['dashboard', 'employees', 'departments', 'branches', 'salaries', 'bonuses']),
      );
      expect(
        writes.filter((k) => can(PRESETS[role], k) && /^(settings|roles|notifications|reports)\./.test(k)),
      ).toEqual([]);
      expect(can(PRESETS[role], 'salaries.reopen')).toBe(false);
    }
  });

  it('employees have dashboards and the notification settings beyond membership', () => {
    expect(leaves.filter((k) => can(PRESETS.employee, k))).toEqual(['dashboard.view', 'notifications.view']);
    expect(can(PRESETS.employee, 'member')).toBe(true);
  });

  it('only owners and developers invite members, create roles and back up', () => {
    for (const key of ['roles.members.create', 'roles.create', 'roles.edit', 'settings.backup.create']) {
      expect(holders(key), key).toEqual(['owner', 'developer']);
    }
  });

  it('docs/permissions.md states exactly these presets', () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/permissions.md'), 'utf8');
    const lines = doc.split('\n').filter((l) => l.startsWith('| '));
    const header = lines.find((l) => /^\|\s*Key\s*\|/.test(l));
    expect(header).toBeDefined();
    const roles = header!
      .split('|')
      .slice(3, -1)
      .map((c) => c.trim().replace(/`/g, '')) as CompanyRole[];
    expect([...roles].sort()).toEqual([...COMPANY_ROLES].sort());
    const documented = new Map<string, boolean[]>();
    for (const line of lines) {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      const key = cells[0]!.match(/^`([\w.]+)`$/)?.[1];
      if (key && leaves.includes(key))
        documented.set(
          key,
          cells.slice(2).map((c) => c === '✓'),
        );
    }
    expect([...documented.keys()]).toEqual(leaves);
    for (const key of leaves) expect(documented.get(key), key).toEqual(roles.map((r) => can(PRESETS[r], key)));
  });
});

describe('backups are owner-equivalent', () => {
  const fields = Object.values(FIELD_KEYS);

  it('settings.backup.create grants nothing without every field key', () => {
    for (const missing of fields) {
      const keys = ['settings.backup.create', ...fields.filter((k) => k !== missing)];
      expect(can(withModules(keys), 'settings.backup.create'), missing).toBe(false);
    }
    expect(can(withModules(['settings.backup.create', ...fields]), 'settings.backup.create')).toBe(true);
  });

  it('a tree that ticks it without the field keys does not grant it either', () => {
    const granted = new Set(['settings', 'settings.backup.create']);
    const tree = PERMISSION_KEYS.map((key) => ({ permissionKey: key, flags: flagsFor(key, granted) }));
    expect(can(effectivePermissions(tree), 'settings.backup.create')).toBe(false);
  });
});
