import { JSONObjectResolver } from 'graphql-scalars';
import {
  Arg,
  Ctx,
  Field,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { CompanyIdArg } from '../../shared/graphql/company-arg';
import type { RequestContext } from '../../shared/context';
import { getTree, initializeTree, saveTree } from './permission-tree.service';
import { roleListChanges } from './role-live';
import { createRole, deleteRole, listRoles, updateRole } from './role.service';
import type { RoleView } from './role.view';

// The schema's name predates custom roles and stays (a GraphQL type cannot be deprecated); the code says Role.
@ObjectType('SystemRole', { description: 'A built-in role (negative id, isBuiltIn) or a custom role of the company' })
export class RoleType {
  @Field(() => Int, {
    description: 'Negative for built-in roles (the same in every company), positive for custom ones',
  })
  id: number;
  @Field(() => String, { description: 'Display name' }) name: string;
  @Field(() => String, { description: 'Lowercase, underscores for spaces; locked after creation' }) code: string;
  @Field(() => String, { description: 'Free text; null when not given', nullable: true }) description: string | null;
  @Field(() => String, { description: 'red, orange, yellow, green, blue, purple, pink or gray' }) color: string;
  @Field(() => Int, { description: '1..100; lists show the highest first' }) priority: number;
  @Field(() => [String], { description: 'The permission-tree keys the role grants, module switches included' })
  permissions: string[];
  @Field(() => Boolean, { description: 'true for the six built-in roles, which never change' }) isBuiltIn: boolean;
  @Field(() => Int, { description: 'Members holding the role in this company' }) userCount: number;
}

@ObjectType('HierarchicalPermission', { description: 'One entry of a role’s permission tree' })
export class HierarchicalPermissionType {
  @Field(() => Int, { description: 'The tree entry’s id (send it back to save)' }) id: number;
  @Field(() => Int, { description: 'The role’s id' }) roleId: number;
  @Field(() => String, { description: 'The module the key belongs to (employees, salaries, …)' }) module: string;
  @Field(() => String, { description: 'module, action or field' }) level: string;
  @Field(() => String, { description: 'The permission-tree key, e.g. salaries.view' }) permissionKey: string;
  @Field(() => String, { description: 'Display name of the key' }) permissionName: string;
  @Field(() => String, { description: 'What the key allows; null when not given', nullable: true }) description:
    string | null;
  @Field(() => Int, { description: 'The parent entry’s id; null for a module', nullable: true }) parentId:
    number | null;
  @Field(() => Boolean, { description: 'Whether the role grants the key' }) isGranted: boolean;
  @Field(() => Boolean, { description: 'Legacy flag, kept with isGranted' }) canView: boolean;
  @Field(() => Boolean, { description: 'Legacy flag, kept with isGranted' }) canCreate: boolean;
  @Field(() => Boolean, { description: 'Legacy flag, kept with isGranted' }) canEdit: boolean;
  @Field(() => Boolean, { description: 'Legacy flag, kept with isGranted' }) canDelete: boolean;
  @Field(() => Boolean, { description: 'Legacy flag, kept with isGranted' }) canApprove: boolean;
  @Field(() => JSONObjectResolver, {
    description: 'Free-form conditions, stored as given; null when none',
    nullable: true,
  })
  conditions: Record<string, unknown> | null;
  @Field(() => JSONObjectResolver, {
    description: 'Free-form metadata, stored as given; null when none',
    nullable: true,
  })
  metadata: Record<string, unknown> | null;
  @Field(() => Int, { description: 'Position among its siblings' }) sortOrder: number;
}

@InputType('SystemRoleInput', { description: 'A custom role’s fields' })
class RoleInput {
  @Field(() => String, { description: 'Display name, unique in the company' }) name: string;
  @Field(() => String, { nullable: true, description: 'Required on create; an update may repeat it, never change it' })
  code?: string | null;
  @Field(() => String, { description: 'Free text', nullable: true }) description?: string | null;
  @Field(() => String, { description: 'red, orange, yellow, green, blue, purple, pink or gray', nullable: true })
  color?: string | null;
  @Field(() => Int, { nullable: true, description: 'Default 50' }) priority?: number | null;
  @Field(() => [String], { nullable: true, description: 'The keys to grant; absent keeps them (a new role: none)' })
  permissions?: string[] | null;
}

@InputType({ description: 'One tree entry to save, by id; absent flags keep their value' })
class HierarchicalPermissionInput {
  @Field(() => Int, { description: 'The tree entry’s id' }) id: number;
  @Field(() => Boolean, { description: 'Whether the role grants the key', nullable: true }) isGranted?: boolean | null;
  @Field(() => Boolean, { description: 'Legacy flag', nullable: true }) canView?: boolean | null;
  @Field(() => Boolean, { description: 'Legacy flag', nullable: true }) canCreate?: boolean | null;
  @Field(() => Boolean, { description: 'Legacy flag', nullable: true }) canEdit?: boolean | null;
  @Field(() => Boolean, { description: 'Legacy flag', nullable: true }) canDelete?: boolean | null;
  @Field(() => Boolean, { description: 'Legacy flag', nullable: true }) canApprove?: boolean | null;
  @Field(() => JSONObjectResolver, { description: 'Free-form conditions', nullable: true }) conditions?: Record<
    string,
    unknown
  > | null;
  @Field(() => JSONObjectResolver, { description: 'Free-form metadata', nullable: true }) metadata?: Record<
    string,
    unknown
  > | null;
}

/** GraphQL leaves absent flags undefined and sends nulls; the contract reads both as off. */
const plain = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries({ ...input }).filter(([, v]) => v !== null && v !== undefined));

@Resolver()
export class RoleResolver {
  @Query(() => [RoleType], { description: 'Built-in and custom roles, highest priority first (roles.view)' })
  systemRoles(@Ctx() ctx: RequestContext, @CompanyIdArg() companyId: number) {
    return listRoles(ctx, companyId);
  }

  @Query(() => [HierarchicalPermissionType], {
    description: 'A role’s permission tree: a built-in role’s preset, or a custom role’s (empty before initialisation)',
  })
  rolePermissions(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('roleId', () => Int, { description: 'The role’s id (negative for a built-in role)' }) roleId: number,
  ) {
    return getTree(ctx, roleId, companyId);
  }

  @Mutation(() => RoleType, { description: 'roles.create; the role grants only the permissions given' })
  createRole(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('input', () => RoleInput, { description: 'The new role' }) input: RoleInput,
  ) {
    return createRole(ctx, companyId, plain(input));
  }

  @Mutation(() => RoleType, { description: 'roles.edit; built-in roles are never changed' })
  updateRole(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The custom role’s id' }) id: number,
    @Arg('input', () => RoleInput, { description: 'The role’s new fields' }) input: RoleInput,
  ) {
    return updateRole(ctx, companyId, id, plain(input));
  }

  @Mutation(() => Boolean, { description: 'roles.delete; refused (CONFLICT) while a member holds the role' })
  deleteRole(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The custom role’s id' }) id: number,
  ) {
    return deleteRole(ctx, companyId, id);
  }

  // The first names said "system" of what are the company's custom roles; kept for existing clients.
  @Mutation(() => RoleType, {
    description: 'roles.create; the role grants only the permissions given',
    deprecationReason: 'Use createRole',
  })
  createSystemRole(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('input', () => RoleInput, { description: 'The new role' }) input: RoleInput,
  ) {
    return this.createRole(ctx, companyId, input);
  }

  @Mutation(() => RoleType, {
    description: 'roles.edit; built-in roles are never changed',
    deprecationReason: 'Use updateRole',
  })
  updateSystemRole(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The custom role’s id' }) id: number,
    @Arg('input', () => RoleInput, { description: 'The role’s new fields' }) input: RoleInput,
  ) {
    return this.updateRole(ctx, companyId, id, input);
  }

  @Mutation(() => Boolean, {
    description: 'roles.delete; refused (CONFLICT) while a member holds the role',
    deprecationReason: 'Use deleteRole',
  })
  deleteSystemRole(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The custom role’s id' }) id: number,
  ) {
    return this.deleteRole(ctx, companyId, id);
  }

  @Mutation(() => [HierarchicalPermissionType], { description: 'roles.edit; idempotent' })
  initializeRolePermissions(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('roleId', () => Int, { description: 'The custom role’s id' }) roleId: number,
  ) {
    return initializeTree(ctx, companyId, roleId);
  }

  @Mutation(() => [HierarchicalPermissionType], {
    description: 'roles.edit; the whole tree by entry id; holders’ subscriptions the new grants no longer allow end',
  })
  saveRolePermissions(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('roleId', () => Int, { description: 'The custom role’s id' }) roleId: number,
    @Arg('permissions', () => [HierarchicalPermissionInput], { description: 'The tree entries to save' })
    permissions: HierarchicalPermissionInput[],
  ) {
    return saveTree(ctx, companyId, roleId, { permissions: permissions.map(plain) });
  }

  @Subscription(() => [RoleType], {
    description: 'The company’s roles, whole, whenever one or a member’s role changes (roles.view)',
    subscribe: async ({ args, context }) => roleListChanges(context as RequestContext, args.companyId),
  })
  systemRolesChanged(@Root() roles: RoleView[], @CompanyIdArg() _companyId: number): RoleView[] {
    return roles;
  }
}
