// The public face of the reports domain: what the domains above it and the wiring (app/) may use.
export { ReportResolver, ReportSummaryTwinsResolver } from './report.graphql';
export { reportRoutes } from './report.rest';
export { ChartsResolver } from './charts.graphql';
export { chartRoutes } from './charts.rest';
