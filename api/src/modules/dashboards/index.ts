// The public face of the dashboards domain: what the domains above it and the wiring (app/) may use.
export { CustomDashboard } from './dashboard.entity';
export { CustomDashboardResolver } from './dashboard.graphql';
export { DashboardScreenResolver } from './screen.graphql';
export { dashboardRoutes } from './dashboard.rest';
export { screenRoutes } from './screen.rest';
export { SharedDashboardResolver } from './shared-dashboard.graphql';
export { listenForEditorAccess } from './editor-access.listeners';
export {
  announceDashboardsReplaced,
  clearDashboards,
  dashboardsForBackup,
  restoreDashboards,
} from './dashboard-backup';
