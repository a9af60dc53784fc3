// The public face of the reports domain: what the domains above it and the wiring (app/) may use.
export { ReportResolver, ReportSummaryTwinsResolver } from './report.graphql';
export { reportRoutes } from './report.rest';
