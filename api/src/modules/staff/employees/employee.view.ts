import type { CompanyRole } from '@staffpay/schema/auth/roles';
import {
  EXTRA_FIELD_NAMES,
  type EmployeeStatus,
  type EmploymentType,
  type ExtraField,
} from '@staffpay/schema/staff/staff.enums';
import { dateText } from '../../../shared/sql';
import { imageUrl } from '../../images';
import type { Employee } from './employee.entity';
import type { EmployeeFigures } from '../../../shared/ports/employee-figures';

/** A department or branch the employee is placed in, in the order chosen. */
export interface Placement {
  id: number;
  name: string;
}

export interface Placements {
  departments: Placement[];
  branches: Placement[];
}

export const NO_PLACEMENTS: Placements = { departments: [], branches: [] };

/** The employee's full form plus the read-side extras; what every transport, event and log row shows. */
export interface EmployeeView extends ExtraFields {
  id: number;
  companyId: number;
  firstName: string;
  lastName: string;
  /** null when there is none (never ''). */
  email: string | null;
  phone: string;
  photoUrl: string | null;
  /** 'YYYY-MM-DD' */
  birthDate: string | null;
  hasFlexibleSchedule: boolean;
  /** 'HH:MM', null with a flexible schedule. */
  workStartTime: string | null;
  workEndTime: string | null;
  role: CompanyRole;
  status: EmployeeStatus;
  departmentIds: number[];
  branchIds: number[];
  positions: string[];
  positionIds: number[];
  jobPosition: string | null;
  customPosition: string | null;
  employmentType: EmploymentType;
  startWorkDate: string | null;
  userId: number | null;
  /** The first department and branch, by name, for lists and cards. */
  departmentId: number | null;
  departmentName: string | null;
  branchId: number | null;
  branchName: string | null;
  ordersCount: number;
  employeeProfit: string;
}

/** One entry of GET /api/employees/{id}/departments. */
export interface EmployeeDepartmentEntry {
  departmentId: number;
  departmentName: string;
}

/**
 * The stored fields of an employee, flat: what the view is built from. Writes get it from the
 * entity (`recordOf`); lists select it straight from SQL (see employee-query.ts), because
 * hydrating thousands of entities only to read them costs seconds.
 */
export interface EmployeeRecord extends ExtraFields {
  id: number;
  companyId: number;
  userId: number | null;
  photoId: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  birthDate: string | null;
  hasFlexibleSchedule: boolean;
  workStartTime: string | null;
  workEndTime: string | null;
  role: CompanyRole;
  status: EmployeeStatus;
  positions: string[];
  positionIds: number[];
  jobPosition: string | null;
  customPosition: string | null;
  employmentType: EmploymentType;
  startWorkDate: string | null;
}

/** The ten free-text fields of the 'Дополнительно' section, as the contract names them. */
export type ExtraFields = Record<ExtraField, string | null>;

/** A plain loop: lists build thousands of views, and entries/fromEntries cost several times more. */
function extrasOf(e: Partial<Record<ExtraField, string | null>>): ExtraFields {
  const extras = {} as ExtraFields;
  for (const k of EXTRA_FIELD_NAMES) extras[k] = e[k] ?? null;
  return extras;
}

/** Date columns may be missing. */
function day(v: string | Date | null | undefined): string | null {
  return v ? dateText(v) : null;
}

export function recordOf(e: Employee): EmployeeRecord {
  return {
    id: e.id,
    companyId: e.company.id,
    userId: e.user?.id ?? null,
    photoId: e.photo?.id ?? null,
    firstName: e.firstName,
    lastName: e.lastName,
    email: e.email ?? null,
    phone: e.phone,
    birthDate: e.birthDate ?? null,
    hasFlexibleSchedule: e.hasFlexibleSchedule,
    workStartTime: e.workStartTime ?? null,
    workEndTime: e.workEndTime ?? null,
    role: e.role,
    status: e.status,
    positions: e.positions,
    positionIds: e.positionIds,
    jobPosition: e.jobPosition ?? null,
    customPosition: e.customPosition ?? null,
    employmentType: e.employmentType,
    startWorkDate: e.startWorkDate ?? null,
    ...extrasOf(e),
  };
}

export function toEmployeeView(e: EmployeeRecord, placements: Placements, figures: EmployeeFigures): EmployeeView {
  const [department] = placements.departments;
  const [branch] = placements.branches;
  return {
    id: e.id,
    companyId: e.companyId,
    firstName: e.firstName,
    lastName: e.lastName,
    email: e.email || null,
    phone: e.phone,
    photoUrl: imageUrl(e.photoId),
    birthDate: day(e.birthDate),
    hasFlexibleSchedule: e.hasFlexibleSchedule,
    workStartTime: e.workStartTime ?? null,
    workEndTime: e.workEndTime ?? null,
    role: e.role,
    status: e.status,
    departmentIds: placements.departments.map((d) => d.id),
    branchIds: placements.branches.map((b) => b.id),
    positions: [...e.positions],
    positionIds: [...e.positionIds],
    jobPosition: e.jobPosition ?? null,
    customPosition: e.customPosition ?? null,
    employmentType: e.employmentType,
    ...extrasOf(e),
    startWorkDate: day(e.startWorkDate),
    userId: e.userId ?? null,
    departmentId: department?.id ?? null,
    departmentName: department?.name ?? null,
    branchId: branch?.id ?? null,
    branchName: branch?.name ?? null,
    ordersCount: figures.ordersCount,
    employeeProfit: figures.employeeProfit,
  };
}

export function toDepartmentEntries(placements: Placements): EmployeeDepartmentEntry[] {
  return placements.departments.map((d) => ({ departmentId: d.id, departmentName: d.name }));
}
