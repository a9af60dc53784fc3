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
import { UPDATED_SINCE_ARG } from '../../../shared/change-feed';
import { CompanyIdArg } from '../../../shared/graphql/company-arg';
import type { RequestContext } from '../../../shared/context';
import { ChangeKindEnum } from '../../../shared/graphql/enums';
import { DateTime } from '../../../shared/graphql/scalars';
import type { ChangeKind } from '../../../shared/events';
import type { BranchEvent } from './branch.events';
import { branchChanges, createBranch, deleteBranch, listBranches, updateBranch } from './branch.service';
import type { BranchView } from './branch.view';

@ObjectType('Branch', { description: 'A branch (office, shop) of the company; departments may belong to one' })
export class BranchType {
  @Field(() => Int, { description: 'Unique id of this Branch' }) id: number;
  @Field(() => String, { description: 'The branch’s name, unique in the company' }) name: string;
  @Field(() => String, { description: 'The city, free text; null when not given' }) city: string;
  @Field(() => String, { description: 'The street address, free text; null when not given', nullable: true }) address:
    string | null;
  @Field(() => DateTime, { description: 'When it was created (ISO-8601, UTC)' }) createdAt: string;
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => Int, { description: 'How many departments belong to the branch' }) departmentCount: number;
  @Field(() => Int, { description: 'How many employees are placed in the branch' }) employeeCount: number;
  @Field(() => DateTime, {
    description: 'When it last changed, what it shows from other records included (ISO-8601, UTC; `updatedSince`)',
  })
  updatedAt: string;
}

@ObjectType('BranchEvent', { description: 'A branch was created, updated or deleted (pushed to every member)' })
class BranchEventType {
  @Field(() => ChangeKindEnum, { description: 'created, updated or deleted' }) kind: ChangeKind;
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => Int, { description: 'The branch’s id' }) id: number;
  @Field(() => BranchType, { description: 'The branch after the change; null when deleted', nullable: true })
  branch: BranchView | null;
}

@InputType({ description: 'A branch’s fields; the whole form is sent on create and update' })
class BranchInput {
  @Field(() => String, { description: 'Required, unique in the company' }) name: string;
  @Field(() => String, { description: 'Free text; empty or null means none' }) city: string;
  @Field(() => String, { description: 'Free text; empty or null means none', nullable: true }) address?: string | null;
}

@Resolver()
export class BranchResolver {
  @Query(() => [BranchType], {
    description: 'Branches by name with department and employee counts; the employee role sees only its own',
  })
  branches(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('updatedSince', () => DateTime, { nullable: true, description: UPDATED_SINCE_ARG }) updatedSince: Date | null,
  ) {
    return listBranches(ctx, companyId, { updatedSince });
  }

  @Mutation(() => BranchType, { description: 'branches.create' })
  createBranch(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('input', () => BranchInput, { description: 'The new branch' }) input: BranchInput,
  ) {
    return createBranch(ctx, companyId, { ...input });
  }

  @Mutation(() => BranchType, { description: 'Replaces the fields (branches.edit); an absent address clears it' })
  updateBranch(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The branch’s id' }) id: number,
    @Arg('input', () => BranchInput, { description: 'The branch’s new fields (the whole form)' }) input: BranchInput,
  ) {
    return updateBranch(ctx, companyId, id, { ...input });
  }

  @Mutation(() => Boolean, { description: 'branches.delete; refused (CONFLICT) while departments or employees use it' })
  deleteBranch(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The branch’s id' }) id: number,
  ) {
    return deleteBranch(ctx, companyId, id);
  }

  @Subscription(() => BranchEventType, {
    description: 'Branches created, changed (counts included) or deleted; ends when the caller loses access',
    subscribe: ({ args, context }) => branchChanges(context as RequestContext, args.companyId),
  })
  branchChanged(@Root() event: BranchEvent, @CompanyIdArg() _companyId: number): BranchEvent {
    return event;
  }
}
