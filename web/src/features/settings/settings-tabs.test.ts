import { describe, expect, it } from 'vitest';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { permissionsOf } from '@/test/company';
import { settingsTabs, specSectionCount } from './settings-tabs';
import { SETTINGS } from './settings.messages';

const as = (role: CompanyRole | null) => (role ? { myPermissions: permissionsOf(role) } : null);

describe('settings sections', () => {
  it('a developer has 8 sections including Developer and AI', () => {
    const tabs = settingsTabs(as('developer'));
    expect(SETTINGS.sections(specSectionCount(tabs))).toBe('8 разделов');
    expect(tabs.map((t) => t.value)).toContain('ai');
  });
  it.each(['owner', 'manager', 'employee', null] as const)('%s has 6 sections', (role) => {
    const tabs = settingsTabs(as(role));
    expect(SETTINGS.sections(specSectionCount(tabs))).toBe('6 разделов');
    expect(tabs.map((t) => t.value)).not.toContain('developer');
  });
  it('every section of a developer can be opened, API last', () => {
    expect(
      settingsTabs(as('developer'))
        .filter((t) => t.built)
        .map((t) => t.value),
    ).toEqual(['general', 'profile', 'notifications', 'birthdays', 'roles', 'backups', 'developer', 'ai', 'api']);
  });
  it('the API tab is shown to holders of settings.api only, and is not counted among the sections', () => {
    expect(settingsTabs(as('owner')).map((t) => t.value)).toContain('api');
    for (const role of ['manager', 'hr_manager', 'verifier', 'employee', null] as const) {
      expect(settingsTabs(as(role)).map((t) => t.value)).not.toContain('api');
    }
    const custom = settingsTabs({ myPermissions: ['settings', 'settings.api'] });
    expect(custom.map((t) => t.value)).toContain('api');
    expect(specSectionCount(custom)).toBe(6);
  });
});
