import {
  CUSTOM_POSITION,
  DEFAULT_WORK_END,
  DEFAULT_WORK_START,
  EXTRA_FIELD_NAMES,
  type ExtraField,
} from '@staffpay/schema/staff/staff.enums';
import type { EmployeeFullFragment, EmployeeInput, EmployeeStatus, EmploymentType } from '@/gql/graphql';
import { FIELD_KEYS } from '@staffpay/schema/roles/permission-tree';
import { isBuiltInCode } from '@staffpay/schema/roles/role.schemas';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { hasPermission, type PermissionHolder } from '@/shared/auth/roles';

/** The dialog's values, shaped as the contract's createEmployeeSchema reads them (so it validates them as they are). */
export type EmployeeFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** undefined keeps the stored photo, null removes it, a data URL replaces it. */
  photo?: string | null;
  birthDate: string | null;
  startWorkDate: string | null;
  hasFlexibleSchedule: boolean;
  workStartTime: string | null;
  workEndTime: string | null;
  role: CompanyRole;
  status: EmployeeStatus;
  employmentType: EmploymentType;
  departmentIds: number[];
  branchIds: number[];
  positions: string[];
  positionIds: number[];
  jobPosition: string;
  customPosition: string;
  userId: number | null;
} & Record<ExtraField, string>;

const emptyExtras = () => Object.fromEntries(EXTRA_FIELD_NAMES.map((k) => [k, ''])) as Record<ExtraField, string>;

/** A new employee, or an existing one as stored. Flexible when either working time is missing (spec 4). */
export function initialEmployeeValues(employee?: EmployeeFullFragment | null): EmployeeFormValues {
  if (!employee) {
    return {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      photo: undefined,
      birthDate: null,
      startWorkDate: null,
      hasFlexibleSchedule: false,
      workStartTime: DEFAULT_WORK_START,
      workEndTime: DEFAULT_WORK_END,
      role: 'employee',
      status: 'active',
      employmentType: 'full_time',
      departmentIds: [],
      branchIds: [],
      positions: [],
      positionIds: [],
      jobPosition: '',
      customPosition: '',
      userId: null,
      ...emptyExtras(),
    };
  }
  const flexible = employee.hasFlexibleSchedule || !employee.workStartTime || !employee.workEndTime;
  const extras = Object.fromEntries(EXTRA_FIELD_NAMES.map((k) => [k, employee[k] ?? ''])) as Record<ExtraField, string>;
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email ?? '',
    phone: employee.phone ?? '',
    photo: undefined,
    birthDate: employee.birthDate ?? null,
    startWorkDate: employee.startWorkDate ?? null,
    hasFlexibleSchedule: flexible,
    workStartTime: flexible ? null : employee.workStartTime,
    workEndTime: flexible ? null : employee.workEndTime,
    role: isBuiltInCode(employee.role) ? employee.role : 'employee',
    status: employee.status,
    employmentType: employee.employmentType,
    departmentIds: [...employee.departmentIds],
    branchIds: [...employee.branchIds],
    positions: [...employee.positions],
    positionIds: [...employee.positionIds],
    jobPosition: employee.jobPosition ?? '',
    customPosition: employee.customPosition ?? '',
    userId: employee.userId ?? null,
    ...extras,
  };
}

/** The flexible-schedule switch: on clears both times, off restores the default 09:00–18:00. */
export function scheduleFor(flexible: boolean): Pick<EmployeeFormValues, 'workStartTime' | 'workEndTime'> {
  return flexible
    ? { workStartTime: null, workEndTime: null }
    : { workStartTime: DEFAULT_WORK_START, workEndTime: DEFAULT_WORK_END };
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The personal fields a role may be refused (docs/permissions.md: hidden, answered as null). */
export type PersonalField = 'phone' | 'email' | 'birthDate';
const PERSONAL_FIELDS: readonly PersonalField[] = ['phone', 'email', 'birthDate'];

/**
 * The fields of a saved record the caller's role does not see: the role lacks the field's key
 * and the answer carried null. The form leaves them out (an update keeps what is stored) rather
 * than sending the empty value the caller was shown.
 */
export function hiddenFields(
  company: PermissionHolder,
  employee: Pick<EmployeeFullFragment, PersonalField> | null | undefined,
): ReadonlySet<PersonalField> {
  if (!employee) return new Set();
  return new Set(PERSONAL_FIELDS.filter((f) => employee[f] == null && !hasPermission(company, FIELD_KEYS[f])));
}

/**
 * The values as createEmployee/updateEmployee take them: the whole form, an unchanged photo and
 * the fields hidden from the caller left out.
 */
export function toEmployeeInput(
  values: EmployeeFormValues,
  hidden: ReadonlySet<PersonalField> = new Set(),
): EmployeeInput {
  const { photo, ...v } = values;
  const custom = v.jobPosition === CUSTOM_POSITION;
  const extras = Object.fromEntries(EXTRA_FIELD_NAMES.map((k) => [k, orNull(v[k])]));
  const input: EmployeeInput = {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: orNull(v.email),
    phone: v.phone.trim(),
    birthDate: v.birthDate || null,
    startWorkDate: v.startWorkDate || null,
    hasFlexibleSchedule: v.hasFlexibleSchedule,
    workStartTime: v.hasFlexibleSchedule ? null : v.workStartTime || null,
    workEndTime: v.hasFlexibleSchedule ? null : v.workEndTime || null,
    role: v.role,
    status: v.status,
    employmentType: v.employmentType,
    departmentIds: v.departmentIds,
    branchIds: v.branchIds,
    positions: v.positions,
    positionIds: v.positionIds,
    jobPosition: orNull(v.jobPosition),
    customPosition: custom ? orNull(v.customPosition) : null,
    userId: v.userId,
    ...extras,
    ...(photo !== undefined ? { photo } : {}),
  };
  for (const field of hidden) delete input[field];
  return input;
}
