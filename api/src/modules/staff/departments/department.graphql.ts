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
import type { DepartmentEvent } from './department.events';
import {
  createDepartment,
  deleteDepartment,
  departmentChanges,
  listDepartments,
  updateDepartment,
} from './department.service';
import type { DepartmentView } from './department.view';

@ObjectType('Department')
export class DepartmentType {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => Int, { nullable: true, description: 'An employee id; kept when it matches no employee any more' })
  managerId: number | null;
  @Field(() => Int, { nullable: true }) branchId: number | null;
  @Field(() => Int) companyId: number;
  @Field(() => String, { nullable: true }) branchName: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The manager’s "first last"; null without a manager or when managerId matches no employee',
  })
  managerName: string | null;
  @Field(() => Int) employeeCount: number;
  @Field(() => DateTime) createdAt: string;
}

@ObjectType('DepartmentEvent')
class DepartmentEventType {
  @Field(() => ChangeKindEnum) kind: ChangeKind;
  @Field(() => Int) companyId: number;
  @Field(() => Int) id: number;
  @Field(() => DepartmentType, { nullable: true }) department: DepartmentView | null;
}

@InputType()
class DepartmentInput {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) description?: string | null;
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
  departments(@Ctx() ctx: RequestContext, @Arg('companyId', () => Int) companyId: number) {
    return listDepartments(ctx, companyId);
  }

  @Mutation(() => DepartmentType, { description: 'departments.create' })
  createDepartment(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('input', () => DepartmentInput) input: DepartmentInput,
  ) {
    return createDepartment(ctx, companyId, { ...input });
  }

  @Mutation(() => DepartmentType, {
    description: 'Replaces the fields (departments.edit); absent description, managerId or branchId clear them',
  })
  updateDepartment(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => DepartmentInput) input: DepartmentInput,
  ) {
    return updateDepartment(ctx, companyId, id, { ...input });
  }

  @Mutation(() => Boolean, { description: 'departments.delete; refused (CONFLICT) while employees are placed in it' })
  deleteDepartment(
    @Ctx() ctx: RequestContext,
    @Arg('companyId', () => Int) companyId: number,
    @Arg('id', () => Int) id: number,
  ) {
    return deleteDepartment(ctx, companyId, id);
  }

  @Subscription(() => DepartmentEventType, {
    description: 'Departments created, changed or deleted; ends when the caller loses access',
    subscribe: ({ args, context }) => departmentChanges(context as RequestContext, args.companyId),
  })
  departmentChanged(@Root() event: DepartmentEvent, @Arg('companyId', () => Int) _companyId: number): DepartmentEvent {
    return event;
  }
}
