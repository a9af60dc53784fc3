// The public face of the roles domain: what the domains above it and the wiring (app/) may use.
export { RolePermission } from './role-permission.entity';
export { customRoleCodes, roleDirectory } from './role.directory';
export { RoleResolver } from './role.graphql';
export { roleRoutes } from './role.rest';
export { CustomRole } from './custom-role.entity';
export { clearRoles, restoreRoles, rolesForBackup } from './role-backup';
export { publishRoleChanged } from './role.events';
