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
import type { DepartmentEvent } from './department.events';
import {
  createDepartment,
  deleteDepartment,
  departmentChanges,
  listDepartments,
  updateDepartment,
} from './department.service';
import type { DepartmentView } from './department.view';

@ObjectType('Department', { description: 'A department of the company; employees are placed in one or more' })
export class DepartmentType {
  @Field(() => Int, { description: 'Unique id of this Department' }) id: number;
  @Field(() => String, { description: 'The department’s name, unique in the company' }) name: string;
  @Field(() => String, { description: 'Free text; null when not given', nullable: true }) description: string | null;
  @Field(() => Int, { nullable: true, description: 'An employee id; kept when it matches no employee any more' })
  managerId: number | null;
  @Field(() => Int, { description: 'The branch it belongs to; null when none', nullable: true }) branchId:
    number | null;
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => String, { description: 'The branch’s name; null when none', nullable: true }) branchName: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The manager’s "first last"; null without a manager or when managerId matches no employee',
  })
  managerName: string | null;
  @Field(() => Int, { description: 'How many employees are placed in the department' }) employeeCount: number;
  @Field(() => DateTime, { description: 'When it was created (ISO-8601, UTC)' }) createdAt: string;
  @Field(() => DateTime, {
    description: 'When it last changed, what it shows from other records included (ISO-8601, UTC; `updatedSince`)',
  })
  updatedAt: string;
}

@ObjectType('DepartmentEvent', { description: 'A department was created, updated or deleted (pushed to every member)' })
class DepartmentEventType {
  @Field(() => ChangeKindEnum, { description: 'created, updated or deleted' }) kind: ChangeKind;
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => Int, { description: 'The department’s id' }) id: number;
  @Field(() => DepartmentType, { description: 'The department after the change; null when deleted', nullable: true })
  department: DepartmentView | null;
}

@InputType({ description: 'A department’s fields' })
class DepartmentInput {
  @Field(() => String, { description: 'Required, unique in the company' }) name: string;
  @Field(() => String, { description: 'Free text; empty or null means none', nullable: true }) description?:
    string | null;
  @Field(() => Int, { nullable: true, description: 'An employee with the role manager or owner; null for none' })
  managerId?: number | null;
  @Field(() => Int, { nullable: true, description: 'A branch of the company; null for none' })
  branchId?: number | null;
}

@Resolver()
export class DepartmentResolver {
  @Query(() => [DepartmentType], {
    description: 'Departments by name with branch, manager and employee count; the employee role sees only its own',
  })
  departments(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('updatedSince', () => DateTime, { nullable: true, description: UPDATED_SINCE_ARG }) updatedSince: Date | null,
  ) {
    return listDepartments(ctx, companyId, { updatedSince });
  }

  @Mutation(() => DepartmentType, { description: 'departments.create' })
  createDepartment(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('input', () => DepartmentInput, { description: 'The new department' }) input: DepartmentInput,
  ) {
    return createDepartment(ctx, companyId, { ...input });
  }

  @Mutation(() => DepartmentType, {
    description: 'Replaces the fields (departments.edit); absent description, managerId or branchId clear them',
  })
  updateDepartment(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The department’s id' }) id: number,
    @Arg('input', () => DepartmentInput, { description: 'The department’s new fields' }) input: DepartmentInput,
  ) {
    return updateDepartment(ctx, companyId, id, { ...input });
  }

  @Mutation(() => Boolean, { description: 'departments.delete; refused (CONFLICT) while employees are placed in it' })
  deleteDepartment(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The department’s id' }) id: number,
  ) {
    return deleteDepartment(ctx, companyId, id);
  }

  @Subscription(() => DepartmentEventType, {
    description: 'Departments created, changed or deleted; ends when the caller loses access',
    subscribe: ({ args, context }) => departmentChanges(context as RequestContext, args.companyId),
  })
  departmentChanged(@Root() event: DepartmentEvent, @CompanyIdArg() _companyId: number): DepartmentEvent {
    return event;
  }
}
