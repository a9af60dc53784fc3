import { companyCache, type CompanyCache } from '../../../shared/cache/company-cache';
import type { Events } from '../../../shared/events';

/** Whole staff lists by company and month: any staff change, or a pay change (the month's figures), makes them stale. */
export function staffListCache(events: Events): CompanyCache {
  return companyCache(events, 'staffList', ['employeeChanged', 'departmentChanged', 'branchChanged', 'payChanged']);
}
