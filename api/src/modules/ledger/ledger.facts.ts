import type { LedgerView } from './ledger.view';

declare module '../../shared/domain-events' {
  interface DomainFacts {
    /** A bonus, penalty, advance or piecework payment was booked. */
    ledgerRecordCreated: LedgerView;
  }
}
