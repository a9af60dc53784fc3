import { declareEvent, sent } from '../../shared/events';

export interface CompanyDayStarted {
  companyId: number;
  /** The company's new local date, 'YYYY-MM-DD'. */
  date: string;
}

declare module '../../shared/events' {
  interface DomainEvents {
    /** The company's local day has begun (once per day across replicas: the birthday run that claims it). */
    companyDayStarted: CompanyDayStarted;
  }
}

/** Sent on the company's channel. */
export const COMPANY_DAY_STARTED = declareEvent('companyDayStarted', (event) =>
  sent('companyDayStarted', event.companyId, event),
);
