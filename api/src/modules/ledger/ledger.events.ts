import { declareEvent, sent, type ChangeKind } from '../../shared/events';
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

/** Heard here by notifications (a booking) and webhooks. */
export const LEDGER_RECORD_CREATED = declareEvent('ledgerRecordCreated', (view) => payOf('created', view));
export const LEDGER_RECORD_UPDATED = declareEvent('ledgerRecordUpdated', ({ before, after }) =>
  payOf('updated', after, before),
);
export const LEDGER_RECORD_DELETED = declareEvent('ledgerRecordDeleted', (view) => payOf('deleted', view));
