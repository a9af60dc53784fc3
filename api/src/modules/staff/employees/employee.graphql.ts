import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { CompanyIdArg } from '../../../shared/graphql/company-arg';
import type { RequestContext } from '../../../shared/context';
import { UPDATED_SINCE_ARG } from '../../../shared/change-feed';
import { DateTime } from '../../../shared/graphql/scalars';
import { employeeConnection } from './employee-list.service';
import { employeeChanges } from './employee-live';
import type { EmployeeEvent } from './employee.events';
import {
  createEmployee,
  deleteEmployee,
  getEmployee,
  listEmployeeDepartments,
  updateEmployee,
} from './employee.service';
import {
  EmployeeConnectionType,
  EmployeeDepartmentType,
  EmployeeEventType,
  EmployeeFilterInput,
  EmployeeInput,
  EmployeeType,
} from './employee.types';

/** Fields whose null means nothing to the record: GraphQL clients that send null for them mean "not given". */
const NOT_CLEARABLE = new Set([
  'hasFlexibleSchedule',
  'role',
  'status',
  'employmentType',
  'branchIds',
  'positions',
  'positionIds',
]);

/** Absent arguments are undefined; explicit nulls stay (the service reads them as "clear") unless they mean nothing. */
function formOf(input: EmployeeInput): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input).filter(([k, v]) => v !== undefined && !(v === null && NOT_CLEARABLE.has(k))),
  );
}
const filterOf = (filter: EmployeeFilterInput | null | undefined) =>
  Object.fromEntries(Object.entries(filter ?? {}).filter(([, v]) => v != null));

@Resolver()
export class EmployeeResolver {
  @Query(() => EmployeeConnectionType, {
    description:
      'Employees of the company by last name, first name, id; filtered and searched on the server. An employee-role member sees only their own record.',
  })
  employees(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('first', () => Int, { nullable: true, defaultValue: 50, description: 'At most 200' }) first: number | null,
    @Arg('after', () => String, {
      description: 'The endCursor of the previous page; absent for the first page',
      nullable: true,
    })
    after: string | null,
    @Arg('filter', () => EmployeeFilterInput, {
      description: 'Narrows the list; absent: every employee the caller may read',
      nullable: true,
    })
    filter: EmployeeFilterInput | null,
    @Arg('updatedSince', () => DateTime, { nullable: true, description: UPDATED_SINCE_ARG }) updatedSince: Date | null,
  ) {
    return employeeConnection(ctx, companyId, { first, after, filter: filterOf(filter), updatedSince });
  }

  @Query(() => EmployeeType, {
    description: 'One employee (staff read access; an employee-role member only its own record)',
  })
  employee(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The employee’s id' }) id: number,
  ) {
    return getEmployee(ctx, companyId, id);
  }

  @Query(() => [EmployeeDepartmentType], { description: 'The employee’s departments, in the order chosen' })
  employeeDepartments(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The employee’s id' }) id: number,
  ) {
    return listEmployeeDepartments(ctx, companyId, id);
  }

  @Mutation(() => EmployeeType, { description: 'Adds an employee (employees.create)' })
  createEmployee(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('input', () => EmployeeInput, {
      description: 'The new employee (firstName, lastName, phone and departmentIds required)',
    })
    input: EmployeeInput,
  ) {
    return createEmployee(ctx, companyId, formOf(input));
  }

  @Mutation(() => EmployeeType, {
    description: 'Changes an employee: the full form or only some fields (employees.edit)',
  })
  updateEmployee(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The employee’s id' }) id: number,
    @Arg('input', () => EmployeeInput, {
      description: 'The full form or only the fields to change; null clears a field',
    })
    input: EmployeeInput,
  ) {
    return updateEmployee(ctx, companyId, id, formOf(input));
  }

  @Mutation(() => Boolean, { description: 'Removes an employee (employees.delete)' })
  deleteEmployee(
    @Ctx() ctx: RequestContext,
    @CompanyIdArg() companyId: number,
    @Arg('id', () => Int, { description: 'The employee’s id' }) id: number,
  ) {
    return deleteEmployee(ctx, companyId, id);
  }

  @Subscription(() => EmployeeEventType, {
    description:
      'Employees of the company created, updated or deleted; an employee-role member receives only their own record',
    subscribe: ({ args, context }) => employeeChanges(context as RequestContext, args.companyId),
  })
  employeeChanged(@Root() event: EmployeeEvent, @CompanyIdArg() _companyId: number): EmployeeEvent {
    return event;
  }
}
