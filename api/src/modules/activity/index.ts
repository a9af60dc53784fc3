// The public face of the activity domain: what the domains above it may use (lint refuses deeper imports).
export { recordActivity } from './activity.service';
