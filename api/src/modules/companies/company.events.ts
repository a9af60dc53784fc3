import { declareEvent, sent, type ChangeKind } from '../../shared/events';
import type { CompanyView } from './company.view';

export interface CompanyEvent {
  kind: ChangeKind;
  companyId: number;
  company: CompanyView | null;
}

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
  /** Never empty: a save that changes nothing states no event. */
  changed: CompanySetting[];
}

/**
 * What these members may do in the company changed: their role, their role's grants, or their
 * membership. `company` is the company as each now sees it (their role's code and grants); null
 * when they are no longer a member.
 */
export interface MemberAccessChanged {
  companyId: number;
  members: { userId: number; company: CompanyView | null }[];
}

declare module '../../shared/events' {
  interface DomainEvents {
    /** What the members of one company see change. */
    companyChanged: CompanyEvent;
    /** User `userId`'s list of companies gained, changed or lost one. */
    myCompaniesChanged: CompanyEvent & { userId: number };
    /** A member joined, left, was removed or given another role. */
    membersChanged: { companyId: number };
    companySettingsChanged: CompanySettingsChanged;
    memberAccessChanged: MemberAccessChanged;
  }
}

/** Sent on the company's channel. */
export const COMPANY_CHANGED = declareEvent('companyChanged', (event) =>
  sent('companyChanged', event.companyId, event),
);
/** Sent on the user's channel. */
export const MY_COMPANIES_CHANGED = declareEvent('myCompaniesChanged', (event) =>
  sent('myCompaniesChanged', event.userId, event),
);
/** Sent on the company's channel. */
export const MEMBERS_CHANGED = declareEvent('membersChanged', (event) =>
  sent('membersChanged', event.companyId, event),
);
/** Heard here only (notifications). */
export const COMPANY_SETTINGS_CHANGED = declareEvent('companySettingsChanged');
/**
 * Each member's tabs get the company again (or lose it), and their subscriptions to it re-check
 * what they may see (`membershipChanged`, shared/tenancy/live.ts); heard here by the dashboards.
 */
export const MEMBER_ACCESS_CHANGED = declareEvent('memberAccessChanged', ({ companyId, members }) =>
  members.flatMap(({ userId, company }) => [
    sent('myCompaniesChanged', userId, { userId, kind: company ? 'updated' : 'deleted', companyId, company }),
    sent('membershipChanged', userId, { userId, companyId }),
  ]),
);
