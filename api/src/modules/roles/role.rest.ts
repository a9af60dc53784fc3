import { body, bodyCompanyId, defineRoutes, intId, param, query } from '../../shared/rest';
import { getTree, initializeTree, saveTree } from './permission-tree.service';
import { createRole, deleteRole, listRoles, updateRole } from './role.service';

/** Role ids are signed: the built-in roles' are negative. Anything else becomes NaN, answered 404. */
const roleId = (raw: string): number => (/^-?\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN);

export const roleRoutes = defineRoutes([
  {
    method: 'GET',
    path: '/api/system-roles',
    input: (req) => intId(query(req, 'companyId')),
    handler: (ctx, companyId) => listRoles(ctx, companyId),
  },
  {
    method: 'POST',
    path: '/api/system-roles',
    status: 201,
    input: (req) => body(req),
    handler: (ctx, data) => createRole(ctx, bodyCompanyId(data), data),
  },
  {
    method: 'PATCH',
    path: '/api/system-roles/:id',
    input: (req) => ({ id: roleId(param(req, 'id')), data: body(req) }),
    handler: (ctx, { id, data }) => updateRole(ctx, bodyCompanyId(data), id, data),
  },
  {
    method: 'DELETE',
    path: '/api/system-roles/:id',
    input: (req) => ({ id: roleId(param(req, 'id')), companyId: intId(query(req, 'companyId')) }),
    handler: (ctx, { id, companyId }) => deleteRole(ctx, companyId, id),
    output: () => ({ success: true }),
  },
  {
    method: 'GET',
    path: '/api/system-roles/:id/hierarchical-permissions',
    input: (req) => {
      const companyId = query(req, 'companyId');
      return { id: roleId(param(req, 'id')), companyId: companyId === undefined ? undefined : intId(companyId) };
    },
    handler: (ctx, { id, companyId }) => getTree(ctx, id, companyId),
  },
  {
    method: 'POST',
    path: '/api/system-roles/:id/hierarchical-permissions/initialize',
    input: (req) => ({ id: roleId(param(req, 'id')), data: body(req) }),
    handler: (ctx, { id, data }) => initializeTree(ctx, bodyCompanyId(data), id),
  },
  {
    method: 'PUT',
    path: '/api/system-roles/:id/hierarchical-permissions',
    input: (req) => ({ id: roleId(param(req, 'id')), data: body(req) }),
    handler: (ctx, { id, data }) => saveTree(ctx, bodyCompanyId(data), id, data),
  },
]);
