import type { AppDeps } from '../../shared/context';

export interface CompanyDayStarted {
  companyId: number;
  /** The company's new local date, 'YYYY-MM-DD'. */
  date: string;
}

declare module '../../shared/events' {
  interface Topics {
    /** Scoped by company id: the company's local day has begun (once per day across replicas). */
    companyDayStarted: CompanyDayStarted;
  }
}

/** After the commit that claimed the company's day (see the birthday notification runs). */
export function publishCompanyDayStarted(app: AppDeps, event: CompanyDayStarted): Promise<void> {
  return app.events.publish('companyDayStarted', event.companyId, event);
}
