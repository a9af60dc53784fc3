import { open, records } from '../records/record-declaration';

/**
 * An event of the feed: its data is a record as the API answers it, already shaped for the
 * reader by the service, and guarded again by property name however deep (as the activity log's).
 */
export const EVENT_FEED_RECORDS = records({
  StoredEvent: {
    fields: {
      ...open('id', 'type', 'companyId', 'occurredAt'),
      data: 'json',
    },
  },
  /** GET /api/companies/{id}/events: a page of events and where to go on from. */
  StoredEventPage: {
    fields: {
      ...open('nextCursor', 'hasMore'),
      events: { of: 'StoredEvent' },
    },
  },
});
