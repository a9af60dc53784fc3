import type { CompanyRole } from '@staffpay/schema/auth/roles';
import {
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  type EmployeeStatus,
  type EmploymentType,
} from '@staffpay/schema/staff/staff.enums';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ChangeKindEnum, RoleCode } from '../../../shared/graphql/enums';
import type { ChangeKind } from '../../../shared/events';
import type { EmployeeView } from './employee.view';

/** GraphQL types of the employees domain; the resolver is in employee.graphql.ts. */

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

export const EmployeeStatusEnum = enumOf(EMPLOYEE_STATUSES);
registerEnumType(EmployeeStatusEnum, { name: 'EmployeeStatus', description: 'active, inactive or vacation' });
export const EmploymentTypeEnum = enumOf(EMPLOYMENT_TYPES);
registerEnumType(EmploymentTypeEnum, { name: 'EmploymentType' });

@ObjectType('Employee', { description: 'An employee: the full form plus the read-side extras' })
export class EmployeeType {
  @Field(() => Int) id: number;
  @Field(() => Int) companyId: number;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String, { nullable: true, description: 'null when there is none' }) email: string | null;
  @Field(() => String, { nullable: true, description: 'null without employees.field.phone' }) phone: string | null;
  @Field(() => String, { nullable: true, description: '/api/images/{id}' }) photoUrl: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) birthDate: string | null;
  @Field(() => Boolean) hasFlexibleSchedule: boolean;
  @Field(() => String, { nullable: true, description: 'HH:MM; null with a flexible schedule' })
  workStartTime: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM; null with a flexible schedule' })
  workEndTime: string | null;
  @Field(() => RoleCode) role: CompanyRole;
  @Field(() => EmployeeStatusEnum) status: EmployeeStatus;
  @Field(() => [Int], { description: 'In the order chosen; the first is departmentId' }) departmentIds: number[];
  @Field(() => [Int], { description: 'In the order chosen; the first is branchId' }) branchIds: number[];
  @Field(() => [String], { description: 'Position codes' }) positions: string[];
  @Field(() => [Int], { description: 'Legacy' }) positionIds: number[];
  @Field(() => String, { nullable: true, description: "A position code, free text, or 'custom'" })
  jobPosition: string | null;
  @Field(() => String, { nullable: true }) customPosition: string | null;
  @Field(() => EmploymentTypeEnum) employmentType: EmploymentType;
  @Field(() => String, { nullable: true }) workExperience: string | null;
  @Field(() => String, { nullable: true }) skillsCompetencies: string | null;
  @Field(() => String, { nullable: true }) certificates: string | null;
  @Field(() => String, { nullable: true }) foreignLanguages: string | null;
  @Field(() => String, { nullable: true }) education: string | null;
  @Field(() => String, { nullable: true }) previousWorkExperience: string | null;
  @Field(() => String, { nullable: true }) strengths: string | null;
  @Field(() => String, { nullable: true }) weaknesses: string | null;
  @Field(() => String, { nullable: true }) personalQualities: string | null;
  @Field(() => String, { nullable: true }) hobbies: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) startWorkDate: string | null;
  @Field(() => Int, { nullable: true, description: 'The member account linked to this record' })
  userId: number | null;
  @Field(() => Int, { nullable: true }) departmentId: number | null;
  @Field(() => String, { nullable: true }) departmentName: string | null;
  @Field(() => Int, { nullable: true }) branchId: number | null;
  @Field(() => String, { nullable: true }) branchName: string | null;
  @Field(() => Int, { nullable: true, description: 'null without salaries.field.profit' }) ordersCount: number | null;
  @Field(() => String, { nullable: true, description: 'A decimal string; null without salaries.field.profit' })
  employeeProfit: string | null;
}

@ObjectType('EmployeeEdge')
export class EmployeeEdgeType {
  @Field(() => String) cursor: string;
  @Field(() => EmployeeType) node: EmployeeView;
}

@ObjectType('PageInfo')
export class PageInfoType {
  @Field(() => Boolean) hasNextPage: boolean;
  @Field(() => String, { nullable: true }) endCursor: string | null;
}

@ObjectType('EmployeeConnection')
export class EmployeeConnectionType {
  @Field(() => [EmployeeEdgeType]) edges: EmployeeEdgeType[];
  @Field(() => PageInfoType) pageInfo: PageInfoType;
  @Field(() => Int, { description: 'Employees matching the filter, across all pages' }) totalCount: number;
}

@ObjectType('EmployeeDepartment')
export class EmployeeDepartmentType {
  @Field(() => Int) departmentId: number;
  @Field(() => String) departmentName: string;
}

@ObjectType('EmployeeEvent')
export class EmployeeEventType {
  @Field(() => ChangeKindEnum) kind: ChangeKind;
  @Field(() => Int) companyId: number;
  @Field(() => Int) employeeId: number;
  @Field(() => EmployeeType, { nullable: true, description: 'null when deleted' }) employee: EmployeeView | null;
}

@InputType('EmployeeFilter')
export class EmployeeFilterInput {
  @Field(() => String, {
    nullable: true,
    description: 'Substring of the name ("first last" or "last first") or e-mail',
  })
  search?: string | null;
  @Field(() => Int, { nullable: true }) departmentId?: number | null;
  @Field(() => Int, { nullable: true }) branchId?: number | null;
  @Field(() => RoleCode, { nullable: true }) role?: CompanyRole | null;
  @Field(() => EmployeeStatusEnum, { nullable: true }) status?: EmployeeStatus | null;
}

/**
 * The employee form. Every field is optional here so the service answers with the form's own
 * messages: creating needs firstName, lastName, phone and departmentIds; updating takes the
 * full form or only the fields to change. null clears a field (photo: removes it; userId: unlinks).
 */
@InputType('EmployeeInput')
export class EmployeeInput {
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true, description: 'Empty or null means none' }) email?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true, description: 'A data URL sets the photo, null removes it' })
  photo?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) birthDate?: string | null;
  @Field(() => Boolean, { nullable: true }) hasFlexibleSchedule?: boolean | null;
  @Field(() => String, { nullable: true, description: 'HH:MM, default 09:00' }) workStartTime?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM, default 18:00' }) workEndTime?: string | null;
  @Field(() => RoleCode, { nullable: true }) role?: CompanyRole | null;
  @Field(() => EmployeeStatusEnum, { nullable: true }) status?: EmployeeStatus | null;
  @Field(() => [Int], { nullable: true, description: 'At least one, in order' }) departmentIds?: number[] | null;
  @Field(() => [Int], { nullable: true }) branchIds?: number[] | null;
  @Field(() => [String], { nullable: true, description: 'Position codes' }) positions?: string[] | null;
  @Field(() => [Int], { nullable: true }) positionIds?: number[] | null;
  @Field(() => String, { nullable: true }) jobPosition?: string | null;
  @Field(() => String, { nullable: true }) customPosition?: string | null;
  @Field(() => EmploymentTypeEnum, { nullable: true }) employmentType?: EmploymentType | null;
  @Field(() => String, { nullable: true }) workExperience?: string | null;
  @Field(() => String, { nullable: true }) skillsCompetencies?: string | null;
  @Field(() => String, { nullable: true }) certificates?: string | null;
  @Field(() => String, { nullable: true }) foreignLanguages?: string | null;
  @Field(() => String, { nullable: true }) education?: string | null;
  @Field(() => String, { nullable: true }) previousWorkExperience?: string | null;
  @Field(() => String, { nullable: true }) strengths?: string | null;
  @Field(() => String, { nullable: true }) weaknesses?: string | null;
  @Field(() => String, { nullable: true }) personalQualities?: string | null;
  @Field(() => String, { nullable: true }) hobbies?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) startWorkDate?: string | null;
  @Field(() => Int, { nullable: true, description: 'A member of the company; null unlinks' }) userId?: number | null;
}
