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
import type { RequestContext } from '../../shared/context';
import { getTree, initializeTree, saveTree } from './permission-tree.service';
import { roleListChanges } from './role-live';
import { createRole, deleteRole, listRoles, updateRole } from './role.service';
import type { SystemRoleView } from './role.view';

@ObjectType('SystemRole', { description: 'A built-in role (negative id, isBuiltIn) or a custom role of the company' })
export class SystemRoleType {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'Lowercase, underscores for spaces; locked after creation' }) code: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { description: 'red, orange, yellow, green, blue, purple, pink or gray' }) color: string;
  @Field(() => Int, { description: '1..100; lists show the highest first' }) priority: number;
  @Field(() => [String], { description: 'The permission-tree keys the role grants, module switches included' })
  permissions: string[];
  @Field(() => Boolean) isBuiltIn: boolean;
  @Field(() => Int, { description: 'Members holding the role in this company' }) userCount: number;
}

@ObjectType('HierarchicalPermission', { description: 'One entry of a role’s permission tree' })
export class HierarchicalPermissionType {
  @Field(() => Int) id: number;
  @Field(() => Int) roleId: number;
  @Field(() => String) module: string;
  @Field(() => String, { description: 'module, action or field' }) level: string;
  @Field(() => String) permissionKey: string;
  @Field(() => String) permissionName: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => Int, { nullable: true }) parentId: number | null;
  @Field(() => Boolean) isGranted: boolean;
  @Field(() => Boolean) canView: boolean;
  @Field(() => Boolean) canCreate: boolean;
  @Field(() => Boolean) canEdit: boolean;
  @Field(() => Boolean) canDelete: boolean;
  @Field(() => Boolean) canApprove: boolean;
  @Field(() => JSONObjectResolver, { nullable: true }) conditions: Record<string, unknown> | null;
  @Field(() => JSONObjectResolver, { nullable: true }) metadata: Record<string, unknown> | null;
  @Field(() => Int) sortOrder: number;
}

@InputType()
class SystemRoleInput {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true, description: 'Required on create; an update may repeat it, never change it' })
  code?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) color?: string | null;
  @Field(() => Int, { nullable: true, description: 'Default 50' }) priority?: number | null;
  @Field(() => [String], { nullable: true, description: 'The keys to grant; absent keeps them (a new role: none)' })
  permissions?: string[] | null;
}

@InputType()
class HierarchicalPermissionInput {
  @Field(() => Int) id: number;
  @Field(() => Boolean, { nullable: true }) isGranted?: boolean | null;
  @Field(() => Boolean, { nullable: true }) canView?: boolean | null;
  @Field(() => Boolean, { nullable: true }) canCreate?: boolean | null;
  @Field(() => Boolean, { nullable: true }) canEdit?: boolean | null;
  @Field(() => Boolean, { nullable: true }) canDelete?: boolean | null;
  @Field(() => Boolean, { nullable: true }) canApprove?: boolean | null;
  @Field(() => JSONObjectResolver, { nullable: true }) conditions?: Record<string, unknown> | null;
  @Field(() => JSONObjectResolver, { nullable: true }) metadata?: Record<string, unknown> | null;
}

/** GraphQL leaves absent flags undefined and sends nulls; the contract reads both as off. */
const plain = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries({ ...input }).filter(([, v]) => v !== null && v !== undefined));

@Resolver()
export class RoleResolver {
  @Query(() => [SystemRoleType], { description: 'Built-in and custom roles, highest priority first (roles.view)' })
  systemRoles(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
    return listRoles(ctx, companyId);
  }

  @Query(() => [HierarchicalPermissionType], {
    description: 'A role’s permission tree: a built-in role’s preset, or a custom role’s (empty before initialisation)',
  })
  rolePermissions(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('roleId', () => Int) roleId: number,
  ) {
    return getTree(ctx, roleId, companyId);
  }

  @Mutation(() => SystemRoleType, { description: 'roles.create; the role grants only the permissions given' })
  createSystemRole(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('input', () => SystemRoleInput) input: SystemRoleInput,
  ) {
    return createRole(ctx, companyId, plain(input));
  }

  @Mutation(() => SystemRoleType, { description: 'roles.edit; built-in roles are never changed' })
  updateSystemRole(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SystemRoleInput) input: SystemRoleInput,
  ) {
    return updateRole(ctx, companyId, id, plain(input));
  }

  @Mutation(() => Boolean, { description: 'roles.delete; refused (CONFLICT) while a member holds the role' })
  deleteSystemRole(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
  ) {
    return deleteRole(ctx, companyId, id);
  }

  @Mutation(() => [HierarchicalPermissionType], { description: 'roles.edit; idempotent' })
  initializeRolePermissions(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('roleId', () => Int) roleId: number,
  ) {
    return initializeTree(ctx, companyId, roleId);
  }

  @Mutation(() => [HierarchicalPermissionType], {
    description: 'roles.edit; the whole tree by entry id; holders’ subscriptions the new grants no longer allow end',
  })
  saveRolePermissions(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('roleId', () => Int) roleId: number,
    @Arg('permissions', () => [HierarchicalPermissionInput]) permissions: HierarchicalPermissionInput[],
  ) {
    return saveTree(ctx, companyId, roleId, { permissions: permissions.map(plain) });
  }

  @Subscription(() => [SystemRoleType], {
    description: 'The company’s roles, whole, whenever one or a member’s role changes (roles.view)',
    subscribe: async ({ args, context }) => roleListChanges(context as RequestContext, args.companyId),
  })
  systemRolesChanged(
    @Root() roles: SystemRoleView[],
    @Arg('companyId', () => Int) _companyId: number,
  ): SystemRoleView[] {
    return roles;
  }
}
