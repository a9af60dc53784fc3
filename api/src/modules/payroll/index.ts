// The public face of the payroll domain: what the domains above it may use (lint refuses deeper imports).
export { type EmployeeCardView } from './card.view';
export { baseRateOf, thresholdsOf } from './figure-views';
export { DashboardStatsType, PeriodType } from './figures.graphql';
export { changedFigure } from './pay-feed-views';
export { payFeeds, type PayUpdate } from './pay-feed';
export { computeFor, computePeriod, type Computed } from './payroll-compute';
export { type CardPerson } from './payroll-loader';
export { PAYROLL_FIXED } from './payroll-fix.facts';
