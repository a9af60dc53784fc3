/** The company settings a member can change, in the settings screen's order. */
export const COMPANY_SETTINGS = [
  'name',
  'description',
  'language',
  'timezone',
  'currency',
  'logo',
  'showBirthdaysOnDashboard',
  'birthdayNotificationDays',
] as const;
export type CompanySetting = (typeof COMPANY_SETTINGS)[number];

export interface CompanySettingsChanged {
  company: { id: number; name: string };
  /** Never empty: a save that changes nothing states no fact. */
  changed: CompanySetting[];
}

/** The fact's name; importing it (stating or hearing the fact) brings this file's declaration along. */
export const COMPANY_SETTINGS_CHANGED = 'companySettingsChanged';

declare module '../../shared/domain-events' {
  interface DomainFacts {
    companySettingsChanged: CompanySettingsChanged;
  }
}
