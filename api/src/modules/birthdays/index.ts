// The public face of the birthdays domain: what the domains above it may use (lint refuses deeper imports).
export { publishCompanyDayStarted } from './birthday.events';
export { BirthdayEntryType } from './birthday.graphql';
export { TODAY_MOVED_BY, todaysList } from './birthday.service';
export { type BirthdayView } from './birthday.view';
export { celebratedBetween } from './celebrated';
