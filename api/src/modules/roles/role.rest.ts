import { body, companyAndBody, defineRoutes, param, successBody } from '../../shared/rest';
import { z } from 'zod';
import { createRoleSchema, savePermissionsSchema, updateRoleSchema } from '@staffpay/schema/roles/role.schemas';
import { getTree, initializeTree, saveTree } from './permission-tree.service';
import { createRole, deleteRole, listRoles, updateRole } from './role.service';
import { permissionEntryAnswer, roleAnswer } from '@staffpay/schema/roles/role.responses';

/** Role ids are signed: the built-in roles' are negative. Anything else becomes NaN, answered 404. */
const roleId = (raw: string): number => (/^-?\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN);

const roleParams = { id: z.int().meta({ description: "The role's id: negative for the built-in roles" }) };

export const roleRoutes = defineRoutes(
  [
    {
      method: 'GET',
      path: '/api/system-roles',
      doc: { summary: 'Built-in and custom roles', response: z.array(roleAnswer) },
      company: 'query',
      handler: (ctx, companyId) => listRoles(ctx, companyId),
    },
    {
      method: 'POST',
      path: '/api/system-roles',
      doc: { summary: 'Create a custom role', body: createRoleSchema, response: roleAnswer },
      status: 201,
      company: 'body',
      input: companyAndBody,
      handler: (ctx, { companyId, data }) => createRole(ctx, companyId, data),
    },
    {
      method: 'PATCH',
      path: '/api/system-roles/:id',
      doc: {
        summary: 'Change a custom role',
        params: roleParams,
        body: updateRoleSchema,
        response: roleAnswer,
      },
      company: 'body',
      input: (req, companyId) => ({ companyId, id: roleId(param(req, 'id')), data: body(req) }),
      handler: (ctx, { companyId, id, data }) => updateRole(ctx, companyId, id, data),
    },
    {
      method: 'DELETE',
      path: '/api/system-roles/:id',
      doc: { summary: 'Delete a custom role', params: roleParams, response: successBody },
      company: 'query',
      input: (req, companyId: number | undefined) => ({ id: roleId(param(req, 'id')), companyId }),
      handler: (ctx, { id, companyId }) => deleteRole(ctx, companyId, id),
      output: () => ({ success: true }),
    },
    {
      method: 'GET',
      path: '/api/system-roles/:id/hierarchical-permissions',
      doc: {
        summary: "A role's permission tree",
        params: roleParams,
        response: z.array(permissionEntryAnswer),
      },
      company: { in: 'query', optional: true },
      input: (req, companyId: number | undefined) => ({ id: roleId(param(req, 'id')), companyId }),
      handler: (ctx, { id, companyId }) => getTree(ctx, id, companyId),
    },
    {
      method: 'POST',
      path: '/api/system-roles/:id/hierarchical-permissions/initialize',
      doc: {
        summary: "Create a role's tree from its grants",
        params: roleParams,
        response: z.array(permissionEntryAnswer),
      },
      company: 'body',
      input: (req, companyId) => ({ companyId, id: roleId(param(req, 'id')) }),
      handler: (ctx, { companyId, id }) => initializeTree(ctx, companyId, id),
    },
    {
      method: 'PUT',
      path: '/api/system-roles/:id/hierarchical-permissions',
      doc: {
        summary: "Save a role's permission tree",
        params: roleParams,
        body: savePermissionsSchema,
        response: z.array(permissionEntryAnswer),
      },
      company: 'body',
      input: (req, companyId) => ({ companyId, id: roleId(param(req, 'id')), data: body(req) }),
      handler: (ctx, { companyId, id, data }) => saveTree(ctx, companyId, id, data),
    },
  ],
  'Roles',
);
