// The public face of the activity domain: what the domains above it and the wiring (app/) may use.
export { ActivityLog } from './activity-log.entity';
export { ActivityResolver } from './activity.graphql';
export { activityRoutes } from './activity.rest';
export { recordActivity, recordRefusal, type ActivityEntry } from './activity.service';
