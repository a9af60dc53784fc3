// The public face of the payroll domain: what the domains above it and the wiring (app/) may use.
export { type EmployeeCardView } from './card.view';
export { employeeFigureSource } from './employee-figures';
export { baseRateOf, thresholdsOf } from './figure-views';
export { DashboardStatsType, PeriodType } from './figures.graphql';
export { payFeeds, type PayUpdate } from './pay-feed';
export { changedFigure } from './pay-feed-views';
export { PayFeedResolver } from './pay-feed.graphql';
export { GoalProgressResolver } from './goal-progress.graphql';
export { goalProgressRoutes } from './goal-progress.rest';
export { computeFor, computePeriod, type Computed } from './payroll-compute';
export { PAYROLL_FIXED, PAYROLL_REOPENED } from './payroll-fix.events';
export { PAY_RUN_APPROVED, PAY_RUN_RETURNED, PAY_RUN_SUBMITTED } from './pay-run.events';
export { type CardPerson } from './payroll-loader';
export { PayrollResolver } from './payroll.graphql';
export { PayrollFixSnapshotResolver } from './payroll-fix.graphql';
export { PayRunResolver } from './pay-run.graphql';
export { PayRunAnomaliesResolver } from './pay-run-anomalies.graphql';
export { AppliedRuleTwinsResolver, EmployeeCardTwinsResolver, PayEventTwinsResolver } from './typed-twins.graphql';
export { payrollRoutes } from './payroll.rest';
export { employeeCards } from './figures.service';
export { fixAnswer, listFixes } from './payroll-fix.service';
export { listPerformance } from './performance.service';
export {
  EVERY_PAY_FIELD,
  maskCard,
  maskStats,
  payFieldsKey,
  payFieldsOf,
  type MaskedCard,
  type PayFields,
} from './pay-fields';
export { PerformanceRecord } from './performance-record.entity';
export { performanceIntegrity } from './performance-integrity';
export { clearPerformance, performanceForBackup, restorePerformance } from './performance-backup';
