import type { CompanyRole } from '@staffpay/schema/auth/roles';
import {
  EMPLOYEE_STATUS,
  EMPLOYMENT_TYPE,
  type EmployeeStatus,
  type EmploymentType,
} from '@staffpay/schema/staff/staff.enums';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfoType } from '../../../shared/graphql/connection';
import { DateTime } from '../../../shared/graphql/scalars';
import { declaredEnum } from '../../../shared/graphql/declared-enum';
import { ChangeKindEnum, RoleCode } from '../../../shared/graphql/enums';
import type { ChangeKind } from '../../../shared/events';
import type { EmployeeView } from './employee.view';

/** GraphQL types of the employees domain; the resolver is in employee.graphql.ts. */

export const EmployeeStatusEnum = declaredEnum(EMPLOYEE_STATUS, {
  name: 'EmployeeStatus',
  description: 'active, inactive or vacation',
  describe: (declared) => declared.doc,
});
export const EmploymentTypeEnum = declaredEnum(EMPLOYMENT_TYPE, {
  name: 'EmploymentType',
  description: 'How an employee is employed: full time or remote',
  describe: (declared) => declared.doc,
});

@ObjectType('Employee', { description: 'An employee: the full form plus the read-side extras' })
export class EmployeeType {
  @Field(() => Int, { description: 'Unique id of this Employee' }) id: number;
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => String, { description: 'First name' }) firstName: string;
  @Field(() => String, { description: 'Last name' }) lastName: string;
  @Field(() => String, { nullable: true, description: 'null when there is none' }) email: string | null;
  @Field(() => String, { nullable: true, description: 'null without employees.field.phone' }) phone: string | null;
  @Field(() => String, { nullable: true, description: '/api/images/{id}' }) photoUrl: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) birthDate: string | null;
  @Field(() => Boolean, { description: 'true: no fixed working hours (workStartTime and workEndTime are null)' })
  hasFlexibleSchedule: boolean;
  @Field(() => String, { nullable: true, description: 'HH:MM; null with a flexible schedule' })
  workStartTime: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM; null with a flexible schedule' })
  workEndTime: string | null;
  @Field(() => RoleCode, {
    description: 'The role the employee would hold as a member (a built-in or custom role’s code)',
  })
  role: CompanyRole;
  @Field(() => EmployeeStatusEnum, { description: 'active, inactive or vacation' }) status: EmployeeStatus;
  @Field(() => [Int], { description: 'In the order chosen; the first is departmentId' }) departmentIds: number[];
  @Field(() => [Int], { description: 'In the order chosen; the first is branchId' }) branchIds: number[];
  @Field(() => [String], { description: 'Position codes' }) positions: string[];
  @Field(() => [Int], { description: 'Legacy' }) positionIds: number[];
  @Field(() => String, { nullable: true, description: "A position code, free text, or 'custom'" })
  jobPosition: string | null;
  @Field(() => String, {
    description: "The position’s text when jobPosition is 'custom'; null otherwise",
    nullable: true,
  })
  customPosition: string | null;
  @Field(() => EmploymentTypeEnum, { description: 'Full time or remote' }) employmentType: EmploymentType;
  @Field(() => String, { description: 'Free text; null when not given', nullable: true }) workExperience: string | null;
  @Field(() => String, { description: 'Skills and competencies, free text; null when not given', nullable: true })
  skillsCompetencies: string | null;
  @Field(() => String, { description: 'Free text; null when not given', nullable: true }) certificates: string | null;
  @Field(() => String, { description: 'Free text; null when not given', nullable: true }) foreignLanguages:
    string | null;
  @Field(() => String, { description: 'Free text; null when not given', nullable: true }) education: string | null;
  @Field(() => String, { description: 'Free text; null when not given', nullable: true }) previousWorkExperience:
    string | null;
  @Field(() => String, { description: 'Free text; null when not given', nullable: true }) strengths: string | null;
  @Field(() => String, { description: 'Free text; null when not given', nullable: true }) weaknesses: string | null;
  @Field(() => String, { description: 'Free text; null when not given', nullable: true }) personalQualities:
    string | null;
  @Field(() => String, { description: 'Free text; null when not given', nullable: true }) hobbies: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) startWorkDate: string | null;
  @Field(() => Int, { nullable: true, description: 'The member account linked to this record' })
  userId: number | null;
  @Field(() => Int, { description: 'The first (main) department; null when none', nullable: true }) departmentId:
    number | null;
  @Field(() => String, { description: 'The main department’s name; null when none', nullable: true }) departmentName:
    string | null;
  @Field(() => Int, { description: 'The first (main) branch; null when none', nullable: true }) branchId: number | null;
  @Field(() => String, { description: 'The main branch’s name; null when none', nullable: true }) branchName:
    string | null;
  @Field(() => Int, { nullable: true, description: 'null without salaries.field.profit' }) ordersCount: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'A decimal string; null without salaries.field.profit',
    deprecationReason: 'Use profit (a Decimal)',
  })
  employeeProfit: string | null;
  @Field(() => DateTime, { description: 'When it was created (ISO-8601, UTC)' }) createdAt: string;
  @Field(() => DateTime, {
    description: 'When it last changed, what it shows from other records included (ISO-8601, UTC; `updatedSince`)',
  })
  updatedAt: string;
}

@ObjectType('EmployeeEdge', { description: 'One employee of a page, with its cursor' })
export class EmployeeEdgeType {
  @Field(() => String, { description: 'Opaque; pass as `after` to get the employees after this one' }) cursor: string;
  @Field(() => EmployeeType, { description: 'The employee' }) node: EmployeeView;
}

@ObjectType('EmployeeConnection', { description: 'A page of employees (Relay connection)' })
export class EmployeeConnectionType {
  @Field(() => [EmployeeEdgeType], { description: 'The page’s employees, in the list’s order' })
  edges: EmployeeEdgeType[];
  @Field(() => PageInfoType, { description: 'Whether more pages follow, and the cursor to ask for the next' })
  pageInfo: PageInfoType;
  @Field(() => Int, { description: 'Employees matching the filter, across all pages' }) totalCount: number;
}

@ObjectType('EmployeeDepartment', { description: 'A department an employee is placed in' })
export class EmployeeDepartmentType {
  @Field(() => Int, { description: 'The department’s id' }) departmentId: number;
  @Field(() => String, { description: 'The department’s name' }) departmentName: string;
}

@ObjectType('EmployeeEvent', { description: 'An employee record was created, updated or deleted' })
export class EmployeeEventType {
  @Field(() => ChangeKindEnum, { description: 'created, updated or deleted' }) kind: ChangeKind;
  @Field(() => Int, { description: 'The id of the company it belongs to' }) companyId: number;
  @Field(() => Int, { description: 'The employee’s id' }) employeeId: number;
  @Field(() => EmployeeType, { nullable: true, description: 'null when deleted' }) employee: EmployeeView | null;
}

@InputType('EmployeeFilter', { description: 'Narrows the employee list; every field given must match' })
export class EmployeeFilterInput {
  @Field(() => String, {
    nullable: true,
    description: 'Substring of the name ("first last" or "last first") or e-mail',
  })
  search?: string | null;
  @Field(() => Int, { description: 'Only employees placed in this department', nullable: true }) departmentId?:
    number | null;
  @Field(() => Int, { description: 'Only employees placed in this branch', nullable: true }) branchId?: number | null;
  @Field(() => RoleCode, { description: 'Only employees with this role', nullable: true }) role?: CompanyRole | null;
  @Field(() => EmployeeStatusEnum, { description: 'Only employees with this status', nullable: true })
  status?: EmployeeStatus | null;
}

/**
 * The employee form. Every field is optional here so the service answers with the form's own
 * messages: creating needs firstName, lastName, phone and departmentIds; updating takes the
 * full form or only the fields to change. null clears a field (photo: removes it; userId: unlinks).
 */
@InputType('EmployeeInput', {
  description: 'The employee form (see the service’s rules on which fields create and update need)',
})
export class EmployeeInput {
  @Field(() => String, { description: 'Required on create', nullable: true }) firstName?: string | null;
  @Field(() => String, { description: 'Required on create', nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true, description: 'Empty or null means none' }) email?: string | null;
  @Field(() => String, { description: 'Required on create', nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true, description: 'A data URL sets the photo, null removes it' })
  photo?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) birthDate?: string | null;
  @Field(() => Boolean, { description: 'true: no fixed working hours (default false)', nullable: true })
  hasFlexibleSchedule?: boolean | null;
  @Field(() => String, { nullable: true, description: 'HH:MM, default 09:00' }) workStartTime?: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM, default 18:00' }) workEndTime?: string | null;
  @Field(() => RoleCode, { description: 'A built-in or custom role’s code (default employee)', nullable: true })
  role?: CompanyRole | null;
  @Field(() => EmployeeStatusEnum, { description: 'Default active', nullable: true }) status?: EmployeeStatus | null;
  @Field(() => [Int], { nullable: true, description: 'At least one, in order' }) departmentIds?: number[] | null;
  @Field(() => [Int], { description: 'Branches, in order; the first is the main one', nullable: true }) branchIds?:
    number[] | null;
  @Field(() => [String], { nullable: true, description: 'Position codes' }) positions?: string[] | null;
  @Field(() => [Int], { description: 'Legacy position ids; prefer positions', nullable: true }) positionIds?:
    number[] | null;
  @Field(() => String, { description: "A position code, free text, or 'custom' (then customPosition)", nullable: true })
  jobPosition?: string | null;
  @Field(() => String, { description: "The position’s text when jobPosition is 'custom'", nullable: true })
  customPosition?: string | null;
  @Field(() => EmploymentTypeEnum, { description: 'Default full_time', nullable: true })
  employmentType?: EmploymentType | null;
  @Field(() => String, { description: 'Free text', nullable: true }) workExperience?: string | null;
  @Field(() => String, { description: 'Free text', nullable: true }) skillsCompetencies?: string | null;
  @Field(() => String, { description: 'Free text', nullable: true }) certificates?: string | null;
  @Field(() => String, { description: 'Free text', nullable: true }) foreignLanguages?: string | null;
  @Field(() => String, { description: 'Free text', nullable: true }) education?: string | null;
  @Field(() => String, { description: 'Free text', nullable: true }) previousWorkExperience?: string | null;
  @Field(() => String, { description: 'Free text', nullable: true }) strengths?: string | null;
  @Field(() => String, { description: 'Free text', nullable: true }) weaknesses?: string | null;
  @Field(() => String, { description: 'Free text', nullable: true }) personalQualities?: string | null;
  @Field(() => String, { description: 'Free text', nullable: true }) hobbies?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) startWorkDate?: string | null;
  @Field(() => Int, { nullable: true, description: 'A member of the company; null unlinks' }) userId?: number | null;
}
