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
import type { RequestContext } from '../../../shared/context';
import { ChangeKindEnum } from '../../../shared/graphql/enums';
import { DateTime } from '../../../shared/graphql/scalars';
import type { ChangeKind } from '../../../shared/events';
import type { BranchEvent } from './branch.events';
import { branchChanges, createBranch, deleteBranch, listBranches, updateBranch } from './branch.service';
import type { BranchView } from './branch.view';

@ObjectType('Branch')
export class BranchType {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String) city: string;
  @Field(() => String, { nullable: true }) address: string | null;
  @Field(() => DateTime) createdAt: string;
  @Field(() => Int) companyId: number;
  @Field(() => Int) departmentCount: number;
  @Field(() => Int) employeeCount: number;
}

@ObjectType('BranchEvent')
class BranchEventType {
  @Field(() => ChangeKindEnum) kind: ChangeKind;
  @Field(() => Int) companyId: number;
  @Field(() => Int) id: number;
  @Field(() => BranchType, { nullable: true }) branch: BranchView | null;
}

@InputType()
class BranchInput {
  @Field(() => String) name: string;
  @Field(() => String) city: string;
  @Field(() => String, { nullable: true }) address?: string | null;
}

@Resolver()
export class BranchResolver {
  @Query(() => [BranchType], {
    description: 'Branches by name with department and employee counts; the employee role sees only its own',
  })
  branches(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
    return listBranches(ctx, companyId);
  }

  @Mutation(() => BranchType, { description: 'branches.create' })
  createBranch(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('input', () => BranchInput) input: BranchInput,
  ) {
    return createBranch(ctx, companyId, { ...input });
  }

  @Mutation(() => BranchType, { description: 'Replaces the fields (branches.edit); an absent address clears it' })
  updateBranch(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => BranchInput) input: BranchInput,
  ) {
    return updateBranch(ctx, companyId, id, { ...input });
  }

  @Mutation(() => Boolean, { description: 'branches.delete; refused (CONFLICT) while departments or employees use it' })
  deleteBranch(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
  ) {
    return deleteBranch(ctx, companyId, id);
  }

  @Subscription(() => BranchEventType, {
    description: 'Branches created, changed (counts included) or deleted; ends when the caller loses access',
    subscribe: ({ args, context }) => branchChanges(context as RequestContext, args.companyId),
  })
  branchChanged(@Root() event: BranchEvent, @Arg('companyId', () => Int) _companyId: number): BranchEvent {
    return event;
  }
}
