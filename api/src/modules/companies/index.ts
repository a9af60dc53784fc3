// The public face of the companies domain: what the domains above it and the wiring (app/) may use.
export {
  companyCalendar,
  companyCalendars,
  companyCurrency,
  companyMembers,
  companyToday,
  isMember,
  loadCompany,
  type CompanyCalendar,
  type CompanyMember,
} from './company-queries';
export {
  companyForBackup,
  createCompanyFromBackup,
  demoteMembersWithout,
  replaceCompanySettings,
} from './company-backup';
export { Company } from './company.entity';
export { announceRestoredCompany } from './company.service';
export {
  COMPANY_SETTINGS,
  COMPANY_SETTINGS_CHANGED,
  MEMBER_ACCESS_CHANGED,
  type CompanySetting,
} from './company.events';
export { CompanyResolver } from './company.graphql';
export { companyRoutes } from './company.rest';
export { Invitation } from './members/invitation.entity';
export { MemberResolver } from './members/member.graphql';
export { memberRoutes } from './members/member.rest';
export { announceAccessChanged } from './members/member.service';
export { membershipDirectory } from './membership.directory';
export { Membership } from './membership.entity';
export { requireGrantable, type GrantChange } from './members/grant-guard';
