import type { Events } from '../../shared/events';
import { companyCache, type CompanyCache } from '../../shared/cache/company-cache';

/** Computed payrolls by company and period; a pay write, an employee or a department change makes them stale. */
export function payrollCache(events: Events): CompanyCache {
  return companyCache(events, 'payroll', ['payChanged', 'employeeChanged', 'departmentChanged']);
}
