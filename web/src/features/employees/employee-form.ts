import { fieldKeysOf, type FieldKeysOf, type StoredField } from '@staffpay/schema/records/stored-field';
import { EMPLOYEE_FIELDS, type EmployeeFieldName } from '@staffpay/schema/staff/employee.fields';
import { CUSTOM_POSITION, DEFAULT_WORK_END, DEFAULT_WORK_START } from '@staffpay/schema/staff/staff.enums';
import type { EmployeeFullFragment, EmployeeInput, EmployeeStatus, EmploymentType } from '@/gql/graphql';
import { isBuiltInCode } from '@staffpay/schema/roles/role.schemas';
import type { CompanyRole } from '@staffpay/schema/auth/roles';
import { hasPermission, type PermissionHolder } from '@/shared/auth/roles';

type Fields = typeof EMPLOYEE_FIELDS;
/** The declared optional texts: a text box each, '' in the form, null on the wire when empty. */
type OptionalText = {
  [K in EmployeeFieldName]: Fields[K] extends { nullable: true; type: { of: 'text' } } ? K : never;
}[EmployeeFieldName];
const OPTIONAL_TEXTS = (Object.keys(EMPLOYEE_FIELDS) as EmployeeFieldName[]).filter((name): name is OptionalText => {
  const field: StoredField = EMPLOYEE_FIELDS[name];
  return field.type.of === 'text' && field.nullable === true;
});

/** The dialog's values, shaped as the contract's createEmployeeSchema reads them (so it validates them as they are). */
export type EmployeeFormValues = {
  firstName: string;
  lastName: string;
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
  userId: number | null;
} & Record<OptionalText, string>;

const texts = (of: (name: OptionalText) => string) =>
  Object.fromEntries(OPTIONAL_TEXTS.map((k) => [k, of(k)])) as Record<OptionalText, string>;

/** A new employee, or an existing one as stored. Flexible when either working time is missing. */
export function initialEmployeeValues(employee?: EmployeeFullFragment | null): EmployeeFormValues {
  if (!employee) {
    return {
      firstName: '',
      lastName: '',
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
      userId: null,
      ...texts(() => ''),
    };
  }
  const flexible = employee.hasFlexibleSchedule || !employee.workStartTime || !employee.workEndTime;
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
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
    userId: employee.userId ?? null,
    ...texts((k) => employee[k] ?? ''),
  };
}

/** The flexible-schedule switch: on clears both times, off restores the default 09:00–18:00. */
export function scheduleFor(flexible: boolean): Pick<EmployeeFormValues, 'workStartTime' | 'workEndTime'> {
  return flexible
    ? { workStartTime: null, workEndTime: null }
    : { workStartTime: DEFAULT_WORK_START, workEndTime: DEFAULT_WORK_END };
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The fields a role may be refused, each by its own key (docs/permissions.md: hidden, answered as null). */
export type PersonalField = keyof FieldKeysOf<Fields>;
const PERSONAL_KEYS = fieldKeysOf(EMPLOYEE_FIELDS);
const PERSONAL_FIELDS = Object.keys(PERSONAL_KEYS) as PersonalField[];

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
  return new Set(PERSONAL_FIELDS.filter((f) => employee[f] == null && !hasPermission(company, PERSONAL_KEYS[f])));
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
  const input: EmployeeInput = {
    ...Object.fromEntries(OPTIONAL_TEXTS.map((k) => [k, orNull(v[k])])),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
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
    customPosition: custom ? orNull(v.customPosition) : null,
    userId: v.userId,
    ...(photo !== undefined ? { photo } : {}),
  };
  for (const field of hidden) delete input[field];
  return input;
}
