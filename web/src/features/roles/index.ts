// The public face of the roles feature: what the features above it and the shell may use.
export { useCompanyRoles, useRoles } from './hooks/useRoles';
export { namesOf, sortRoles } from './role-view';
