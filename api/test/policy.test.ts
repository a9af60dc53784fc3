import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIONS, can, grantsOf, type Action } from '@staffpay/schema/auth/policy';
import { COMPANY_ROLES, type CompanyRole } from '@staffpay/schema/auth/roles';

const writes = ACTIONS.filter((a) => !a.endsWith('.read'));
const reads = ACTIONS.filter((a) => a.endsWith('.read'));
const holders = (action: Action) => COMPANY_ROLES.filter((r) => can(r, action));

describe('policy', () => {
  it('verifier reads everything and writes nothing', () => {
    expect(reads.every((a) => can('verifier', a))).toBe(true);
    expect(writes.filter((a) => can('verifier', a))).toEqual([]);
  });

  it('only the owner deletes the company; only the developer writes developer settings', () => {
    expect(holders('company.delete')).toEqual(['owner']);
    expect(holders('developerSettings.write')).toEqual(['developer']);
  });

  it('owner may do everything but developer settings; developer everything but deleting the company, managing members and reopening pay periods', () => {
    expect(ACTIONS.filter((a) => !can('owner', a))).toEqual(['developerSettings.write']);
    expect(ACTIONS.filter((a) => !can('developer', a))).toEqual(['company.delete', 'members.manage', 'pay.reopen']);
    expect(holders('pay.reopen')).toEqual(['owner']);
    expect(holders('members.manage')).toEqual(['owner']);
  });

  it('managers and HR managers read everything and write staff, pay and dashboards only', () => {
    for (const role of ['manager', 'hr_manager'] as const) {
      expect(reads.every((a) => can(role, a))).toBe(true);
      expect(writes.filter((a) => can(role, a))).toEqual(['staff.write', 'pay.write', 'dashboards.write']);
    }
  });

  it('employees see the company, dashboards, notifications and branding, and write nothing company-wide', () => {
    expect(grantsOf('employee')).toEqual([
      'company.read',
      'dashboards.read',
      'notifications.read',
      'developerSettings.read',
    ]);
    expect(can('employee', 'members.read')).toBe(false);
    expect(can('employee', 'staff.read')).toBe(false);
  });

  it('every role but employee reads the activity log', () => {
    expect(holders('activity.read')).toEqual(COMPANY_ROLES.filter((r) => r !== 'employee'));
  });

  it('only owners and developers invite members', () => {
    expect(holders('members.invite')).toEqual(['owner', 'developer']);
  });

  it('docs/permissions.md states exactly this table', () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/permissions.md'), 'utf8');
    const lines = doc.split('\n').filter((l) => l.startsWith('| '));
    const header = lines.find((l) => /^\|\s*Action\s*\|/.test(l));
    expect(header).toBeDefined();
    const roles = header!
      .split('|')
      .slice(2, -1)
      .map((c) => c.trim().replace(/`/g, '')) as CompanyRole[];
    expect([...roles].sort()).toEqual([...COMPANY_ROLES].sort());
    const documented = new Map<string, boolean[]>();
    for (const line of lines) {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      const action = cells[0].match(/^`([\w.]+)`$/)?.[1];
      if (action && (ACTIONS as readonly string[]).includes(action))
        documented.set(
          action,
          cells.slice(1).map((c) => c === '✓'),
        );
    }
    expect([...documented.keys()]).toEqual([...ACTIONS]);
    for (const action of ACTIONS) {
      expect(documented.get(action), action).toEqual(roles.map((r) => can(r, action)));
    }
  });
});
