// The public face of the birthdays domain: what the domains above it and the wiring (app/) may use.
export { COMPANY_DAY_STARTED } from './birthday.events';
export { BirthdayEntryType, BirthdayResolver } from './birthday.graphql';
export { birthdayRoutes } from './birthday.rest';
export { TODAY_MOVED_BY, todaysList } from './birthday.service';
export { type BirthdayView } from './birthday.view';
export { celebratedBetween } from './celebrated';
