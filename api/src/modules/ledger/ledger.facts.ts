import type { LedgerView } from './ledger.view';

/** The fact's name; importing it (stating or hearing the fact) brings this file's declaration along. */
export const LEDGER_RECORD_CREATED = 'ledgerRecordCreated';

declare module '../../shared/domain-events' {
  interface DomainFacts {
    /** A bonus, penalty, advance or piecework payment was booked. */
    ledgerRecordCreated: LedgerView;
  }
}
