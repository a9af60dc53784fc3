import type { ChangeKind } from '../../shared/events';
import type { CompanyView } from './company.view';

export interface CompanyEvent {
  kind: ChangeKind;
  companyId: number;
  company: CompanyView | null;
}

declare module '../../shared/events' {
  interface Topics {
    /** Scoped by company id: what the members of one company see change. */
    companyChanged: CompanyEvent;
    /** Scoped by user id: the caller's list of companies gained, changed or lost one. */
    myCompaniesChanged: CompanyEvent;
    /** Scoped by company id: a member joined, left, was removed or given another role. */
    membersChanged: { companyId: number };
  }
}
