// The public face of the outbox domain: what the domains above it and the wiring (app/) may use.
export { OutboxEvent } from './outbox-event.entity';
export { EVENTS_CHANNEL, claimEvents, markDispatched, recordEvent, type PendingEvent } from './event-outbox';
export { deleteExpiredEvents, scheduleEventRetention, type EventRetention } from './event-retention';
export { countEventsAfter, eventsAfter, storedEvent, type StoredEventRow } from './event-feed-queries';
