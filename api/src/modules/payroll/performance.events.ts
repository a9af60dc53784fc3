import { declareStoredEvent, sent, stored, type ChangeKind } from '../../shared/events';
import type { PerformanceView } from './performance.view';

/** A record's fields changed: the record before and after the change. */
export interface PerformanceRecordUpdated {
  before: PerformanceView;
  after: PerformanceView;
}

declare module '../../shared/events' {
  interface DomainEvents {
    /** A performance record (orders and profit of a span) was saved, by itself or with a fix. */
    performanceRecordCreated: PerformanceView;
    performanceRecordUpdated: PerformanceRecordUpdated;
    /** A record was removed: the record before the removal. */
    performanceRecordDeleted: PerformanceView;
  }
}

/** The pay screens recompute the employees and dates whose figures may have changed, before and after. */
const payOf = (action: ChangeKind, view: PerformanceView, was = view) =>
  sent('payChanged', view.companyId, {
    companyId: view.companyId,
    source: 'performance',
    action,
    id: view.id,
    employeeIds: [...new Set([was.employeeId, view.employeeId])],
    dates: [...new Set([was.endDate, view.endDate])],
  });

/**
 * Stored for webhooks and the events feed (the record after the change; a deletion: before it).
 * Its orders and profit are hidden from a reader without salaries.field.profit as in the API
 * (the dispatcher's dataAsSeenBy guards them by their record declaration).
 */
export const PERFORMANCE_RECORD_CREATED = declareStoredEvent(
  'performanceRecordCreated',
  (view) => payOf('created', view),
  (view) => stored('performance.record.created', view.companyId, view),
);
export const PERFORMANCE_RECORD_UPDATED = declareStoredEvent(
  'performanceRecordUpdated',
  ({ before, after }) => payOf('updated', after, before),
  ({ after }) => stored('performance.record.updated', after.companyId, after),
);
export const PERFORMANCE_RECORD_DELETED = declareStoredEvent(
  'performanceRecordDeleted',
  (view) => payOf('deleted', view),
  (view) => stored('performance.record.deleted', view.companyId, view),
);
