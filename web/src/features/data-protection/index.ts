// The public face of the data protection feature: what the features above it and the shell may use.
export { BackupAndRestore } from './components/BackupAndRestore';
