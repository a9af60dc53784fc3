// The public face of the companies domain: what the domains above it may use (lint refuses deeper imports).
export {
  companyCalendar,
  companyCalendars,
  companyCurrency,
  companyMembers,
  companyToday,
  isMember,
  loadCompany,
  type CompanyCalendar,
} from './company-queries';
export { Company } from './company.entity';
export { COMPANY_SETTINGS, COMPANY_SETTINGS_CHANGED, type CompanySetting } from './company.facts';
