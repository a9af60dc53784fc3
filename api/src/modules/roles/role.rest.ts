import {
  body,
  bodyCompanyId,
  companyQuery,
  defineRoutes,
  docCompanyId,
  intId,
  param,
  query,
  successBody,
  withCompany,
} from '../../shared/rest';
import { z } from 'zod';
import { createRoleSchema, savePermissionsSchema, updateRoleSchema } from '@staffpay/schema/roles/role.schemas';
import { getTree, initializeTree, saveTree } from './permission-tree.service';
import { createRole, deleteRole, listRoles, updateRole } from './role.service';

/** Role ids are signed: the built-in roles' are negative. Anything else becomes NaN, answered 404. */
const roleId = (raw: string): number => (/^-?\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN);

const roleParams = { id: z.int().meta({ description: "The role's id: negative for the built-in roles" }) };

export const roleRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/system-roles',
      doc: { summary: 'Built-in and custom roles', query: companyQuery, response: 'Roles, highest priority first' },
      input: (req) => intId(query(req, 'companyId')),
      handler: (ctx, companyId) => listRoles(ctx, companyId),
    },
    {
      method: 'POST',
      path: '/api/system-roles',
      doc: { summary: 'Create a custom role', body: withCompany(createRoleSchema), response: 'The role' },
      status: 201,
      input: (req) => body(req),
      handler: (ctx, data) => createRole(ctx, bodyCompanyId(data), data),
    },
    {
      method: 'PATCH',
      path: '/api/system-roles/:id',
      doc: {
        summary: 'Change a custom role',
        params: roleParams,
        body: withCompany(updateRoleSchema),
        response: 'The role',
      },
      input: (req) => ({ id: roleId(param(req, 'id')), data: body(req) }),
      handler: (ctx, { id, data }) => updateRole(ctx, bodyCompanyId(data), id, data),
    },
    {
      method: 'DELETE',
      path: '/api/system-roles/:id',
      doc: { summary: 'Delete a custom role', params: roleParams, query: companyQuery, response: successBody },
      input: (req) => ({ id: roleId(param(req, 'id')), companyId: intId(query(req, 'companyId')) }),
      handler: (ctx, { id, companyId }) => deleteRole(ctx, companyId, id),
      output: () => ({ success: true }),
    },
    {
      method: 'GET',
      path: '/api/system-roles/:id/hierarchical-permissions',
      doc: {
        summary: "A role's permission tree",
        params: roleParams,
        query: z.object({ companyId: docCompanyId.optional() }),
        response: 'The tree',
      },
      input: (req) => {
        const companyId = query(req, 'companyId');
        return { id: roleId(param(req, 'id')), companyId: companyId === undefined ? undefined : intId(companyId) };
      },
      handler: (ctx, { id, companyId }) => getTree(ctx, id, companyId),
    },
    {
      method: 'POST',
      path: '/api/system-roles/:id/hierarchical-permissions/initialize',
      doc: {
        summary: "Create a role's tree from its grants",
        params: roleParams,
        body: withCompany(),
        response: 'The tree',
      },
      input: (req) => ({ id: roleId(param(req, 'id')), data: body(req) }),
      handler: (ctx, { id, data }) => initializeTree(ctx, bodyCompanyId(data), id),
    },
    {
      method: 'PUT',
      path: '/api/system-roles/:id/hierarchical-permissions',
      doc: {
        summary: "Save a role's permission tree",
        params: roleParams,
        body: withCompany(savePermissionsSchema),
        response: 'The tree',
      },
      input: (req) => ({ id: roleId(param(req, 'id')), data: body(req) }),
      handler: (ctx, { id, data }) => saveTree(ctx, bodyCompanyId(data), id, data),
    },
  ],
  'Roles',
);
