import { declareStoredEvent, sent, stored, type ChangeKind } from '../../shared/events';
import type { LedgerView } from './ledger.view';

/** A record's fields changed: the record before and after the change. */
export interface LedgerRecordUpdated {
  before: LedgerView;
  after: LedgerView;
}

declare module '../../shared/events' {
  interface DomainEvents {
    /** A bonus, penalty, advance or piecework payment was booked. */
    ledgerRecordCreated: LedgerView;
    ledgerRecordUpdated: LedgerRecordUpdated;
    /** A record was removed: the record before the removal. */
    ledgerRecordDeleted: LedgerView;
  }
}

/** The pay screens recompute the employees and dates whose figures may have changed, before and after. */
const payOf = (action: ChangeKind, view: LedgerView, was = view) =>
  sent('payChanged', view.companyId, {
    companyId: view.companyId,
    source: 'ledger',
    action,
    id: view.id,
    employeeIds: [...new Set([was.employeeId, view.employeeId])],
    dates: [...new Set([was.appliedDate, view.appliedDate])],
  });

/** Heard here by notifications (a booking); stored for webhooks (the record after the change; a deletion: before it). */
export const LEDGER_RECORD_CREATED = declareStoredEvent(
  'ledgerRecordCreated',
  (view) => payOf('created', view),
  (view) => stored('ledger.record.created', view.companyId, view),
);
export const LEDGER_RECORD_UPDATED = declareStoredEvent(
  'ledgerRecordUpdated',
  ({ before, after }) => payOf('updated', after, before),
  ({ after }) => stored('ledger.record.updated', after.companyId, after),
);
export const LEDGER_RECORD_DELETED = declareStoredEvent(
  'ledgerRecordDeleted',
  (view) => payOf('deleted', view),
  (view) => stored('ledger.record.deleted', view.companyId, view),
);
