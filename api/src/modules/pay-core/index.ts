// The public face of the pay-core domain: what the domains above it and the wiring (app/) may use.
export { listedEmployee, requirePayRead, seesEmployee, type PayScope } from './pay-access';
export {
  AchievementIconEnum,
  AppliedRuleModeEnum,
  AppliedRuleSourceEnum,
  AssignmentTypeEnum,
  CalculationTypeEnum,
  PayChangeActionEnum,
  PayChangeSourceEnum,
  RulePeriodEnum,
  RuleTypeEnum,
  SalaryModeEnum,
  TeamBaseEnum,
  ThresholdTypeEnum,
  UnitTypeEnum,
} from './pay-enums.graphql';
export { resolvePeriod, type PeriodArgs } from './pay-period';
export { PAY_CHANGED, type PayEvent } from './pay.events';
export { PayrollFix } from './payroll-fix.entity';
export { type PayrollFixView } from './payroll-fix.view';
export { clearFixes, fixesForBackup, restoreFixes } from './fix-backup';
export {
  remapSnapshot,
  snapshotLines,
  snapshotOf,
  typedSnapshot,
  SNAPSHOT_LINES,
  type SnapshotLine,
  type SnapshotReferences,
} from './fix-snapshot';
export {
  assertNotFixed,
  insertFix,
  insertFixes,
  listFixRows,
  openFixesInPeriod,
  openFixesOfCompany,
  pageFixedMonths,
  openFixesOverlapping,
  pageChangedFixRows,
  pageFixRows,
  reopenFix,
} from './payroll-fixes';
export { assertMonthsNotInReview, assertPeriodsOpen, monthsOf } from './period-lock';
export { PayRunReview } from './pay-run-review.entity';
export {
  findReview,
  lockMonth,
  reviewSnapshot,
  saveDecision,
  saveSubmission,
  type PayRunReviewRow,
} from './pay-run-reviews';
