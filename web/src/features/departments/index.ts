// The public face of the departments feature: what the features above it and the shell may use.
export { useDepartments } from './hooks/useDepartments';
