import { open, records } from './record-declaration';

/** The activity log: its before and after are guarded by property name, however deep. */
export const ACTIVITY_RECORDS = records({
  ActivityLog: {
    fields: {
      ...open('id', 'action', 'entityType', 'entityId', 'actorUserId', 'actorName', 'createdAt'),
      before: 'json',
      after: 'json',
    },
  },
});
