import { canManageApiTokens, canUseDeveloperSettings, type PermissionHolder } from '@/shared/auth/roles';
import { SETTINGS } from './settings.messages';

export type SettingsTab = keyof typeof SETTINGS.tabs;

export interface SettingsTabDef {
  value: SettingsTab;
  label: string;
  /** Tabs whose feature does not exist yet are listed but cannot be opened: nothing fake is shown. */
  built: boolean;
  /**
   * Not one of the original's sections (the API tab, an addition): shown, but not counted in the
   * header's 'N разделов', which stays the original's 6, or 8 for a developer.
   */
  extra?: true;
}

const ALL: SettingsTabDef[] = [
  { value: 'general', label: SETTINGS.tabs.general, built: true },
  { value: 'profile', label: SETTINGS.tabs.profile, built: true },
  { value: 'notifications', label: SETTINGS.tabs.notifications, built: true },
  { value: 'birthdays', label: SETTINGS.tabs.birthdays, built: true },
  { value: 'roles', label: SETTINGS.tabs.roles, built: true },
  { value: 'backups', label: SETTINGS.tabs.backups, built: true },
  { value: 'developer', label: SETTINGS.tabs.developer, built: true },
  { value: 'ai', label: SETTINGS.tabs.ai, built: true },
  { value: 'api', label: SETTINGS.tabs.api, built: true, extra: true },
];

const DEVELOPER_ONLY = new Set<SettingsTab>(['developer', 'ai']);

/**
 * The original's six sections, plus Developer and AI analysis for the developer role (eight): the
 * role whose tree grants settings.developer (the built-in developer, or a custom role given it).
 * API (tokens) is shown to holders of settings.api (the owner and the developer by default).
 */
export function settingsTabs(company: PermissionHolder): SettingsTabDef[] {
  const developer = canUseDeveloperSettings(company);
  const api = canManageApiTokens(company);
  return ALL.filter((t) => (t.value === 'api' ? api : developer || !DEVELOPER_ONLY.has(t.value)));
}

/**
 * The header's count: the original's sections only ('6 разделов', '8 разделов' for a developer), so
 * the API tab, an addition for token managers, does not change the original's numbers.
 */
export const specSectionCount = (tabs: readonly SettingsTabDef[]) => tabs.filter((t) => !t.extra).length;
