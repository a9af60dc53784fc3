// The public face of the ledger domain: what the domains above it and the wiring (app/) may use.
export { selectLedgerViews } from './ledger-query';
export { LedgerRecord } from './ledger-record.entity';
export { loadLedgerForEngine } from './ledger.engine-input';
export { LEDGER_RECORD_CREATED, LEDGER_RECORD_DELETED, LEDGER_RECORD_UPDATED } from './ledger.events';
export { LedgerRecordType, LedgerResolver, LedgerTypeEnum } from './ledger.graphql';
export { ledgerRoutes } from './ledger.rest';
export { listLedgerRecords } from './ledger.service';
export { type LedgerView } from './ledger.view';
export { ledgerIntegrity } from './ledger-integrity';
export { clearLedger, ledgerForBackup, restoreLedger } from './ledger-backup';
