import { z } from 'zod';
import { PERMISSION_KEYS, PERMISSION_LEVELS, PERMISSION_MODULES } from './permission-tree';
import { ROLE_COLORS } from './role.schemas';

const permissionKey = z.enum(PERMISSION_KEYS as [string, ...string[]]).meta({ description: 'A permission key' });

export const roleAnswer = z
  .object({
    id: z.int().meta({ description: 'The role; built-in roles have negative ids' }),
    companyId: z.int().nullable().meta({ description: 'The company' }),
    name: z.string().meta({ description: 'Name' }),
    code: z.string().meta({ description: 'Its code, what memberships name (`owner`, `cashier`…)' }),
    description: z.string().nullable().meta({ description: 'Description' }),
    color: z.enum(ROLE_COLORS).meta({ description: 'Badge colour' }),
    priority: z.int().meta({ description: 'Higher first' }),
    permissions: z.array(permissionKey).meta({ description: "The effective grants, in the tree's order" }),
    isBuiltIn: z.boolean().meta({ description: 'Whether it is built in (not editable)' }),
    userCount: z.int().nonnegative().meta({ description: 'Members holding it' }),
  })
  .meta({ id: 'Role', description: 'A built-in or custom role' });

const flag = (description: string) => z.boolean().meta({ description });

export const permissionEntryAnswer = z
  .object({
    id: z.int().positive().meta({ description: 'The entry' }),
    roleId: z.int().positive().meta({ description: 'The custom role' }),
    module: z.enum(PERMISSION_MODULES).meta({ description: 'Its module' }),
    level: z.enum(PERMISSION_LEVELS).meta({ description: 'Module, action or field' }),
    permissionKey,
    permissionName: z.string().meta({ description: 'Its name, in Russian' }),
    description: z.string().nullable().meta({ description: 'What it allows, in Russian' }),
    parentId: z.int().nullable().meta({ description: "The module's entry; null for a module" }),
    isGranted: flag('Granted (a key with no action word)'),
    canView: flag('Granted, for a `view` key'),
    canCreate: flag('Granted, for a `create` key'),
    canEdit: flag('Granted, for an `edit` key'),
    canDelete: flag('Granted, for a `delete` key'),
    canApprove: flag('Granted, for an `approve` key'),
    conditions: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: 'Limits of the grant (`{ maxAmount }`), or null' }),
    metadata: z.record(z.string(), z.unknown()).nullable().meta({ description: 'Free-form, or null' }),
    sortOrder: z.int().meta({ description: 'Its place in the tree' }),
  })
  .meta({ id: 'PermissionEntry', description: "One entry of a custom role's permission tree" });
