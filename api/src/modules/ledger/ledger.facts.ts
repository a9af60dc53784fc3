import type { LedgerView } from './ledger.view';

/** The fact's name; importing it (stating or hearing the fact) brings this file's declaration along. */
export const LEDGER_RECORD_CREATED = 'ledgerRecordCreated';
export const LEDGER_RECORD_UPDATED = 'ledgerRecordUpdated';
export const LEDGER_RECORD_DELETED = 'ledgerRecordDeleted';

declare module '../../shared/domain-events' {
  interface DomainFacts {
    /** A bonus, penalty, advance or piecework payment was booked. */
    ledgerRecordCreated: LedgerView;
    /** A record's fields changed: the record after the change. */
    ledgerRecordUpdated: LedgerView;
    /** A record was removed: the record before the removal. */
    ledgerRecordDeleted: LedgerView;
  }
}
