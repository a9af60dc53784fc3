// The public face of the branches feature: what the features above it and the shell may use.
export { useBranches } from './hooks/useBranches';
