import { canUseDeveloperSettings, type PermissionHolder } from '@/shared/auth/roles';
import { SETTINGS } from './settings.messages';

export type SettingsTab = keyof typeof SETTINGS.tabs;

export interface SettingsTabDef {
  value: SettingsTab;
  label: string;
  /** Tabs whose feature does not exist yet are listed but cannot be opened: nothing fake is shown. */
  built: boolean;
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
];

const DEVELOPER_ONLY = new Set<SettingsTab>(['developer', 'ai']);

/**
 * Spec 2: six sections, plus Developer and AI analysis for the developer role (eight): the role
 * whose tree grants settings.developer (the built-in developer, or a custom role given it).
 */
export function settingsTabs(company: PermissionHolder): SettingsTabDef[] {
  const developer = canUseDeveloperSettings(company);
  return ALL.filter((t) => developer || !DEVELOPER_ONLY.has(t.value));
}
