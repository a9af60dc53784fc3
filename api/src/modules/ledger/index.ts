// The public face of the ledger domain: what the domains above it may use (lint refuses deeper imports).
export { selectLedgerViews } from './ledger-query';
export { loadLedgerForEngine } from './ledger.engine-input';
export { LedgerRecordType } from './ledger.graphql';
export { type LedgerView } from './ledger.view';
export { LEDGER_RECORD_CREATED } from './ledger.facts';
