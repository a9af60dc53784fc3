// The public face of the ledger feature: what the features above it and the shell may use.
export { LedgerHistory } from './components/LedgerHistory';
export { LedgerRecordModal } from './components/LedgerRecordModal';
