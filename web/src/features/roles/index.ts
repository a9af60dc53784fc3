// The public face of the roles feature: what the features above it and the shell may use.
export { useCompanyRoles, useSystemRoles } from './hooks/useSystemRoles';
export { namesOf, sortRoles } from './role-view';
