import { columnNames, type ValuesOf } from '@staffpay/schema/records/stored-field';
import { EMPLOYEE_FIELDS } from '@staffpay/schema/staff/employee.fields';
import { valueCopier, type ColumnsOf } from '../../../shared/records/columns';
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

/** The employee's declared fields plus the read-side extras; what every transport, event and log row shows. */
export interface EmployeeView extends ValuesOf<typeof EMPLOYEE_FIELDS> {
  id: number;
  companyId: number;
  photoUrl: string | null;
  userId: number | null;
  /** The first department and branch, by name, for lists and cards. */
  departmentId: number | null;
  departmentName: string | null;
  branchId: number | null;
  branchName: string | null;
  ordersCount: number;
  employeeProfit: string;
  /** ISO-8601. updatedAt moves with every change of what this view shows (the change feed). */
  createdAt: string;
  updatedAt: string;
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
export interface EmployeeRecord extends ColumnsOf<typeof EMPLOYEE_FIELDS> {
  id: number;
  companyId: number;
  userId: number | null;
  photoId: string | null;
  /** The frame's stamps: timestamptz, handed over by pg as Dates. */
  createdAt: Date;
  updatedAt: Date;
}

/** The declared fields kept in the employees table. */
export const EMPLOYEE_COLUMNS = columnNames(EMPLOYEE_FIELDS);
const columnsShown = valueCopier(EMPLOYEE_FIELDS, EMPLOYEE_COLUMNS);

export function recordOf(e: Employee): EmployeeRecord {
  return {
    id: e.id,
    companyId: e.company.id,
    userId: e.user?.id ?? null,
    photoId: e.photo?.id ?? null,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
    ...columnsShown(e as unknown as Record<string, unknown>),
  };
}

export function toEmployeeView(e: EmployeeRecord, placements: Placements, figures: EmployeeFigures): EmployeeView {
  const [department] = placements.departments;
  const [branch] = placements.branches;
  return {
    id: e.id,
    companyId: e.companyId,
    ...columnsShown(e as unknown as Record<string, unknown>),
    photoUrl: imageUrl(e.photoId),
    departmentIds: placements.departments.map((d) => d.id),
    branchIds: placements.branches.map((b) => b.id),
    userId: e.userId ?? null,
    departmentId: department?.id ?? null,
    departmentName: department?.name ?? null,
    branchId: branch?.id ?? null,
    branchName: branch?.name ?? null,
    ordersCount: figures.ordersCount,
    employeeProfit: figures.employeeProfit,
    createdAt: new Date(e.createdAt).toISOString(),
    updatedAt: new Date(e.updatedAt).toISOString(),
  };
}

export function toDepartmentEntries(placements: Placements): EmployeeDepartmentEntry[] {
  return placements.departments.map((d) => ({ departmentId: d.id, departmentName: d.name }));
}
